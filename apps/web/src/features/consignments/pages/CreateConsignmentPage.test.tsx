import { siteToday } from '@freight/rules';
import { screen, within } from '@testing-library/react';
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

function start({ creationPrevented = false } = {}) {
  installFakeApi({
    ...plainFormConfiguration('consignment'),
  });
  renderInDataRouter(
    <CreateConsignmentPage
      site={site('1', 'Melbourne DC', { orgId: '7' })}
      creationPrevented={creationPrevented}
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

describe('a site that cannot create (spec 4.6, C38, C39)', () => {
  it('says so above a form shown read-only, with nothing to quote or save', async () => {
    start({ creationPrevented: true });
    const note = await screen.findByRole('alert', {
      name: 'This site cannot create consignments at the moment',
    });
    expect(within(note).getByText(/you can only track consignments and lodge enquiries/)).toBeTruthy();
    // the note comes before every field of the form
    const dispatchDate = screen.getByLabelText('Dispatch date');
    expect(note.compareDocumentPosition(dispatchDate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dispatchDate.matches(':disabled')).toBe(true);
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add line' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Get quotes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create consignment' })).toBeNull();
  });

  it('is open to a site that can create', async () => {
    start();
    expect((await screen.findByLabelText('Dispatch date')).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('alert', { name: /cannot create/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get quotes' })).toBeTruthy();
  });
});
