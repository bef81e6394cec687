import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { csrfRoute, installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { PrintingConfigurationPage } from './PrintingConfigurationPage';

const melbourne = site('1', 'Melbourne DC');
const noPrinter = { enabled: false, id: null, name: null };

const liveKey = { prefix: 'fpa_Ab3dE9', createdAt: '2026-11-25T23:21:00Z' };

function start({ key = liveKey, agent = true }: { key?: typeof liveKey | null; agent?: boolean } = {}) {
  let current = key;
  const api = installFakeApi({
    'GET /api/sender/v0/autoprint/client/secret-key': () =>
      current ? { body: { data: current } } : { status: 204 },
    'DELETE /api/sender/v0/autoprint/client/secret-key': () => {
      current = null;
      return { status: 204 };
    },
    ...csrfRoute,
    // without an agent: no status (notInstalled) and no printers
    'GET /api/sender/v0/autoprint/client/status': () =>
      agent
        ? {
            body: {
              data: { status: 'running', machineName: 'PACKBENCH-1', version: '1.2.0', lastSeenAt: null },
            },
          }
        : { status: 204 },
    'GET /api/sender/v0/autoprint/client/printers': () => ({
      status: agent ? 200 : 204,
      body: {
        data: [
          { id: 7, name: 'Zebra label', isDefault: true },
          { id: 8, name: 'Office laser', isDefault: false },
        ],
      },
    }),
    'GET /api/sender/v0/autoprint/config': () => ({
      body: { data: { enabled: false, defaultLabelPrinter: noPrinter, defaultConnotePrinter: noPrinter } },
    }),
    'PUT /api/sender/v0/autoprint/config': () => ({
      body: {
        data: {
          enabled: true,
          defaultLabelPrinter: { enabled: true, id: 7, name: 'Zebra label' },
          defaultConnotePrinter: noPrinter,
        },
      },
    }),
    'GET /api/sender/v0/autoprint/jobs': () => ({
      body: {
        data: [
          {
            id: 'j1',
            consignmentId: '5',
            consignmentNo: 'CN0005',
            document: 'label',
            copies: 1,
            printerName: null,
            origin: 'automatic',
            state: 'failed',
            message: 'Printer out of paper',
            createdAt: '2026-03-05T01:00:00Z',
            printedAt: null,
          },
        ],
      },
    }),
    'GET /api/sender/printing/policies/site/1': () => ({
      body: {
        data: { siteId: '1', defaultCopyCounts: { label: 1, connote: 1 }, carrierServiceCopyCounts: {} },
      },
    }),
    'PUT /api/sender/printing/policies/site/1': () => ({
      body: {
        data: { siteId: '1', defaultCopyCounts: { label: 2, connote: 1 }, carrierServiceCopyCounts: {} },
      },
    }),
    'GET /api/sender/printing/carrier-services/site/1': () => ({
      body: { data: [{ id: '3', name: 'Road Express', carrierName: 'Acme' }] },
    }),
    'POST /api/sender/v0/autoprint/client/secret-key': () => {
      current = { prefix: 'fpa_new123', createdAt: '2026-11-26T00:00:00Z' };
      return { status: 201, body: { data: { secretKey: 'sk-new-123' } } };
    },
  });
  renderWithProviders(<PrintingConfigurationPage site={melbourne} />);
  return api;
}

const policySaves = (api: ReturnType<typeof start>) =>
  api.requests.filter((r) => r.method === 'PUT' && r.path.includes('/policies/'));

/** The copies saved: the site's defaults as given, no service with counts of its own. */
async function expectSavedDefaults(
  api: ReturnType<typeof start>,
  defaults: { label: number; connote: number },
) {
  expect(await screen.findByText('Copy counts saved')).toBeTruthy();
  expect(policySaves(api)[0]?.body).toEqual({ defaultCopyCounts: defaults, carrierServiceCopyCounts: {} });
}

/** The page once its copy counts show: the fake API and the default labels cell. */
async function startAtCopies() {
  const api = start();
  const labels = await screen.findByRole('textbox', { name: 'Default labels' });
  return { api, labels };
}

/** Types a copy count in place of what its cell holds. */
async function retype(cell: HTMLElement, count: string) {
  await userEvent.clear(cell);
  await userEvent.type(cell, count);
}

const saveCopies = () => userEvent.click(screen.getByRole('button', { name: 'Save copies' }));

const noAgent =
  'Autoprint is on, but nothing will print until a print agent is connected and running on the PC beside your printers.';

describe('printing configuration', () => {
  it("shows the agent's state, its printers and a failed job's reason", async () => {
    start();
    expect(await screen.findByRole('heading', { name: 'Printing configuration' })).toBeTruthy();
    expect(
      await screen.findByText(
        'The print agent on PACKBENCH-1 is running: labels and connotes print as consignments are booked.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Machine PACKBENCH-1, agent version 1.2.0')).toBeTruthy();
    const printers = await screen.findByRole('list', { name: 'Printers' });
    expect(within(printers).getByText(/Zebra label/)).toBeTruthy();
    expect(await screen.findByText('Printer out of paper')).toBeTruthy();
    // sent at the time every other screen writes an instant in, Melbourne's
    expect(screen.getByText('5 Mar 2026, 12:00 pm')).toBeTruthy();
  });

  it('switches autoprint on with a default label printer', async () => {
    const api = start();
    const box = await screen.findByRole('checkbox', {
      name: /Print automatically when consignments are booked/,
    });
    await screen.findByRole('list', { name: 'Printers' });
    await userEvent.click(box);
    await chooseOption(screen.getByLabelText('Default label printer', { selector: 'input' }), 'Zebra label');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Printing configuration saved')).toBeTruthy();
    expect(
      api.requests.find((r) => r.method === 'PUT' && r.path.endsWith('/autoprint/config'))?.body,
    ).toEqual({
      enabled: true,
      defaultLabelPrinter: { enabled: true, id: 7 },
      defaultConnotePrinter: { enabled: false, id: null },
    });
    expect(screen.queryByText(noAgent)).toBeNull();
  });

  it('warns, on the page and on saving, that nothing will print with no agent, and saves all the same', async () => {
    const api = start({ agent: false });
    expect(await screen.findByText(/No print agent has been paired with this site yet/)).toBeTruthy();
    const box = await screen.findByRole('checkbox', {
      name: /Print automatically when consignments are booked/,
    });
    expect(screen.queryByText(noAgent)).toBeNull();
    await userEvent.click(box);
    const warning = screen.getByText(noAgent).closest<HTMLElement>('.mantine-Alert-root');
    expect(warning).not.toBeNull();
    expect(within(warning as HTMLElement).getByText('No print agent is connected')).toBeTruthy();
    await userEvent.click(box);
    expect(screen.queryByText(noAgent)).toBeNull();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toast = (await screen.findByText('Printing configuration saved')).closest<HTMLElement>(
      '.mantine-Notification-root',
    );
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByText(noAgent)).toBeTruthy();
    expect(
      api.requests.find((r) => r.method === 'PUT' && r.path.endsWith('/autoprint/config'))?.body,
    ).toMatchObject({ enabled: true });
  });

  it('saves the default copy counts, a service without its own using them', async () => {
    const { api, labels } = await startAtCopies();
    expect(screen.getByText('(defaults)')).toBeTruthy();
    await retype(labels, '2');
    await saveCopies();

    await expectSavedDefaults(api, { label: 2, connote: 1 });
  });

  it('keeps a cleared or out-of-range copy count as typed, says why on the cell, and saves nothing (T27)', async () => {
    const { api, labels } = await startAtCopies();
    const connotes = screen.getByRole('textbox', { name: 'Default connotes' });
    await userEvent.clear(labels);
    await retype(connotes, '11');
    await userEvent.tab();
    expect((connotes as HTMLInputElement).value).toBe('11');
    await saveCopies();

    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    expect(screen.getByText('Must be 10 or less')).toBeTruthy();
    expect(labels.getAttribute('aria-invalid')).toBe('true');
    expect(policySaves(api)).toEqual([]);
    // the press is seen to have done something: the first faulted count takes the focus
    await waitFor(() => expect(document.activeElement).toBe(labels));

    await userEvent.type(labels, '3');
    await retype(connotes, '0');
    await saveCopies();
    await expectSavedDefaults(api, { label: 3, connote: 0 });
  });

  it('keeps a fraction typed into a copy count, not 15 for "1,5", and names it on the cell', async () => {
    const { api, labels } = await startAtCopies();
    await retype(labels, '1,5');
    expect((labels as HTMLInputElement).value).toBe('1.5');
    await saveCopies();

    expect(await screen.findByText('Enter a valid number')).toBeTruthy();
    expect(policySaves(api)).toEqual([]);
  });

  it('asks before replacing the live key, then shows the new key once with its command', async () => {
    start();
    await screen.findByText(/is running/);
    expect((await screen.findByText(/^Current key/)).textContent?.replace(/\s/g, ' ')).toBe(
      'Current key fpa_Ab3dE9…, generated 26 Nov 2026, 10:21 am.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Generate secret key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Generate a new secret key?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Copy the key now: it is shown only once')).toBeTruthy();
    expect(screen.getByTestId('secret-key').textContent).toBe('sk-new-123');
    await waitFor(() =>
      expect(screen.getByTestId('agent-command').textContent).toBe(
        `npm run print-agent -- --server ${window.location.origin} --key sk-new-123`,
      ),
    );
  });

  it('offers no Delete while the site has no key, and generates one without asking (T09)', async () => {
    start({ key: null });
    expect(
      await screen.findByText(
        'This site has no secret key: generate one, then start the print agent with it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete secret key' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Generate secret key' }));
    expect(await screen.findByText('Copy the key now: it is shown only once')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // the key is shown once: the focus goes to copying it, not lost with the busy Generate button
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText(/^Current key/)).toBeTruthy();
  });

  it('deletes the live key after asking, and then offers no Delete', async () => {
    const api = start();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete secret key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the secret key?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^This site has no secret key/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete secret key' })).toBeNull();
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    // the pressed Delete is gone: the focus is on Generate, not lost from the page
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Generate secret key' })),
    );
  });
});
