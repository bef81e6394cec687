import { describe, expect, it, vi } from 'vitest';
import { retryImport } from './lazy-retry';

describe('lazy screens (spec 2.2, 9)', () => {
  it('retries up to 5 times after the first try, 2000 ms apart, then fails (C16)', async () => {
    const wait = vi.fn(async () => undefined);
    const load = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    await expect(retryImport(load, { wait })).rejects.toThrow('chunk failed');
    expect(load).toHaveBeenCalledTimes(6);
    expect(wait.mock.calls).toEqual([[2000], [2000], [2000], [2000], [2000]]);
  });

  it('returns as soon as a try succeeds', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls < 3) throw new Error('not yet');
      return 'screen';
    };
    await expect(retryImport(load, { wait: async () => undefined })).resolves.toBe('screen');
    expect(calls).toBe(3);
  });
});
