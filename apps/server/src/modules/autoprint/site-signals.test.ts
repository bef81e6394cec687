import { describe, expect, it } from 'vitest';
import { SiteSignals } from './site-signals';

const MINUTE = 60_000;
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('site signals (waking print agents waiting on a long poll)', () => {
  it("wakes a site's waiting polls on its signal, not on another site's", async () => {
    const signals = new SiteSignals();
    const abort = new AbortController();
    const one = signals.wait(1, signals.seen(1), MINUTE, abort.signal);
    const two = signals.wait(2, signals.seen(2), MINUTE, abort.signal);
    signals.signal(2);
    expect(await settled(two)).toBe(true);
    expect(await settled(one)).toBe(false);
    signals.signal(1);
    expect(await settled(one)).toBe(true);
  });

  it('does not miss a signal that came between looking at the queue and waiting', async () => {
    const signals = new SiteSignals();
    const seen = signals.seen(1);
    signals.signal(1);
    expect(await settled(signals.wait(1, seen, MINUTE, new AbortController().signal))).toBe(true);
  });

  it('wakes every site when notifications may have been lost, and ends a wait whose poll went away', async () => {
    const signals = new SiteSignals();
    const abort = new AbortController();
    const one = signals.wait(1, signals.seen(1), MINUTE, abort.signal);
    const two = signals.wait(2, signals.seen(2), MINUTE, abort.signal);
    signals.signal(null);
    expect([await settled(one), await settled(two)]).toEqual([true, true]);
    const gone = new AbortController();
    const three = signals.wait(3, signals.seen(3), MINUTE, gone.signal);
    gone.abort();
    expect(await settled(three)).toBe(true);
  });
});
