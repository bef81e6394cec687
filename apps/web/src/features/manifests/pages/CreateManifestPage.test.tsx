import type { ConsignmentSummary } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../testing/enter-text';
import { apiErrorBody, installSignedInApi } from '../../../testing/fake-api';
import type { FakeHandler } from '../../../testing/fake-api';
import { consignmentSummary, site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { melbourneManifest } from '../testing/manifest.fixture';
import { CreateManifestPage } from './CreateManifestPage';

const melbourne = site('1', 'Melbourne DC', {
  palletManagement: { enabled: true, allowedPalletTypes: ['chep'], preferredTransferType: null },
});
const CONSIGNMENTS = '/api/sender/v0/consignments';
const MANIFESTS = '/api/sender/v0/manifests';

const first = consignmentSummary('11', 'STA000011');
const second = consignmentSummary('12', 'STA000012', {
  receiver: { ...first.receiver, name: 'Geelong Hardware' },
});

const made = melbourneManifest;

function start(
  handlers: Record<string, FakeHandler> = {},
  rows: readonly ConsignmentSummary[] = [first, second],
  entry = '/site/1/manifest/create?consignmentId=11&type=outbound&dispatchDate=2026-03-06',
) {
  const api = installSignedInApi({
    [`GET ${CONSIGNMENTS}`]: () => ({
      body: { data: rows, meta: { totalItems: rows.length, startIndex: 0, itemsPerPage: 100 } },
    }),
    ...handlers,
  });
  renderWithProviders(
    <MemoryRouter initialEntries={[entry]}>
      <CreateManifestPage site={melbourne} creationPrevented={false} />
    </MemoryRouter>,
  );
  return { api };
}

/** The manifests endpoint refusing the request with one validation error at `pointer`. */
const refusing = (detail: string, pointer: string): Record<string, FakeHandler> => ({
  [`POST ${MANIFESTS}`]: () => ({ status: 422, body: apiErrorBody(422, 'invalid', detail, pointer) }),
});

describe('create manifest', () => {
  it('preselects the consignments chosen in Ready to manifest and creates their manifest', async () => {
    const { api } = start({ [`POST ${MANIFESTS}`]: () => ({ status: 201, body: { data: [made] } }) });
    const table = await screen.findByRole('table', { name: 'Consignments to manifest' });
    expect(within(table).getByRole('checkbox', { name: 'Manifest STA000011' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(table).getByRole('checkbox', { name: 'Manifest STA000012' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Totals per carrier' });
    expect(within(totals).getByText('Startrack')).toBeTruthy();

    // who the pallets go to reads as words, not the wire's codes
    expect(
      screen.getByRole('combobox', { name: 'Pallet transfer type of STA000011' }) as HTMLInputElement,
    ).toHaveProperty('value', 'Unknown');
    await enterText(screen.getByRole('textbox', { name: 'Docket numbers of STA000011' }), 'D-1, D-2');
    await userEvent.click(screen.getByRole('button', { name: 'Create manifest' }));
    expect(await screen.findByText(/Manifest created, and sent to the carriers\./)).toBeTruthy();
    // the Create button has gone with the selection: the outcome has the focus
    expect(document.activeElement?.textContent).toMatch(/^Manifest created, and sent to the carriers\.$/);
    const result = screen.getByRole('table', { name: 'Manifests created' });
    expect(within(result).getByRole('link', { name: 'MAN000101' })).toBeTruthy();
    expect(within(result).getByText('Startrack (ST-100)')).toBeTruthy();
    const posted = api.requests.find((r) => r.method === 'POST' && r.path === MANIFESTS);
    expect(posted?.body).toEqual({
      data: {
        type: 'manifests',
        attributes: {
          siteId: '1',
          consignments: [
            { consignmentId: '11', pallets: { transferType: 'unknown', docketNumbers: ['D-1', 'D-2'] } },
          ],
        },
      },
    });
  });

  it('shows the server’s refusal at the consignment it names, and creates nothing', async () => {
    start(
      refusing(
        'This consignment has already been manifested',
        '/data/attributes/consignments/1/consignmentId',
      ),
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create manifest' }));
    expect(
      await screen.findByText('Some consignments cannot be manifested. No manifest was created.'),
    ).toBeTruthy();
    const row = screen.getByText('STA000012').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('alert').textContent).toBe('This consignment has already been manifested');
    expect(screen.queryByRole('table', { name: 'Manifests created' })).toBeNull();
  });

  it('gives the refusal the focus, so a long list scrolls up to it and it is read', async () => {
    start(
      refusing(
        'This consignment has already been manifested',
        '/data/attributes/consignments/0/consignmentId',
      ),
    );
    const create = await screen.findByRole('button', { name: 'Create manifest' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    const banner = await screen.findByText(
      'Some consignments cannot be manifested. No manifest was created.',
    );
    await waitFor(() => expect(banner.closest('[role="alert"]')).toBe(document.activeElement));
    // and names them, as their rows may be far below it
    expect(
      within(document.activeElement as HTMLElement).getByText(
        'STA000011: This consignment has already been manifested',
      ),
    ).toBeTruthy();
  });

  it('gives a failure that is no refusal the focus too', async () => {
    start({ [`POST ${MANIFESTS}`]: () => ({ status: 500, body: apiErrorBody(500, 'fault', 'Boom', '/') }) });
    const create = await screen.findByRole('button', { name: 'Create manifest' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    await userEvent.click(create);
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('alert'));
    expect(document.activeElement).not.toBe(create);
  });

  it('totals the selection per manifest it will make: a carrier’s inbound and outbound freight are two', async () => {
    const inbound = consignmentSummary('13', 'STA000013', { type: 'inbound' });
    start({}, [first, second, inbound], '/site/1/manifest/create?consignmentId=11,12,13');
    await screen.findByRole('table', { name: 'Consignments to manifest' });
    expect(
      screen.getByText(/Each carrier account gets a manifest of its own for each dispatch date and type\./),
    ).toBeTruthy();
    const totals = screen.getByRole('table', { name: 'Totals per carrier' });
    const rows = within(totals).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Inbound',
      'Outbound',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]?.textContent)).toEqual(['1', '2']);
    // and each consignment says its type
    const row = screen.getByText('STA000013').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Inbound')).toBeTruthy();
  });

  it('says a too-long docket number on its field before sending anything', async () => {
    const { api } = start();
    const dockets = await screen.findByRole('textbox', { name: 'Docket numbers of STA000011' });
    await enterText(dockets, `D-1, ${'D'.repeat(300)}`);
    // the contract's limit and message, sentence-cased, as the user types
    expect(dockets.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Cannot be more than 50 characters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create manifest' }));
    expect(document.activeElement).toBe(dockets);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.queryByText(/No manifest was created/)).toBeNull();
    // within the limit again, the message goes
    await userEvent.clear(dockets);
    await enterText(dockets, 'D'.repeat(50));
    expect(screen.queryByText('Cannot be more than 50 characters')).toBeNull();
    expect(dockets.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows a docket number the server refused on its field, without blaming the consignment', async () => {
    start(
      refusing(
        'this docket number is already used',
        '/data/attributes/consignments/0/pallets/docketNumbers/0',
      ),
    );
    const dockets = await screen.findByRole('textbox', { name: 'Docket numbers of STA000011' });
    await enterText(dockets, 'D-1');
    await userEvent.click(screen.getByRole('button', { name: 'Create manifest' }));
    await waitFor(() => expect(dockets.getAttribute('aria-invalid')).toBe('true'));
    // sentence-cased, as every field error is
    expect(screen.getByText('This docket number is already used')).toBeTruthy();
    expect(
      screen.getByText('Correct the pallet details marked below. No manifest was created.'),
    ).toBeTruthy();
    expect(screen.queryByText('Some consignments cannot be manifested. No manifest was created.')).toBeNull();
    const row = screen.getByText('STA000011').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).queryByRole('alert')).toBeNull();
  });

  it('says so when nothing is ready for the date and type, and cannot create', async () => {
    start({}, [], '/site/1/manifest/create?dispatchDate=2026-03-07');
    expect(
      await screen.findByText('No consignments are ready to manifest for this date and type.'),
    ).toBeTruthy();
    expect(screen.getByText('Select consignments to manifest')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create manifest' })).toHaveProperty('disabled', true),
    );
  });
});
