import { sayBoundsInFormWords } from '@freight/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setRouteTitle } from '../shared/lib/page-title';
import { discardTelemetry } from '../shared/lib/telemetry';
import { setTenantChooser } from '../shared/lib/tenant';
import { loadGlobalSearch } from '../features/search/lib/load-global-search';
import { loadFloating } from '../shared/ui/floating/load-floating';
import { loadOpenableDropdown } from '../shared/ui/SearchableDropdown';
import { loadUserMenu } from '../app/shell/load-user-menu';
import { loadSelects } from '../shared/ui/inputs/DeferredSelect';
import { loadToasts } from '../shared/ui/feedback/toast';

// Screens load their routes lazily; on a loaded two-core machine the first render of one can pass the default 1 s,
// and a wait that gives up early fails a screen that works. Passing waits end as soon as they match.
configure({ asyncUtilTimeout: 5_000 });
// as the app does at start: bounds a schema gives no words for are said in the form's
sayBoundsInFormWords();

// the app loads the toast store as it starts (with the toasts' container); screens rendered alone get it here, so a
// toast shows as soon as it is asked for, as in the app once it has started
const toasts = await loadToasts();
// likewise Mantine's selects, which a screen shows as plain look-alikes until they load
await loadSelects();
// and the header search, which the header shows as a stand-in box until it loads
await loadGlobalSearch();
// and the menus and tooltips, whose buttons stand in until they load
await loadFloating();
// and the header's user menu and Company and Site dropdowns, whose buttons stand in until they load
await loadUserMenu();
await loadOpenableDropdown();

// Mantine reads matchMedia, ResizeObserver and scrollIntoView, which jsdom does not have
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Element.prototype.scrollIntoView = function scrollIntoView() {};
// an autosize textarea listens for web fonts loading, and jsdom has no document.fonts
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

afterEach(() => {
  // every test's fakes go with it: the fetch and other globals it stubbed, the functions it spied on
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // each test is a new visit: no signed-in user known, so no tenant header chosen from a previous test's user
  setTenantChooser(undefined);
  // files share one document and one module registry (isolate: false): nothing a test leaves reaches the next
  setRouteTitle('', undefined);
  document.title = '';
  discardTelemetry();
  toasts.clean();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
