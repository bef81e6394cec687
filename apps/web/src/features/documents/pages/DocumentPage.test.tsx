import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { renderRoutes } from '../../../testing/render';
import { DocumentPage } from './DocumentPage';

function start(path: string, headAnswers: number[]) {
  const api = installFakeApi({
    'HEAD /api/sender/v0/consignments/12/label-a4.pdf': () => {
      const status = headAnswers.shift() ?? 200;
      return status === 404 ? { status, body: apiErrorBody(404, 'notFound', 'Not found') } : { status };
    },
    'GET /api/sender/v0/consignments/12/label-a4.pdf': () => ({ body: '%PDF-1.7' }),
    // the API refuses an id that cannot name a consignment; a HEAD answer has no body
    'HEAD /api/sender/v0/consignments/abc/label.pdf': () => ({ status: 422 }),
    'HEAD /api/sender/v0/manifests/3/document.pdf': () => ({ status: headAnswers.shift() ?? 200 }),
    'GET /api/sender/v0/manifests/3/document.pdf': () => ({ body: '%PDF-1.7' }),
  });
  renderRoutes(path, { '/document/:documentType/:documentId/:format?': <DocumentPage /> });
  return api;
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:label');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('document page', () => {
  it('asks with HEAD until the label is ready, then shows it from its GET (N03, N10)', async () => {
    const api = start('/document/label/12/pdf?labelUrl=label-a4.pdf', [202, 202, 200]);
    expect(await screen.findByText('Preparing document')).toBeTruthy();
    const frame = await screen.findByTitle('Label of consignment 12', undefined, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('blob:label');
    const documentRequests = api.requests.filter((r) => r.path.endsWith('/label-a4.pdf'));
    expect(documentRequests.map((r) => r.method)).toEqual(['HEAD', 'HEAD', 'HEAD', 'GET']);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('download')).toBe('label-12.pdf');
  });

  it('says so when the document cannot be found, with no pointless retry', async () => {
    start('/document/label/12?labelUrl=label-a4.pdf', [404]);
    expect(await screen.findByText('The document could not be shown')).toBeTruthy();
    // a missing document stays missing: asking again cannot help
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a document the API refuses the id of is not found, with no retry', async () => {
    start('/document/label/abc', []);
    expect(await screen.findByText('The requested resource was not found. Go back')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Try refreshing the page')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says a manifest whose id cannot be one is not found, without asking the API', async () => {
    const api = start('/document/manifest/abc', []);
    expect(await screen.findByText('The requested resource was not found. Go back')).toBeTruthy();
    expect(screen.getByText('Manifest abc')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('offers to try again after a server fault, and shows the document when it then comes', async () => {
    const api = start('/document/label/12/pdf?labelUrl=label-a4.pdf', [503, 200]);
    expect(await screen.findByText('The document could not be shown')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const frame = await screen.findByTitle('Label of consignment 12', undefined, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('blob:label');
    const heads = api.requests.filter((r) => r.method === 'HEAD' && r.path.endsWith('/label-a4.pdf'));
    expect(heads).toHaveLength(2);
  });

  it('shows a manifest once its HEAD says ready, named by its number (N05, N11)', async () => {
    const api = start('/document/manifest/3', [202, 200]);
    const frame = await screen.findByTitle('Manifest 3', undefined, { timeout: 3000 });
    expect(frame.getAttribute('src')).toBe('blob:label');
    const documentRequests = api.requests.filter((r) => r.path.endsWith('/document.pdf'));
    expect(documentRequests.map((r) => r.method)).toEqual(['HEAD', 'HEAD', 'GET']);
  });

  it('says the task is taking longer than expected once polling passes 10 s (F30)', async () => {
    vi.useFakeTimers();
    const slow = 'This task is taking longer than expected. Try refreshing the page';
    start('/document/label/12/pdf?labelUrl=label-a4.pdf', Array<number>(100).fill(202));
    const pass = (ms: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    await pass(9_900);
    expect(screen.getByText('Preparing document')).toBeTruthy();
    expect(screen.queryByText(slow)).toBeNull();
    await pass(200);
    expect(screen.getByText(slow)).toBeTruthy();
  });
});
