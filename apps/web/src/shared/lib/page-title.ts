/**
 * Spec 2.1, 2.2: the page title is the route's title, or "Error" while an error screen shows, each followed by the
 * brand. Both are kept here, so whichever is set last (the route's title may arrive after the error screen, when
 * the brand loads late) the error screen's title wins.
 */
const state = { route: '', brand: '', errorScreens: 0 };

function brandOfTitle(): string {
  const separator = document.title.lastIndexOf(' | ');
  return separator >= 0 ? document.title.slice(separator + 3) : '';
}

function apply(): void {
  const name = state.errorScreens > 0 ? 'Error' : state.route;
  if (!name) return;
  const brand = state.brand || brandOfTitle();
  document.title = brand ? `${name} | ${brand}` : name;
}

/** The route's own title and the brand, as the router knows them. */
export function setRouteTitle(route: string, brand: string | undefined): void {
  state.route = route;
  state.brand = brand ?? '';
  apply();
}

/** An error screen is showing: the page is titled "Error" until the returned function says it has gone. */
export function showErrorTitle(): () => void {
  state.errorScreens += 1;
  apply();
  return () => {
    state.errorScreens -= 1;
    apply();
  };
}
