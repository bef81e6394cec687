import { describe, expect, it, vi } from 'vitest';
import { isTrackingAvailable, trackingUrlPath } from './get-consignment-view-tracking';

function answering(response: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What fetch gives for a redirect it was told not to follow. */
function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  return response;
}

describe('the tracking-url check (S01, X24)', () => {
  it('asks for HTML with HEAD and does not follow the redirect', async () => {
    const fetchMock = answering(opaqueRedirect());
    expect(await isTrackingAvailable('11')).toBe(true);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe(trackingUrlPath('11'));
    expect(init?.method).toBe('HEAD');
    expect(init?.redirect).toBe('manual');
    expect(new Headers(init?.headers).get('accept')).toBe('text/html');
  });

  it('reads a 404 or no answer as no tracking', async () => {
    answering(new Response(null, { status: 404 }));
    expect(await isTrackingAvailable('11')).toBe(false);
    answering(new TypeError('Failed to fetch'));
    expect(await isTrackingAvailable('11')).toBe(false);
  });
});
