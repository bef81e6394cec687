import type { PickupSummary } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../../testing/fixtures';
import { renderWithRouter } from '../../../testing/render';
import { PickupsTable } from './PickupsTable';

// a carrier sets its reference on the public pickup page: up to 100 characters, with nowhere to break
const carrierReference = 'X'.repeat(100);
const longName = `Melbourne${'Distribution'.repeat(6)}`;

const pickup: PickupSummary = {
  id: 'p-1',
  siteId: '2',
  type: 'outbound',
  status: 'confirmed',
  pickupDate: '2026-12-02',
  pickupWindow: '2026-12-02T09:00:00+11:00/PT4H',
  senderName: longName,
  reference: 'PU-9',
  carrierName: 'RedbackLogisticsInternationalFreightServices',
  serviceName: 'EconomyRoadExpressOvernight',
  carrierReference,
  totalItems: 3,
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
};

/** The free text's element and what makes it break: the nearest element of the cell that says how it wraps. */
function wrapping(text: string): string {
  const element = screen.getByText(text);
  const cell = element.closest('td');
  expect(cell).not.toBeNull();
  for (let at: HTMLElement | null = element; at && at !== cell?.parentElement; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all') return 'breaks';
  }
  return 'widens the table';
}

describe('the pickups table', () => {
  it('breaks long unbroken free text within its cell rather than widening the table', () => {
    renderWithRouter(
      <PickupsTable
        rows={[pickup]}
        sort="-pickupDate"
        onSort={() => undefined}
        sites={[site('1', 'Melbourne DC'), site('2', 'SydneyWarehouseAndDistributionCentreNumberTwo')]}
        linkTo={() => '/site/2/pickup/p-1'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pickups' });
    expect(within(table).getByText(`PU-9 / ${carrierReference}`)).toBeTruthy();
    expect(wrapping(`PU-9 / ${carrierReference}`)).toBe('breaks');
    expect(wrapping(longName)).toBe('breaks');
    expect(wrapping('RedbackLogisticsInternationalFreightServices | EconomyRoadExpressOvernight')).toBe(
      'breaks',
    );
    expect(wrapping('SydneyWarehouseAndDistributionCentreNumberTwo')).toBe('breaks');
  });

  it('names the carrier once: a service named after its carrier reads "Carrier | the rest"', () => {
    renderWithRouter(
      <PickupsTable
        rows={[
          { ...pickup, carrierName: 'Redback Logistics', serviceName: 'Redback Logistics Economy Road' },
        ]}
        sort="-pickupDate"
        onSort={() => undefined}
        sites={[site('2', 'Sydney Warehouse')]}
        linkTo={() => '/site/2/pickup/p-1'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Pickups' });
    expect(within(table).getByText('Redback Logistics | Economy Road')).toBeTruthy();
  });
});
