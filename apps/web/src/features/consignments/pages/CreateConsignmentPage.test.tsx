import { siteToday } from '@freight/rules';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeDefaultDispatchDate } from '../lib/dispatch-date-preference';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import { installFakeApi } from '../../../testing/fake-api';
import { plainFormConfiguration } from '../../../testing/form-configuration';
import { site } from '../../../testing/fixtures';
import { renderInDataRouter } from '../../../testing/render';
import { CreateConsignmentPage } from './CreateConsignmentPage';

function QuoteTableStub({ quotes }: QuoteTableSlotProps) {
  return <p>{quotes.length} quotes</p>;
}

/** A date some days after today, as the date field holds it. */
function daysAhead(days: number): string {
  const [year = 0, month = 1, day = 1] = siteToday().split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function start() {
  installFakeApi({
    ...plainFormConfiguration('consignment'),
  });
  renderInDataRouter(
    <CreateConsignmentPage
      site={site('1', 'Melbourne DC', { orgId: '7' })}
      creationPrevented={false}
      QuoteTable={QuoteTableStub}
      type="outbound"
      userId="u1"
    />,
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('a new consignment’s dispatch date (spec 9, V13)', () => {
  it('starts from the date the user last booked with in this organisation, until midnight', async () => {
    storeDefaultDispatchDate({ userId: 'u1', orgId: '7' }, daysAhead(2));
    start();
    const field = (await screen.findByLabelText('Dispatch date')) as HTMLInputElement;
    expect(field.value).toBe(daysAhead(2));
  });

  it('starts from today when the stored date is another organisation’s', async () => {
    storeDefaultDispatchDate({ userId: 'u1', orgId: '8' }, daysAhead(2));
    start();
    const field = (await screen.findByLabelText('Dispatch date')) as HTMLInputElement;
    expect(field.value).toBe(siteToday());
  });
});
