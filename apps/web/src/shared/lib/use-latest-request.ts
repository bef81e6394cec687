import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One request at a time, the latest one winning: a new run aborts the one pending, and so do `cancel` and
 * leaving the screen. A run that was aborted resolves to null, even if its answer had already arrived, so an
 * older answer never lands after a newer request. Other failures are thrown to the caller. `send` should be
 * stable (a module function, or memoised).
 */
export function useLatestRequest<A, R>(send: (args: A, signal: AbortSignal) => Promise<R>) {
  const pending = useRef<AbortController | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => () => pending.current?.abort(), []);

  const cancel = useCallback(() => {
    if (!pending.current) return;
    pending.current.abort();
    pending.current = null;
    setRunning(false);
  }, []);

  const run = useCallback(
    async (args: A): Promise<R | null> => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setRunning(true);
      try {
        const answer = await send(args, controller.signal);
        return controller.signal.aborted ? null : answer;
      } catch (error) {
        if (controller.signal.aborted) return null;
        throw error;
      } finally {
        if (pending.current === controller) {
          pending.current = null;
          setRunning(false);
        }
      }
    },
    [send],
  );

  return { run, cancel, running };
}
