import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestRequest } from './use-latest-request';

/** A request whose answer the test gives when it likes, and which sees its abort signal. */
function controllable() {
  const calls: {
    args: string;
    signal: AbortSignal;
    answer: (value: string) => void;
    fail: (e: Error) => void;
  }[] = [];
  const send = (args: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ args, signal, answer: resolve, fail: reject });
    });
  return { calls, send };
}

describe('useLatestRequest', () => {
  it('gives the answer of the only request, and is running until then', async () => {
    const { calls, send } = controllable();
    const { result } = renderHook(() => useLatestRequest(send));
    let answer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run('first');
    });
    expect(result.current.running).toBe(true);
    await act(async () => calls[0]?.answer('quotes'));
    await expect(answer).resolves.toBe('quotes');
    expect(result.current.running).toBe(false);
  });

  it('aborts a pending request when a newer one starts, and never hands back its late answer', async () => {
    const { calls, send } = controllable();
    const { result } = renderHook(() => useLatestRequest(send));
    let older: Promise<string | null> = Promise.resolve(null);
    let newer: Promise<string | null> = Promise.resolve(null);
    act(() => {
      older = result.current.run('older');
      newer = result.current.run('newer');
    });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
    await act(async () => {
      calls[1]?.answer('newer quotes');
      calls[0]?.answer('older quotes');
    });
    await expect(older).resolves.toBeNull();
    await expect(newer).resolves.toBe('newer quotes');
    expect(result.current.running).toBe(false);
  });

  it('cancels on request and when the screen goes, swallowing the abort but not other failures', async () => {
    const { calls, send } = controllable();
    const { result, unmount } = renderHook(() => useLatestRequest(send));
    let cancelled: Promise<string | null> = Promise.resolve(null);
    act(() => {
      cancelled = result.current.run('one');
    });
    act(() => result.current.cancel());
    expect(result.current.running).toBe(false);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.fail(new DOMException('aborted', 'AbortError')));
    await expect(cancelled).resolves.toBeNull();

    let failing: Promise<string | null> = Promise.resolve(null);
    act(() => {
      failing = result.current.run('two');
    });
    const refused = expect(failing).rejects.toThrow('422');
    await act(async () => calls[1]?.fail(new Error('422')));
    await refused;

    act(() => {
      void result.current.run('three');
    });
    unmount();
    expect(calls[2]?.signal.aborted).toBe(true);
  });
});
