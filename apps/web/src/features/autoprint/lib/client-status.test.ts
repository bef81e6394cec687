import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { autoprintPrintsNothing, clientStateFromError, clientStatusMeaning } from './client-status';

describe('autoprint client status (T14-T16)', () => {
  it('reads a 404 as notInstalled and any other failure as unavailable', () => {
    expect(clientStateFromError(new ApiRequestError('notFound', 404, [])).status).toBe('notInstalled');
    expect(clientStateFromError(new ApiRequestError('generic', 500, [])).status).toBe('unavailable');
    expect(clientStateFromError(new ApiRequestError('network', undefined, [])).status).toBe('unavailable');
    expect(clientStateFromError(new ApiRequestError('forbidden', 403, [])).status).toBe('unavailable');
    expect(clientStateFromError(new TypeError('boom')).status).toBe('unavailable');
  });

  it('says where the running agent is', () => {
    expect(clientStatusMeaning({ status: 'running', machineName: 'PACK-PC', version: '1.0.0' })).toContain(
      'on PACK-PC',
    );
  });

  it('finds autoprint printing nothing only when it is on and no agent is running; an unread status is no warning', () => {
    const state = (status: Parameters<typeof clientStatusMeaning>[0]['status']) => ({
      status,
      machineName: null,
      version: null,
    });
    const warned = (['running', 'stopped', 'noActiveClient', 'notInstalled', 'unavailable'] as const).filter(
      (status) => autoprintPrintsNothing(true, state(status)),
    );
    expect(warned).toEqual(['stopped', 'noActiveClient', 'notInstalled']);
    expect(autoprintPrintsNothing(false, state('notInstalled'))).toBe(false);
    expect(autoprintPrintsNothing(true, undefined)).toBe(false);
  });
});
