import { describe, expect, it, vi } from 'vitest';
import { fetchClientState } from './autoprint-queries';

const answer = (status: number, body?: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('the client status call (T14-T16)', () => {
  it('maps 204 and 404 to notInstalled, 500 to unavailable, and passes a status through', async () => {
    answer(204);
    expect((await fetchClientState('7')).status).toBe('notInstalled');
    answer(404, { errors: [{ status: '404', title: 'Not Found' }] });
    expect((await fetchClientState('7')).status).toBe('notInstalled');
    answer(500, { errors: [{ status: '500', title: 'Internal' }] });
    expect((await fetchClientState('7')).status).toBe('unavailable');
    answer(200, { data: { status: 'running', machineName: 'PC', version: '1.0.0', lastSeenAt: null } });
    expect(await fetchClientState('7')).toMatchObject({ status: 'running', machineName: 'PC' });
  });
});
