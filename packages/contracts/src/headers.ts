/** Tenant header of the organisation service: `site-{id}` or `org-{id}` (spec 2.2, 7.1). */
export const TENANT_HEADER = 'x-tenant-id';

/** Header and cookie of the double-submit CSRF defence. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
