import { carrierPreferenceEndpoints, shippingItemPresetEndpoints } from '@freight/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../testing/fake-api';
import { callExpectingStatus } from './expect-status';

const attributes = {
  siteId: 's1',
  quickAccessCode: 'BOX',
  description: 'A box',
  packagingType: 'Carton' as const,
  length: 100,
  width: 100,
  height: 100,
  weight: 1000,
};
const preset = { id: 'p1', ...attributes };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.cookie = 'csrf_token=t0k; path=/';
});
describe('a call expecting the status the spec names (I20, I23, K19)', () => {
  it('says nothing when the expected status answers', async () => {
    const api = installFakeApi({
      'POST /api/org/sender-policies/receiver-carrier-selection/p%201/activate': () => ({ status: 204 }),
    });
    await expect(
      callExpectingStatus(carrierPreferenceEndpoints.activate, { params: { id: 'p 1' } }),
    ).resolves.toBeNull();
    expect(api.requests[0]?.method).toBe('POST');
    expect(warn).not.toHaveBeenCalled();
  });

  it('only warns about another success status, and still reads the answer', async () => {
    installFakeApi({
      'POST /api/org/shipping-item-presets': () => ({ status: 200, body: { data: preset } }),
    });
    const answer = await callExpectingStatus(shippingItemPresetEndpoints.create, {
      body: { data: attributes },
    });
    expect(answer.data.id).toBe('p1');
    expect(warn).toHaveBeenCalledWith('POST /api/org/shipping-item-presets answered 200, expected 201');
  });

  it('throws the API error of a failed call', async () => {
    installFakeApi({});
    await expect(
      callExpectingStatus(shippingItemPresetEndpoints.delete, { params: { id: 'gone' } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
