import type { Site } from '@freight/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QuoteTableSlotProps } from '../../../shared/shipment-form/lib/quote-slot';
import { installFakeApi } from '../../../testing/fake-api';
import { plainFormConfiguration } from '../../../testing/form-configuration';
import { site } from '../../../testing/fixtures';
import { renderInDataRouter } from '../../../testing/render';
import { EstimateEditor } from './EstimateEditor';

function QuoteTableStub({ quotes }: QuoteTableSlotProps) {
  return <p>{quotes.map((q) => q.id).join(', ')}</p>;
}

function dgSite(isTransacting: boolean, userCanTransactWithDangerousGoods: boolean): Site {
  return site('1', 'Melbourne DC', {
    dangerousGoods: { isTransacting, hasTransacted: true, notifiableEnabled: false },
    userCanTransactWithDangerousGoods,
  });
}

function start(formSite: Site) {
  installFakeApi({
    ...plainFormConfiguration('estimate'),
  });
  // the editor's discard guard blocks navigation, which needs a data router
  renderInDataRouter(
    <EstimateEditor site={formSite} creationPrevented={false} QuoteTable={QuoteTableStub} type="outbound" />,
  );
}

describe('estimate line items and dangerous goods (L29, spec 6)', () => {
  it.each([
    ['the site does not transact dangerous goods', false, true],
    ['the user lacks the right to send them', true, false],
    ['neither', false, false],
  ])('offers no dangerous goods when %s', async (_case, isTransacting, userCan) => {
    start(dgSite(isTransacting, userCan));
    // the first line is there, without the button that adds dangerous goods to it
    expect(await screen.findByRole('textbox', { name: 'Line 1 description' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'DG: Add dangerous goods to line 1' })).toBeNull();
  });

  it('offers dangerous goods on each line when the site transacts them and the user may send them', async () => {
    start(dgSite(true, true));
    expect(await screen.findByRole('button', { name: 'DG: Add dangerous goods to line 1' })).toBeTruthy();
  });

  it('adds an entry with its UN number focused and no field faulted before it is visited (G35, G36)', async () => {
    start(dgSite(true, true));
    await userEvent.click(await screen.findByRole('button', { name: 'DG: Add dangerous goods to line 1' }));
    const un = await screen.findByRole('textbox', { name: 'Line 1 UN number' });
    await waitFor(() => expect(document.activeElement).toBe(un));
    expect(un.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('Cannot be blank')).toBeNull();
  });

  it('takes no dispatch date before the site’s today for a new estimate, and asks for no quotes', async () => {
    const api = installFakeApi({ ...plainFormConfiguration('estimate') });
    renderInDataRouter(
      <EstimateEditor
        site={dgSite(true, true)}
        creationPrevented={false}
        QuoteTable={QuoteTableStub}
        type="outbound"
      />,
    );
    fireEvent.change(await screen.findByLabelText(/^Dispatch date/), { target: { value: '2020-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByText(/^Date must be after \d{1,2} \w{3} \d{4}$/)).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('a site that cannot create (spec 4.6, C38, C39)', () => {
  it('says so above an estimate form shown read-only, with nothing to quote', async () => {
    installFakeApi({ ...plainFormConfiguration('estimate') });
    renderInDataRouter(
      <EstimateEditor
        site={site('3', 'Wacol Depot', { status: 'suspended' })}
        creationPrevented
        QuoteTable={QuoteTableStub}
        type="outbound"
      />,
    );
    const note = await screen.findByRole('alert', {
      name: 'This site cannot create estimates at the moment',
    });
    expect(within(note).getByText(/you can only track consignments and lodge enquiries/)).toBeTruthy();
    const description = await screen.findByRole('textbox', { name: 'Line 1 description' });
    expect(note.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const box of screen.getAllByRole('textbox')) expect(box.matches(':disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Add line' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Get quotes' })).toBeNull();
  });
});
