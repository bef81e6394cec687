import type { ConsolidationSuggestion } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { ConsolidationChoice } from './ConsolidationChoice';

const suggestion = (
  id: string,
  overrides: Partial<ConsolidationSuggestion> = {},
): ConsolidationSuggestion => ({
  id,
  consignmentNo: `CN000${id}`,
  isSenderPaying: true,
  dispatchDate: '2026-03-06',
  service: { id: '3', name: 'Road Express', carrierName: 'Acme' },
  items: 4,
  eta: '2026-03-09',
  hasDangerousGoods: false,
  price: 13_580,
  version: 'v1',
  ...overrides,
});

describe('adding freight to an existing consignment (R08, R14)', () => {
  it('lists the consignments it could join and joins the one chosen', async () => {
    const onJoin = vi.fn();
    renderWithProviders(
      <ConsolidationChoice
        suggestions={[suggestion('1'), suggestion('2', { hasDangerousGoods: true, eta: null, price: null })]}
        error={null}
        joining={false}
        onJoin={onJoin}
      />,
    );
    const section = screen.getByRole('region', { name: 'Add to an existing consignment' });
    expect(within(section).getByText(/2 consignments go to this receiver/)).toBeTruthy();
    const rows = within(
      screen.getByRole('table', { name: 'Consignments this freight could join' }),
    ).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Acme | Road Express');
    expect(rows[1]?.textContent).toContain('6 Mar 2026');
    expect(rows[1]?.textContent).toContain('$135.80');
    expect(within(rows[2] as HTMLElement).getByText('Dangerous goods')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add to CN0002' }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ id: '2', version: 'v1' }));
  });

  it('shows nothing without suggestions, and the reason when they could not be found', () => {
    renderWithProviders(
      <ConsolidationChoice suggestions={[]} error={null} joining={false} onJoin={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Add to an existing consignment' })).toBeNull();
    renderWithProviders(
      <ConsolidationChoice
        suggestions={[]}
        error="Consignments to join could not be found"
        joining={false}
        onJoin={vi.fn()}
      />,
    );
    expect(screen.getByText('Consignments to join could not be found')).toBeTruthy();
  });
});
