import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installSignedInApi } from '../../../../testing/fake-api';
import { consignmentSummary } from '../../../../testing/fixtures';
import { renderWithRouter } from '../../../../testing/render';
import { SelectionActions } from './SelectionActions';

const melbourne = consignmentSummary('11', 'STA000011');
const sydney = consignmentSummary('12', 'STA000012', { site: { id: '2', name: 'Sydney Warehouse' } });

function start(manifestPath: string | undefined, selected = [melbourne, sydney]) {
  installSignedInApi({});
  renderWithRouter(
    <SelectionActions
      selected={selected}
      documentPath={() => '/document/label/11'}
      manifestPath={manifestPath}
      onClear={() => undefined}
    />,
  );
}

describe('selection actions', () => {
  it('says why a selection spanning sites cannot be manifested, where a disabled button shows no tooltip', () => {
    start(undefined);
    const create = screen.getByRole('button', { name: 'Create manifest' });
    expect(create).toHaveProperty('disabled', true);
    const hint = screen.getByText('A manifest or a pickup takes consignments of one site.');
    expect(create.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says nothing of sites when the selection can be manifested', () => {
    start('/site/1/manifest/create?consignmentId=11', [melbourne]);
    expect(screen.getByRole('link', { name: 'Create manifest' })).toBeTruthy();
    expect(screen.queryByText(/consignments of one site/)).toBeNull();
  });

  it('says nothing of sites while nothing is selected', () => {
    start(undefined, []);
    expect(screen.queryByText(/consignments of one site/)).toBeNull();
  });
});
