import { useEffect, useState } from 'react';
import { retryImport } from '../../lib/lazy-retry';
import type * as FloatingModule from './floating';

export type Floating = typeof FloatingModule;

let loaded: Floating | undefined;
let loading: Promise<Floating> | undefined;

/** Loads the menus and tooltips; until then their triggers show as stand-ins of the same look. */
export function loadFloating(): Promise<Floating> {
  loading ??= retryImport(() => import('./floating')).then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The menus and tooltips once loaded (asked for after the first paint), else undefined. */
export function useFloating(): Floating | undefined {
  const [floating, setFloating] = useState(loaded);
  useEffect(() => {
    if (floating) return;
    let current = true;
    void loadFloating().then((module) => {
      if (current) setFloating(module);
    });
    return () => {
      current = false;
    };
  }, [floating]);
  return floating;
}
