import { useEffect, useState } from 'react';
import { retryImport } from '../../shared/lib/lazy-retry';
import type * as UserMenuModule from './UserMenuReady';

type LoadedUserMenu = typeof UserMenuModule;

let loaded: LoadedUserMenu | undefined;
let loading: Promise<LoadedUserMenu> | undefined;

/** The user menu with its items, once loaded (asked for after the first paint), else undefined. */
export function useLoadedUserMenu(): LoadedUserMenu | undefined {
  const [menu, setMenu] = useState(loaded);
  useEffect(() => {
    if (menu) return;
    let current = true;
    loading ??= retryImport(() => import('./UserMenuReady')).then((module) => {
      loaded = module;
      return module;
    });
    void loading.then((module) => {
      if (current) setMenu(module);
    });
    return () => {
      current = false;
    };
  }, [menu]);
  return menu;
}
