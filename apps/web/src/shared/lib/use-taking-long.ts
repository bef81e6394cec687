import { useEffect, useState } from 'react';

/**
 * Whether a wait has run past `afterMs` (spec 8.4, F30): true once `waiting` has held that long without a break;
 * false again as soon as the wait ends, so the next wait starts its own count.
 */
export function useTakingLong(waiting: boolean, afterMs: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setLong(false);
      return undefined;
    }
    const timer = setTimeout(() => setLong(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return waiting && long;
}
