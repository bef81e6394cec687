import type { PickupService } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { ServiceChoice } from './ServiceChoice';

const service = (agreedServiceId: string, overrides: Partial<PickupService> = {}): PickupService => ({
  agreedServiceId,
  serviceId: `s${agreedServiceId}`,
  carrierId: 'c1',
  name: 'Road Express',
  carrierName: 'Acme',
  carrierChargeAccount: 'ACC-1',
  pickupBookingCutoff: '14:30',
  pickupCutoff: '16:00',
  pickupWindowMinimum: null,
  evaluation: {},
  selectable: true,
  ...overrides,
});

describe('choosing the pickup service (spec 3: any evaluation flag makes a service unselectable)', () => {
  it('lists the services with their cut-offs and record, says why one cannot be chosen, and picks another', async () => {
    const onChange = vi.fn<(agreedServiceId: string) => void>();
    renderWithProviders(
      <ServiceChoice
        services={[
          service('1'),
          service('2', {
            name: 'Overnight',
            carrierName: 'Swift',
            pickupBookingCutoff: null,
            pickupCutoff: null,
            evaluation: { afterBookingCutoff: true, dangerousGoods: true },
            selectable: false,
          }),
          service('3', { name: 'Economy' }),
        ]}
        reliability={[
          {
            agreedServiceId: '1',
            name: 'Road Express',
            carrierName: 'Acme',
            requests: 4,
            confirmed: 3,
            rejected: 1,
            unansweredByWindowStart: 0,
            medianMinutesToConfirm: null,
          },
        ]}
        value="1"
        onChange={onChange}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Carrier services' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Acme · ACC-1');
    expect(rows[1]?.textContent).toContain('2:30 pm');
    expect(rows[1]?.textContent).toContain('4:00 pm');
    expect(rows[1]?.textContent).toContain('75% confirmed of 4');
    expect(within(rows[3] as HTMLElement).getByText('No requests yet')).toBeTruthy();

    const late = screen.getByRole('radio', { name: 'Swift | Overnight' });
    expect(late).toHaveProperty('disabled', true);
    expect(
      within(rows[2] as HTMLElement).getByText('Too late to book this service for this pickup date.'),
    ).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement).getByText('The carrier does not collect dangerous goods.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Acme | Road Express' })).toHaveProperty('checked', true);

    await userEvent.click(screen.getByRole('radio', { name: 'Acme | Economy' }));
    expect(onChange).toHaveBeenCalledWith('3');
  });
});
