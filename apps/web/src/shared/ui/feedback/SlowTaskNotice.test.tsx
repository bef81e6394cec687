import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_AFTER_MS, SlowTaskNotice } from './SlowTaskNotice';

const SLOW = 'This task is taking longer than expected. Try refreshing the page';

afterEach(() => vi.useRealTimers());

function show(waiting: boolean) {
  return (
    <MantineProvider>{<SlowTaskNotice waiting={waiting} afterMs={SLOW_AFTER_MS.quoteSet} />}</MantineProvider>
  );
}

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the taking-longer notice (F30)', () => {
  it('appears once a quote set has been awaited 5 s, and goes when the wait ends', async () => {
    vi.useFakeTimers();
    const { rerender } = render(show(true));
    await pass(4_999);
    expect(screen.queryByText(SLOW)).toBeNull();
    await pass(1);
    expect(screen.getByRole('status').textContent).toBe(SLOW);
    rerender(show(false));
    expect(screen.queryByText(SLOW)).toBeNull();
  });

  it('counts each wait afresh', async () => {
    vi.useFakeTimers();
    const { rerender } = render(show(true));
    await pass(4_000);
    rerender(show(false));
    await pass(100);
    rerender(show(true));
    await pass(4_000);
    expect(screen.queryByText(SLOW)).toBeNull();
    await pass(1_000);
    expect(screen.getByText(SLOW)).toBeTruthy();
  });
});
