import type { Manifest } from '@freight/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ManifestsTable } from './ManifestsTable';

afterEach(() => vi.restoreAllMocks());

const ref = (id: string, name: string) => ({ id, name });

function manifest(id: string, siteId: string): Manifest {
  return {
    id,
    created: '2026-11-20T01:00:00.000Z',
    status: 'approved',
    consignmentType: 'outbound',
    siteId,
    dispatchDate: '2026-11-20',
    manifestNumber: `M0000000${id}`,
    trackingNumber: null,
    itemQuantity: 3,
    volume: 1_000_000,
    weight: 12_000,
    consignmentCount: 2,
    organisation: ref('1', 'Demo Freight Co'),
    site: ref(siteId, `Site ${siteId}`),
    carrier: ref('9', 'Test Road Co'),
    carrierAccount: 'ACC1',
    agreedServices: [],
    senderName: 'Demo',
    dispatchAddress: {
      name: 'DC',
      line1: '1 Road',
      line2: null,
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
    },
    hasDangerousGoods: false,
    acknowledgedAt: null,
    rejection: null,
    documentUrl: `/api/sender/v0/manifests/${id}/document.pdf`,
  };
}

describe('the manifests table’s PDF links (E09-E12)', () => {
  it('open through the pop-up function where the site’s flag is on, and in this tab where it is off', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    renderWithProviders(
      <MemoryRouter>
        <ManifestsTable
          manifests={[manifest('1', '1'), manifest('2', '2')]}
          sort="-created"
          onSort={() => undefined}
          showSite
          popupsFor={(siteId) => siteId === '1'}
        />
      </MemoryRouter>,
    );
    const popup = screen.getByRole('link', { name: 'PDF of manifest M00000001' });
    const inTab = screen.getByRole('link', { name: 'PDF of manifest M00000002' });
    expect(inTab.getAttribute('target')).toBeNull();
    fireEvent.click(popup);
    expect(open).toHaveBeenCalledWith(popup.getAttribute('href'), '_blank');
  });
});
