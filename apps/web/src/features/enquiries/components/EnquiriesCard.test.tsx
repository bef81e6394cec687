import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, optionsOf } from '../../../testing/choose-option';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { EnquiriesCard } from './EnquiriesCard';

const LINK = 'http://localhost/site/1/consignment/view/7';

const lodged = {
  id: '1',
  type: 'consignment',
  reason: 'Overdue',
  subject: 'Overdue: consignment CN0007',
  description: 'Late',
  consignment: { id: '7', link: LINK },
  createdAt: '2026-03-05T01:00:00Z',
  user: { id: 'u1', fullName: 'Alice Sender', email: null },
};

function start(answerCreate: () => FakeAnswer = () => ({ status: 201, body: { data: lodged } })) {
  let list: unknown[] = [];
  const api = installFakeApi({
    ...csrfRoute,
    'GET /api/sender/v0/enquiries': () => ({ body: { data: list } }),
    'POST /api/sender/v0/enquiries': () => {
      const answer = answerCreate();
      if (answer !== 'network-error' && answer.status === 201) list = [lodged];
      return answer;
    },
  });
  renderWithProviders(<EnquiriesCard consignmentId="7" link={LINK} />);
  return api;
}

const chooseReason = (reason: string) =>
  chooseOption(screen.getByLabelText(/^Reason/, { selector: 'input' }), reason);

describe('enquiries of a consignment', () => {
  it('says none were lodged, then lodges one with its reason and shows it', async () => {
    const api = start();
    expect(await screen.findByText('No enquiries lodged.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Lodge an enquiry' }));
    const form = screen.getByRole('form', { name: 'Lodge an enquiry' });
    // the form opened in the button's place: its first field has the focus
    expect((document.activeElement as HTMLInputElement | null)?.placeholder).toBe('Choose a reason');
    await chooseReason('Overdue');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description (optional)' }), 'Late');
    // the count tells when a long paste was cut at the limit
    expect(within(form).getByText('4 of 2000 characters')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Lodge enquiry' }));

    expect(await screen.findByText('Enquiry lodged. Customer support will contact you.')).toBeTruthy();
    const sent = api.requests.find((r) => r.method === 'POST');
    expect(sent?.body).toEqual({
      data: {
        type: 'consignment',
        reason: 'Overdue',
        description: 'Late',
        consignment: { id: '7', link: LINK },
      },
    });
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    expect(within(table).getByText('Overdue: consignment CN0007')).toBeTruthy();
    expect(within(table).getByText('Alice Sender')).toBeTruthy();
    // the form closes once lodged
    expect(screen.queryByRole('form', { name: 'Lodge an enquiry' })).toBeNull();
  });

  it('shows when an enquiry was lodged in Melbourne time, as the tracking events beside it (C25)', async () => {
    installFakeApi({
      ...csrfRoute,
      // 7:31 pm on the 28th in UTC is 6:31 am on the 29th in Melbourne (daylight time, UTC+11)
      'GET /api/sender/v0/enquiries': () => ({
        body: { data: [{ ...lodged, createdAt: '2026-11-28T19:31:00Z' }] },
      }),
    });
    renderWithProviders(<EnquiriesCard consignmentId="7" link={LINK} />);
    const table = await screen.findByRole('table', { name: 'Enquiries' });
    const lodgedCell = within(table).getAllByRole('cell')[0];
    expect(lodgedCell?.textContent?.replace(/\s/g, ' ')).toBe('29 Nov 2026, 6:31 am');
  });

  it('marks the description "(optional)" as the app marks optional fields, unless the reason is other (G37)', async () => {
    start();
    await userEvent.click(await screen.findByRole('button', { name: 'Lodge an enquiry' }));
    const form = screen.getByRole('form', { name: 'Lodge an enquiry' });
    // required fields carry no mark, as elsewhere in the app
    expect(within(form).getByLabelText('Reason', { selector: 'input' })).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Description (optional)' })).toBeTruthy();
    await chooseReason('Other');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toBeTruthy();
  });

  it('offers the reasons in Title Case, other as "Other", and sends the spec’s value', async () => {
    const api = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Lodge an enquiry' }));
    const options = await optionsOf(screen.getByLabelText('Reason', { selector: 'input' }));
    const offered = options.map((option) => option.textContent);
    expect(offered.at(-1)).toBe('Other');
    expect(offered.filter((label) => !/^[A-Z]/.test(label ?? ''))).toEqual([]);
    fireEvent.click(options.at(-1) as HTMLElement);
    const form = screen.getByRole('form', { name: 'Lodge an enquiry' });
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Description' }),
      'Left at the wrong dock',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Lodge enquiry' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        data: { reason: 'other' },
      }),
    );
  });

  it('asks for a reason before sending anything', async () => {
    const api = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Lodge an enquiry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lodge enquiry' }));
    // spec 5 (d2): a required field reads "cannot be blank", sentence-cased (G09, G32)
    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    expect(screen.queryByText('Choose a reason')).toBeNull();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    // the keyboard and a screen reader are taken to the field to fix
    expect((document.activeElement as HTMLInputElement | null)?.placeholder).toBe('Choose a reason');
  });

  it("shows the server's message beside the description it refused", async () => {
    start(() => ({
      status: 422,
      body: apiErrorBody(422, 'validationError', 'Describe the enquiry', '/data/description'),
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lodge an enquiry' }));
    await chooseReason('Other');
    await userEvent.type(screen.getByRole('textbox', { name: /^Description/ }), ' ');
    await userEvent.click(screen.getByRole('button', { name: 'Lodge enquiry' }));
    expect(await screen.findByText('Describe the enquiry')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Lodge an enquiry' })).toBeTruthy();
    // the focus, lost with the button disabled while sending, is on the field refused
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Description/ })),
    );
  });

  it('closes the form on Cancel without lodging', async () => {
    const api = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Lodge an enquiry' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Lodge an enquiry' })).toBeNull());
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    // focus goes back to the button that opened the form
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lodge an enquiry' }));
  });
});
