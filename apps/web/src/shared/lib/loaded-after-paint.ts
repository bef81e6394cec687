import { useEffect, useState } from 'react';
import { retryImport } from './lazy-retry';

/**
 * A module loaded once, when first asked for: `load` loads it, and `useLoaded` gives it once loaded, else undefined,
 * asking for it after the component's first paint (from an effect). For a control whose stand-in shows till then.
 * A failed import is retried as a lazy screen's is, unless `retried` is false.
 */
export function loadedAfterPaint<T>(importModule: () => Promise<T>, { retried = true } = {}) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= (retried ? retryImport(importModule) : importModule()).then((imported) => {
      loaded = imported;
      return imported;
    });
    return loading;
  };
  function useLoaded(): T | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let current = true;
      void load().then((imported) => {
        if (current) setModule(imported);
      });
      return () => {
        current = false;
      };
    }, [module]);
    return module;
  }
  return { load, useLoaded };
}
