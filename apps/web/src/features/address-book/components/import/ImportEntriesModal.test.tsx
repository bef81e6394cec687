import type { AddressBookImport, AddressBookImportRow } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, csrfRoute, installFakeApi } from '../../../../testing/fake-api';
import { site } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { ImportEntriesModal } from './ImportEntriesModal';

const ID = '6f1c2f8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const header = ['name', 'line1', 'suburb', 'state', 'postcode'];

const row = (over: Partial<AddressBookImportRow>): AddressBookImportRow => ({
  row: 2,
  name: 'Good One',
  outcome: 'created',
  entryId: '100',
  problems: [],
  warnings: [],
  duplicates: [],
  values: [],
  ...over,
});

const rows: AddressBookImportRow[] = [
  row({ row: 2, name: 'Good One' }),
  row({
    row: 3,
    name: '',
    outcome: 'refused',
    entryId: null,
    problems: ['name: Cannot be blank'],
    values: ['', '2 Road', 'Richmond', 'VIC', '3121'],
  }),
  row({
    row: 4,
    name: 'Darwin Depot',
    outcome: 'updated',
    entryId: '7',
    warnings: ['postcode: 800 was read as 0800; check it is right'],
  }),
  row({
    row: 5,
    name: 'Next Door',
    entryId: '101',
    duplicates: [{ id: '9', name: 'Old Name', addressText: '5 Road, Richmond VIC 3121' }],
  }),
];

const importOf = (over: Partial<AddressBookImport>): AddressBookImport => ({
  id: ID,
  siteId: '1',
  fileName: 'entries.csv',
  status: 'queued',
  rowsTotal: 4,
  rowsDone: 1,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 1,
  header,
  rows: [],
  createdAt: '2026-11-26T00:00:00Z',
  finishedAt: null,
  ...over,
});

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
async function chooseAndImport(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File([text], 'entries.csv', { type: 'text/csv' }));
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

const render = () =>
  renderWithProviders(
    <ImportEntriesModal site={site('1', 'Melbourne DC')} opened onClose={() => undefined} />,
  );

describe('address book import (document 3, 2)', () => {
  it('offers the template for download', () => {
    installFakeApi({});
    render();
    const link = screen.getByRole('link', { name: 'Download the template' });
    expect(link.getAttribute('download')).toBe('address-book-import-template.csv');
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain('name,line1,suburb,state,postcode');
  });

  it('sends the file to the server, follows its progress, then explains every row', async () => {
    let polls = 0;
    const { requests } = installFakeApi({
      ...csrfRoute,
      'POST /api/address-book/v0/imports': () => ({ status: 202, body: { data: importOf({}) } }),
      [`GET /api/address-book/v0/imports/${ID}`]: () => {
        polls++;
        return polls === 1
          ? { body: { data: importOf({ status: 'running', rowsDone: 3 }) } }
          : {
              body: {
                data: importOf({
                  status: 'finished',
                  rowsDone: 4,
                  created: 2,
                  updated: 1,
                  rows,
                  finishedAt: '2026-11-26T00:01:00Z',
                }),
              },
            };
      },
    });
    render();
    const file = 'name,line1,suburb,state,postcode\nGood One,1 Road,Richmond,VIC,3121\n';
    await chooseAndImport(file);

    expect(await screen.findByText('Importing entries: 3 of 4 rows')).toBeTruthy();
    expect(
      await screen.findByText(
        '2 entries created, 1 updated, 0 unchanged. 1 row not imported; each is explained below.',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    // the Import button it replaces had the focus: the outcome takes it, so Tab goes on to the rows
    expect(document.activeElement).toBe(screen.getByRole('status'));
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      data: { attributes: { siteId: '1', fileName: 'entries.csv', csv: file } },
    });

    // the problems are shown first, and downloadable as the file had them with their reasons
    const table = screen.getByRole('table', { name: 'Import rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('name: Cannot be blank')).toBeTruthy();
    const download = screen.getByRole('link', { name: /^Download the rows not imported/ });
    expect(download.getAttribute('download')).toBe('address-book-refused-rows.csv');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(
      'name,line1,suburb,state,postcode,problems\r\n,2 Road,Richmond,VIC,3121,name: Cannot be blank',
    );

    await userEvent.click(screen.getByText('All rows (4)'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(within(table).getByText('Updated')).toBeTruthy();
    expect(within(table).getByText('postcode: 800 was read as 0800; check it is right')).toBeTruthy();
    expect(within(table).getByText('Old Name, 5 Road, Richmond VIC 3121')).toBeTruthy();
  });

  it('says how far an import that stopped got, and that importing the file again finishes it', async () => {
    installFakeApi({
      ...csrfRoute,
      'POST /api/address-book/v0/imports': () => ({ status: 202, body: { data: importOf({}) } }),
      [`GET /api/address-book/v0/imports/${ID}`]: () => ({
        body: { data: importOf({ status: 'failed', rowsDone: 2, created: 1, rows: rows.slice(0, 2) }) },
      }),
    });
    render();
    await chooseAndImport('name,line1,suburb,state,postcode\n');
    expect((await screen.findByText(/rows were settled before it stopped/)).textContent).toBe(
      '2 of 4 rows were settled before it stopped. Import the file again to finish: the entries already saved are matched and left as they are, not repeated.',
    );
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const { requests } = installFakeApi({});
    render();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['x'.repeat(5 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 5 MB.');
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true);
    expect(requests).toEqual([]);
  });

  it('refuses a file that is not text, such as a spreadsheet chosen in place of its CSV, without sending it', async () => {
    const { requests } = installFakeApi({});
    render();
    // a zip-based spreadsheet starts PK\x03\x04 and is full of NUL bytes
    await chooseAndImport('PK\u0003\u0004\u0014\u0000\u0006\u0000');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file is not a CSV file. Save it from the spreadsheet as CSV and choose it again.',
    );
    expect(requests).toEqual([]);
  });

  it('sends a file Excel saved as Windows-1252 with its accented letters as typed', async () => {
    const { requests } = installFakeApi({
      ...csrfRoute,
      'POST /api/address-book/v0/imports': () => ({ status: 202, body: { data: importOf({}) } }),
      [`GET /api/address-book/v0/imports/${ID}`]: () => ({ body: { data: importOf({ status: 'running' }) } }),
    });
    render();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const start = new TextEncoder().encode('name,line1,suburb,state,postcode\nCaf');
    const rest = new TextEncoder().encode(' Rio,1 Main St,Richmond,VIC,3121\n');
    // 0xE9 is é in Windows-1252, and no UTF-8 at all
    await userEvent.upload(input, new File([start, new Uint8Array([0xe9]), rest], 'entries.csv'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        data: {
          attributes: { csv: 'name,line1,suburb,state,postcode\nCafé Rio,1 Main St,Richmond,VIC,3121\n' },
        },
      }),
    );
  });

  it("shows the server's reason when it refuses the whole file", async () => {
    installFakeApi({
      ...csrfRoute,
      'POST /api/address-book/v0/imports': () => ({
        status: 422,
        body: apiErrorBody(
          422,
          'validation',
          'The file has no line1, suburb, state, postcode column. Start from the template',
          '/data/attributes/csv',
        ),
      }),
    });
    render();
    await chooseAndImport('name,phone\nA,1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file has no line1, suburb, state, postcode column. Start from the template.',
    );
  });
});
