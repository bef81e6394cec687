import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES, consignmentImportMessages } from '@freight/contracts';
import { apiErrorBody, csrfRoute, installFakeApi, type FakeAnswer } from '../../../../testing/fake-api';
import { renderWithProviders } from '../../../../testing/render';
import { ImportPanel } from './ImportPanel';

const finished = {
  id: '0b7c6a3e-2a9f-4c1e-9d51-3c1f2b7d8e90',
  siteId: '1',
  fileName: 'march.csv',
  status: 'finished',
  transferPolicy: 'manual',
  rowsTotal: 4,
  rowsRead: 4,
  consignmentsMade: 2,
  withIssues: 1,
  refused: 1,
  alreadyImported: 1,
  datedToday: 0,
  refusedRows: [{ row: 3, reference: null, code: 'referenceMissing', reason: 'reference is required' }],
  createdAt: '2026-03-05T00:00:00Z',
  finishedAt: '2026-03-05T00:00:05Z',
};

function start(answer: () => FakeAnswer, result = finished) {
  const api = installFakeApi({
    ...csrfRoute,
    'POST /api/sender/v0/consignments/import': answer,
    [`GET /api/sender/v0/consignments/imports/${finished.id}`]: () => ({ body: { data: result } }),
  });
  const { container } = renderWithProviders(<ImportPanel siteId="1" />);
  const input = container.ownerDocument.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return { api, input };
}

const csv = () => new File(['reference,receiver\nR1,Corner Store\n'], 'march.csv', { type: 'text/csv' });

describe('importing consignments from a CSV file (DESIGN 5)', () => {
  it('offers the template and an example to download', () => {
    start(() => ({ status: 202, body: { data: finished } }));
    const panel = screen.getByRole('region', { name: 'Import consignments' });
    expect(within(panel).getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe(
      '/api/sender/v0/consignments/import/template.csv',
    );
    expect(within(panel).getByRole('link', { name: 'an example' }).getAttribute('href')).toBe(
      '/api/sender/v0/consignments/import/example.csv',
    );
  });

  it('sends the chosen file and shows what the import made and refused', async () => {
    const { api, input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }));
    await userEvent.upload(input, csv());

    expect(
      await screen.findByText(
        'Import finished. 4 of 4 rows read: 2 consignments made, 1 with issues, 1 refused, 1 already imported.',
      ),
    ).toBeTruthy();
    const refused = screen.getByRole('table', { name: 'Refused rows' });
    expect(within(refused).getByText('reference is required')).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        data: {
          attributes: { siteId: '1', fileName: 'march.csv', csv: 'reference,receiver\nR1,Corner Store\n' },
        },
      }),
    );
  });

  it('says how many rows were dated before today, and that they go today', async () => {
    const { input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }), {
      ...finished,
      datedToday: 2,
    });
    await userEvent.upload(input, csv());
    expect(await screen.findByText(/2 rows were dated before today: they go today\.$/)).toBeTruthy();
  });

  it("shows the server's message when it refuses the file", async () => {
    const { input } = start(() => ({
      status: 422,
      body: apiErrorBody(422, 'validationError', 'The file is not a CSV file', '/data/attributes/csv'),
    }));
    await userEvent.upload(input, csv());
    expect((await screen.findByRole('alert')).textContent).toContain('The file is not a CSV file');
  });

  it('takes the same file again once corrected, and after a refusal', async () => {
    let answers = 0;
    const { api, input } = start(() => {
      answers += 1;
      return answers === 1
        ? { status: 422, body: apiErrorBody(422, 'validationError', 'The file has no rows to import', '/') }
        : { status: 202, body: { data: { ...finished, status: 'queued' } } };
    });
    await userEvent.upload(input, csv());
    await screen.findByRole('alert');
    // a browser tells of a file chosen only when it differs from the one the input holds
    expect(input.value).toBe('');
    await userEvent.upload(input, csv());
    await screen.findByText(/^Import finished\./);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
    expect(input.value).toBe('');
  });

  it('says so without sending a file that is not text, or too large, for the server to refuse whole', async () => {
    const { api, input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }));
    const workbook = new File(['PK\u0003\u0004\u0000\u0000binary'], 'march.csv');
    await userEvent.upload(input, workbook);
    expect((await screen.findByRole('alert')).textContent).toBe(consignmentImportMessages.notText);

    const large = new File(['reference\n'], 'large.csv', { type: 'text/csv' });
    Object.defineProperty(large, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await userEvent.upload(input, large);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(consignmentImportMessages.tooLarge),
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('lists the first 500 refused rows in a box of its own that scrolls, and says how many there are', async () => {
    const refusedRows = Array.from({ length: 1200 }, (_, index) => ({
      row: index + 2,
      reference: null,
      code: 'referenceMissing',
      reason: 'reference is required',
    }));
    const { input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }), {
      ...finished,
      rowsTotal: 1200,
      rowsRead: 1200,
      consignmentsMade: 0,
      withIssues: 0,
      refused: 1200,
      alreadyImported: 0,
      refusedRows,
    });
    await userEvent.upload(input, csv());
    expect(await screen.findByText('The first 500 of 1,200 refused rows are listed.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Refused rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(501);
    // the box is reached and scrolled from the keyboard too
    const box = screen.getByRole('region', { name: 'Refused rows list' });
    expect(box.contains(table)).toBe(true);
    expect(box.tabIndex).toBe(0);
  });

  it('sends a file Excel saved as Windows-1252 with its accented letters as typed', async () => {
    const { api, input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }));
    const header = new TextEncoder().encode('reference,receiverName\nR1,Caf');
    const windows1252 = new File([header, new Uint8Array([0xe9, 0x0a])], 'march.csv', { type: 'text/csv' });
    await userEvent.upload(input, windows1252);
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        data: { attributes: { csv: 'reference,receiverName\nR1,Café\n' } },
      }),
    );
  });

  it('counts one consignment made in the singular, and thousands with a separator', async () => {
    const { input } = start(() => ({ status: 202, body: { data: { ...finished, status: 'queued' } } }), {
      ...finished,
      rowsTotal: 1201,
      rowsRead: 1201,
      consignmentsMade: 1,
      withIssues: 0,
      refused: 1200,
      alreadyImported: 0,
      refusedRows: [],
    });
    await userEvent.upload(input, csv());
    expect(
      await screen.findByText(
        'Import finished. 1,201 of 1,201 rows read: 1 consignment made, 0 with issues, 1,200 refused.',
      ),
    ).toBeTruthy();
  });
});
