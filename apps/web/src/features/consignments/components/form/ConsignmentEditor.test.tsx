import { consignmentMessages, errorCodes } from '@freight/contracts';
import type { Consignment, Site } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { QuoteTableSlotProps } from '../../../../shared/shipment-form/lib/quote-slot';
import { apiErrorBody, csrfRoute, installFakeApi, invalidAt } from '../../../../testing/fake-api';
import type { FakeHandler } from '../../../../testing/fake-api';
import { site } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { consignmentToForm } from '../../lib/form-from-consignment';
import { priced, savedConsignment } from '../../lib/form-fixture';
import { consignmentFormSchema } from '../../lib/form-schema';
import { ConsignmentEditor } from './ConsignmentEditor';
import { linkHref } from '../../../../testing/link-href';
import { QuoteTickList } from '../../testing/quote-tick-list';
import type { EditorTarget } from '../../hooks/use-consignment-editor';

const melbourne = site('1', 'Melbourne DC');
const PATH = '/api/sender/v0/consignments/42';

/** The quote comparison the app hands in; these tests choose no quote. */
function QuoteList({ quotes }: QuoteTableSlotProps) {
  return (
    <ul>
      {quotes.map((q) => (
        <li key={q.id}>{q.agreedService.name}</li>
      ))}
    </ul>
  );
}

function renderEditor(
  consignment: Consignment,
  handlers: Record<string, FakeHandler>,
  editorSite: Site = melbourne,
  QuoteTable = QuoteList,
  target: EditorTarget = { kind: 'edit', consignment },
) {
  const api = installFakeApi({ ...csrfRoute, ...handlers });
  const element = (
    <ConsignmentEditor
      site={editorSite}
      creationPrevented={false}
      QuoteTable={QuoteTable}
      schema={consignmentFormSchema({ costCentreRequired: false })}
      initial={consignmentToForm(consignment, editorSite, [])}
      target={target}
    />
  );
  const router = createMemoryRouter(
    [
      { path: '/site/1/consignment/42/edit', element },
      { path: '/site/1/consignment/42', element: <h1>Viewed</h1> },
    ],
    { initialEntries: ['/site/1/consignment/42/edit'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return { api, router };
}

describe('consignment editor', () => {
  it('saves with If-Match and, when someone else changed it first, shows the conflict screen (M54, F08-F10)', async () => {
    const { api } = renderEditor(savedConsignment(), {
      [`PUT ${PATH}`]: () => ({
        status: 409,
        body: apiErrorBody(409, errorCodes.alreadyUpdated, consignmentMessages.alreadyUpdated),
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));

    expect(
      await screen.findByRole('heading', { name: 'There is a conflict with the consignment information.' }),
    ).toBeTruthy();
    expect(screen.getByText(/updated by someone else while you were editing it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(linkHref('View the consignment')).toBe('/site/1/consignment/42');
    expect(linkHref('Edit the consignment')).toBe('/site/1/consignment/42/edit');
    expect(linkHref('Ready-to-manifest consignments')).toBe('/site/1/consignment/ready-to-manifest');
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.headers.get('If-Match')).toBe('"42-3"');
    expect(put?.body).toMatchObject({
      data: { type: 'consignments', attributes: { quoteId: savedConsignment().quoteId } },
    });
  });

  it('says so when the consignment was manifested meanwhile (M55)', async () => {
    renderEditor(savedConsignment(), {
      [`PUT ${PATH}`]: () => ({
        status: 409,
        // the code decides, whatever words the server chose
        body: apiErrorBody(409, errorCodes.alreadyManifested, 'Manifested elsewhere'),
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    expect(await screen.findByText(/has already been manifested and can no longer be changed/)).toBeTruthy();
    expect(screen.queryByText('Manifested elsewhere')).toBeNull();
    expect(screen.queryByRole('heading', { name: /conflict/ })).toBeNull();
  });

  it('puts the server’s keyed line errors on their fields and the quote’s apart (spec 8)', async () => {
    renderEditor(savedConsignment(), {
      [`PUT ${PATH}`]: () => ({
        status: 422,
        body: {
          errors: [
            invalidAt('/data/attributes/lineItems/li_abc/weight', 'must be 1 or greater'),
            invalidAt('/data/attributes/quoteId', 'this quote prices another request; ask for quotes again'),
          ],
        },
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Line 1 weight (kg)').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Must be 1 or greater')).toBeTruthy();
    expect(screen.getByText('This quote prices another request; ask for quotes again')).toBeTruthy();
  });

  it('leaves for the consignment once it is saved and read again with a new version (M53)', async () => {
    let reads = 0;
    const { router } = renderEditor(savedConsignment(), {
      [`PUT ${PATH}`]: () => ({ body: { data: savedConsignment({ version: '"42-4"' }), links: links() } }),
      [`GET ${PATH}`]: () => {
        reads += 1;
        // the first read still finds the version the edit started from
        const version = reads === 1 ? '"42-3"' : '"42-4"';
        return { body: { data: savedConsignment({ version }), links: links() } };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    expect(await screen.findByRole('heading', { name: 'Viewed' }, { timeout: 3000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/site/1/consignment/42');
    expect(reads).toBe(2);
  });
});

describe('quoting a booked consignment again', () => {
  const agreed = (id: string, carrierId: string, name: string, carrierName: string) => ({
    id,
    name,
    carrierChargeAccount: 'A1',
    carrierServiceId: `cs${id}`,
    carrierServiceProviderType: 'carrier',
    isActive: true,
    carrier: { id: carrierId, name: carrierName },
  });
  const twoCarriers = site('1', 'Melbourne DC', {
    agreedServices: [
      agreed('7', 'c1', 'Redback Logistics Economy Road', 'Redback Logistics'),
      agreed('8', 'c2', 'Coastal Couriers Parcel Express', 'Coastal Couriers'),
    ],
  });
  const quoteOf = (
    id: string,
    agreedServiceId: string,
    carrierId: string,
    name: string,
    carrierName: string,
  ) =>
    priced({
      id,
      agreedServiceId,
      carrierId,
      agreedService: {
        id: agreedServiceId,
        name,
        carrierName,
        carrierServiceId: 'cs',
        providerType: 'carrier',
      },
    });
  const booked = quoteOf('q-road', '7', 'c1', 'Redback Logistics Economy Road', 'Redback Logistics');
  const cheaper = {
    ...quoteOf('q-express', '8', 'c2', 'Coastal Couriers Parcel Express', 'Coastal Couriers'),
    recommended: true,
  };
  const answering = (quotes: unknown[]) => ({
    'POST /api/sender/v0/quote-sets': () => ({
      status: 201,
      body: { data: { id: 's1', siteId: '1', createdAt: '2026-03-06T00:00:00Z', quotes } },
    }),
    [`PUT ${PATH}`]: () => ({ status: 500, body: apiErrorBody(500, 'internal', 'stop here') }),
  });
  const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
  const savedQuoteId = async (api: ReturnType<typeof installFakeApi>) => {
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT')?.body as {
      data: { attributes: { quoteId: string } };
    };
    return put.data.attributes.quoteId;
  };

  /** The saved consignment's editor, quoted with these quotes. */
  const quoteEditing = async (quotes: unknown[]) => {
    const { api } = renderEditor(savedConsignment(), answering(quotes), twoCarriers, QuoteTickList);
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    return api;
  };

  /** A new consignment's editor, quoted with both services; a booking is refused, so nothing leaves the form. */
  const quoteCreating = async () => {
    const { api } = renderEditor(
      savedConsignment(),
      {
        ...answering([cheaper, booked]),
        'POST /api/sender/v0/consignments': () => ({
          status: 500,
          body: apiErrorBody(500, 'internal', 'no'),
        }),
      },
      twoCarriers,
      QuoteTickList,
      { kind: 'create', estimateId: null },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    return api;
  };

  it('starts on the booked service’s quote, not the recommended one, and saves on it', async () => {
    const api = await quoteEditing([cheaper, booked]);
    await waitFor(() => expect(radio('Redback Logistics Economy Road').checked).toBe(true));
    expect(radio('Coastal Couriers Parcel Express').checked).toBe(false);
    expect(screen.queryByRole('status', { name: 'Another service' })).toBeNull();
    expect(await savedQuoteId(api)).toBe('q-road');
  });

  it('says what a move to another carrier means once the user picks it, and keeps that pick when quoting again', async () => {
    const api = await quoteEditing([cheaper, booked]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Coastal Couriers Parcel Express' }));
    const note = screen.getByRole('status', { name: 'Another service' });
    expect(note.textContent).toContain(
      'Saving moves this consignment from Redback Logistics Economy Road to Coastal Couriers Parcel Express.',
    );
    expect(note.textContent).toContain('new Coastal Couriers consignment number in place of RBL000000042');
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes again' }));
    await waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('quote-sets'))).toHaveLength(2));
    await waitFor(() => expect(radio('Coastal Couriers Parcel Express').checked).toBe(true));
    expect(await savedQuoteId(api)).toBe('q-express');
  });

  it('creating, starts on the recommended quote and keeps the one the user picked when quoting again', async () => {
    const { api } = renderEditor(
      savedConsignment(),
      answering([cheaper, booked]),
      twoCarriers,
      QuoteTickList,
      {
        kind: 'create',
        estimateId: null,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(radio('Coastal Couriers Parcel Express').checked).toBe(true));
    await userEvent.click(radio('Redback Logistics Economy Road'));
    await userEvent.click(screen.getByRole('button', { name: 'Get quotes again' }));
    await waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('quote-sets'))).toHaveLength(2));
    await waitFor(() => expect(radio('Redback Logistics Economy Road').checked).toBe(true));
    expect(radio('Coastal Couriers Parcel Express').checked).toBe(false);
  });

  it('creating, quotes again rather than books when the details changed since the quotes shown', async () => {
    const api = await quoteCreating();
    await userEvent.click(await screen.findByRole('radio', { name: 'Redback Logistics Economy Road' }));
    const quantity = screen.getByLabelText('Line 1 quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '40');
    expect(screen.getByText(/The details changed since these quotes/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Create consignment' }));
    // the prices of the freight now on the form are shown, on the service chosen, before anything is booked
    await waitFor(() => expect(api.requests.filter((r) => r.path.endsWith('quote-sets'))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/The details changed since these quotes/)).toBeNull());
    expect(radio('Redback Logistics Economy Road').checked).toBe(true);
    expect(api.requests.some((r) => r.method === 'POST' && r.path.endsWith('/consignments'))).toBe(false);
  });

  it('creating, books on the quotes shown when only what changes no price changed since them', async () => {
    const api = await quoteCreating();
    await screen.findByRole('radio', { name: 'Redback Logistics Economy Road' });
    await userEvent.type(screen.getByLabelText(/^Special instructions/), 'Side gate');
    await userEvent.click(screen.getByRole('button', { name: 'Create consignment' }));
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path.endsWith('/consignments'))).toBe(true),
    );
    expect(api.requests.filter((r) => r.path.endsWith('quote-sets'))).toHaveLength(1);
  });

  it('starts on the recommended quote when the booked service is not offered or cannot take the freight', async () => {
    const api = await quoteEditing([cheaper, { ...booked, selectable: false }]);
    await waitFor(() => expect(radio('Coastal Couriers Parcel Express').checked).toBe(true));
    expect(screen.getByRole('status', { name: 'Another service' })).toBeTruthy();
    expect(await savedQuoteId(api)).toBe('q-express');
  });
});

describe('pallets on a line (M34)', () => {
  const palletSite = site('1', 'Melbourne DC', {
    palletManagement: { enabled: true, allowedPalletTypes: ['chep', 'loscam'], preferredTransferType: null },
  });
  const withPallets = () => {
    const consignment = savedConsignment();
    const [line] = consignment.lineItems;
    if (!line) throw new Error('the fixture has a line');
    return { ...consignment, lineItems: [{ ...line, pallets: { chep: 2, loscam: 0, other: 0 } }] };
  };

  it('counts a line’s pallets by the lenders the site allows, and sends them with the line', async () => {
    const { api } = renderEditor(
      withPallets(),
      { [`PUT ${PATH}`]: () => ({ status: 500, body: apiErrorBody(500, 'internal', 'stop here') }) },
      palletSite,
    );
    const pallets = screen.getByRole('group', { name: 'Line 1 pallets' });
    expect((within(pallets).getByLabelText('Line 1 CHEP pallets') as HTMLInputElement).value).toBe('2');
    expect((within(pallets).getByLabelText('Line 1 Loscam pallets') as HTMLInputElement).value).toBe('');
    expect(within(pallets).queryByLabelText('Line 1 Other pallets')).toBeNull();
    await userEvent.type(within(pallets).getByLabelText('Line 1 Loscam pallets'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({
      data: { attributes: { lineItems: [{ pallets: { chep: 2, loscam: 3, other: 0 } }] } },
    });
  });

  it('offers no pallet counts when the site does not manage pallets, and keeps a line without them at none', async () => {
    const { api } = renderEditor(savedConsignment(), {
      [`PUT ${PATH}`]: () => ({ status: 500, body: apiErrorBody(500, 'internal', 'stop here') }),
    });
    expect(screen.queryByRole('group', { name: 'Line 1 pallets' })).toBeNull();
    expect(screen.queryByLabelText('Line 1 CHEP pallets')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save consignment' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      data: { attributes: { lineItems: [{ pallets: null }] } },
    });
  });
});

function links() {
  const self = '/api/sender/v0/consignments/42';
  return { self, labels: [{ name: 'Labels', href: `${self}/label.pdf` }], connote: `${self}/connote.pdf` };
}
