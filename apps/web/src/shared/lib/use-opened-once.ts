import { useState } from 'react';

/**
 * True from the first time `opened` is true: a dialog loaded on demand mounts when first opened and stays
 * mounted, so it keeps its closing transition and hands focus back like one that was always there.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
