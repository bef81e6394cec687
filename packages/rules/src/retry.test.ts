import { describe, expect, it } from 'vitest';
import { isRetryableStatus, RETRY_DEFAULTS, RetryError, retryWhile } from './retry';

/** A clock that only moves when the helper sleeps, so tests take no real time. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
  };
}

/** Answers with the given statuses in turn, then repeats the last one. */
function answers(...statuses: number[]) {
  let calls = 0;
  const call = async () => ({ status: statuses[Math.min(calls++, statuses.length - 1)] });
  return { call, calls: () => calls };
}

describe('retryWhile (spec 7.1)', () => {
  it('has the spec defaults (X01, X03, X04)', () => {
    expect(RETRY_DEFAULTS).toEqual({ timeoutMs: 30_000, firstBackoffMs: 150, maxBackoffMs: 5_000 });
  });

  it('returns at once when the first answer is final', async () => {
    const clock = fakeClock();
    const { call, calls } = answers(200);
    await expect(retryWhile({ call, ...clock })).resolves.toEqual({ status: 200 });
    expect(calls()).toBe(1);
    expect(clock.sleeps).toEqual([]);
  });

  it('waits 150 ms first, doubling each time, capped at 5 s (X01-X03)', async () => {
    const clock = fakeClock();
    const { call } = answers(202, 202, 202, 202, 202, 202, 202, 202, 200);
    await expect(retryWhile({ call, ...clock })).resolves.toEqual({ status: 200 });
    expect(clock.sleeps).toEqual([150, 300, 600, 1200, 2400, 4800, 5000, 5000]);
  });

  it('retries while the answer is 201, 202 or 204 and stops on anything else (X05)', async () => {
    expect([201, 202, 204].every((status) => isRetryableStatus({ status }))).toBe(true);
    expect([200, 203, 400, 404, 500].some((status) => isRetryableStatus({ status }))).toBe(false);
    expect(isRetryableStatus(undefined)).toBe(false);
    expect(isRetryableStatus({ status: '202' })).toBe(false);

    const clock = fakeClock();
    const { call, calls } = answers(201, 202, 204, 404);
    await expect(retryWhile({ call, ...clock })).resolves.toEqual({ status: 404 });
    expect(calls()).toBe(4);
  });

  it('gives up with Timeout after 30 s by default (X04, X06)', async () => {
    const clock = fakeClock();
    const { call } = answers(202);
    const error = await retryWhile({ call, ...clock }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetryError);
    expect((error as RetryError).name).toBe('Timeout');
    expect((error as RetryError).lastResult).toEqual({ status: 202 });
    // the waits add up to exactly the timeout: the last one is cut short to meet it
    expect(clock.sleeps.reduce((a, b) => a + b, 0)).toBe(30_000);
    expect(clock.sleeps.at(-1)).toBeLessThanOrEqual(5_000);
    expect(clock.now()).toBe(30_000);
  });

  it('honours a shorter timeout', async () => {
    const clock = fakeClock();
    const { call, calls } = answers(202);
    await expect(retryWhile({ call, timeoutMs: 1_000, ...clock })).rejects.toMatchObject({ name: 'Timeout' });
    expect(clock.sleeps).toEqual([150, 300, 550]);
    expect(calls()).toBe(4);
  });

  it('gives up with MaxRetries when attempts run out (X07)', async () => {
    const clock = fakeClock();
    const { call, calls } = answers(202);
    await expect(retryWhile({ call, maxAttempts: 3, ...clock })).rejects.toMatchObject({
      name: 'MaxRetries',
      attempts: 3,
    });
    expect(calls()).toBe(3);
    expect(clock.sleeps).toEqual([150, 300]);
  });

  it('takes a custom predicate and backoff', async () => {
    const clock = fakeClock();
    let n = 0;
    const call = async () => ++n;
    const result = await retryWhile({
      call,
      shouldRetry: (value) => value < 4,
      firstBackoffMs: 10,
      maxBackoffMs: 25,
      ...clock,
    });
    expect(result).toBe(4);
    expect(clock.sleeps).toEqual([10, 20, 25]);
  });

  it('does not retry a call that rejects', async () => {
    const clock = fakeClock();
    const failure = new Error('network');
    await expect(retryWhile({ call: () => Promise.reject(failure), ...clock })).rejects.toBe(failure);
    expect(clock.sleeps).toEqual([]);
  });

  it('waits in real time by default', async () => {
    const { call } = answers(202, 200);
    const started = Date.now();
    await expect(retryWhile({ call, firstBackoffMs: 20 })).resolves.toEqual({ status: 200 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
