import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../testing/render';
import { manifest } from '../testing/manifest.fixture';
import { ManifestsTable } from './ManifestsTable';

describe('the manifests table’s PDF links (E09-E12)', () => {
  it('open through the pop-up function where the site’s flag is on, and in this tab where it is off', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderWithRouter(
      <ManifestsTable
        rows={[manifest('1', '1'), manifest('2', '2')]}
        sort="-created"
        onSort={() => undefined}
        showSite
        popupsFor={(siteId) => siteId === '1'}
      />,
    );
    const popup = screen.getByRole('link', { name: 'PDF of manifest M00000001' });
    const inTab = screen.getByRole('link', { name: 'PDF of manifest M00000002' });
    expect(inTab.getAttribute('target')).toBeNull();
    fireEvent.click(popup);
    expect(open).toHaveBeenCalledWith(popup.getAttribute('href'), '_blank');
  });
});
