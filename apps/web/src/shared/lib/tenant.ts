/**
 * Spec 7.1 (A77): calls to the organisation service's GraphQL endpoint carry the tenant header (`site-{id}` or
 * `org-{id}`). Which tenant applies depends on the user's sites, so the context feature registers how to choose
 * it once the signed-in user is known; shared code only asks.
 *
 * The very first user fetch of a visit (or after a sign-in) sends no header: it is the answer that says which
 * sites the user holds, so until it arrives no context is known. A context in the URL is then only the one asked
 * for, and a guessed one (a previous user's default, a site since removed) would be refused and fail start-up;
 * the server reads no header as the user's own scope. Every later call carries a context: the URL's when the user
 * holds it, else the user's default.
 */
type TenantChooser = (pathname: string) => string | undefined;

let chooser: TenantChooser | undefined;

/** Set when the signed-in user is known; cleared (undefined) when the browser forgets the user. */
export function setTenantChooser(next: TenantChooser | undefined): void {
  chooser = next;
}

/** The tenant of the page being shown, or undefined while no user is known. */
export function currentTenant(): string | undefined {
  return chooser?.(window.location.pathname);
}
