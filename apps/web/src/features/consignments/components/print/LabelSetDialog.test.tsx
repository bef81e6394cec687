import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../../testing/fake-api';
import { renderWithProviders } from '../../../../testing/render';
import { LabelSetDialog } from './LabelSetDialog';

const URL = '/api/sender/v0/documents/5b2a6c1e-8f7d-4c1a-9a55-2f1f9e0c7d11';
const SET = { documentId: '5b2a6c1e-8f7d-4c1a-9a55-2f1f9e0c7d11', url: URL, consignments: 2, labels: 5 };

beforeEach(() => {
  document.cookie = 'csrf_token=t; path=/';
});
/** The server makes the PDF while HEAD is asked `pending` times, then answers 200. */
function serverMaking(pending: number) {
  let heads = 0;
  return installFakeApi({
    'POST /api/sender/v0/consignments/labels': () => ({ status: 202, body: { data: SET } }),
    [`HEAD ${URL}`]: () => {
      heads += 1;
      return { status: heads <= pending ? 202 : 200 };
    },
  });
}

describe('the combined labels dialog', () => {
  it('shows its progress while the PDF is made, then opens it and offers its link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const api = serverMaking(2);
    renderWithProviders(<LabelSetDialog consignmentIds={['7', '9']} onClose={() => undefined} />);

    expect(await screen.findByText('Preparing labels for 2 consignments…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Preparing labels' })).toBeTruthy();
    expect(open).not.toHaveBeenCalled();

    const link = await screen.findByRole('link', { name: 'Open the labels PDF' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(URL);
    expect(screen.getByText('5 labels of 2 consignments ready in one PDF.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(open).toHaveBeenCalledWith(URL, '_blank');
    const asked = api.requests.map((r) => `${r.method} ${r.path}`);
    expect(asked.filter((r) => r === `HEAD ${URL}`)).toHaveLength(3);
    expect(api.requests[0]?.body).toEqual({ data: { consignmentIds: ['7', '9'] } });
  });

  it('says why when the labels cannot be made', async () => {
    installFakeApi({
      'POST /api/sender/v0/consignments/labels': () => ({
        status: 422,
        body: apiErrorBody(422, 'validation', 'must name at most 200 consignments', '/data/consignmentIds'),
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<LabelSetDialog consignmentIds={['7']} onClose={() => undefined} />);
    expect(await screen.findByText('The labels could not be prepared')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(open).not.toHaveBeenCalled();
  });
});
