import { buildQuery } from '../lib/query-string';
import type { QueryParams } from '../lib/query-string';

/** Every route of the app (spec 2.1, 2.2 and document 3 section 2), its title and who may open it. */

export type ContextType = 'site' | 'org';
/** A context as it appears in URLs: the bare site or organisation id (DESIGN 5a). */
export interface AppContext {
  type: ContextType;
  id: string;
}
/** The internal context identifier, `site-{id}` or `org-{id}` (spec 2.2). */
export const contextKey = (ctx: AppContext): string => `${ctx.type}-${ctx.id}`;

export function parseContextKey(key: string | null | undefined): AppContext | undefined {
  const match = key ? /^(site|org)-(.+)$/.exec(key) : null;
  if (!match?.[1] || !match[2]) return undefined;
  return { type: match[1] === 'org' ? 'org' : 'site', id: match[2] };
}

export type Access = 'public' | 'guest' | 'authenticated';

export interface PublicRouteDef {
  path: string;
  title: string;
  access: Access;
}

export const publicRoutes = {
  'app.home': { path: '/', title: 'Home', access: 'authenticated' },
  'site.default': { path: '/site', title: 'Home', access: 'authenticated' },
  'auth.login': { path: '/login', title: 'Log in', access: 'public' },
  'auth.complete-new-password': {
    path: '/complete-new-password',
    title: 'Choose a new password',
    access: 'guest',
  },
  'auth.forgot-password': { path: '/forgot-password', title: 'Forgot password', access: 'public' },
  'auth.reset-password': { path: '/reset-password', title: 'Reset password', access: 'public' },
  'auth.verify-mfa': { path: '/mfa', title: 'Verify your identity', access: 'guest' },
  'auth.accept-terms': {
    path: '/accept-terms-of-use',
    title: 'Accept terms of use',
    access: 'authenticated',
  },
  'auth.logout': { path: '/logout', title: 'Log out', access: 'public' },
  'auth.mfa-setup': {
    path: '/account/authenticator',
    title: 'Set up authenticator app',
    access: 'authenticated',
  },
  'page.privacy-policy': { path: '/privacy-policy', title: 'Privacy policy', access: 'public' },
  'page.terms-of-use': { path: '/terms-of-use', title: 'Terms of use', access: 'public' },
  document: {
    path: '/document/:documentType/:documentId/:format?',
    title: 'View document',
    access: 'authenticated',
  },
  'carrier-pickup': { path: '/carrier-pickup', title: 'View pickup response', access: 'public' },
  /** Beyond the spec: a receiver's tracking page behind a random link (DESIGN 5b). */
  track: { path: '/track/:token', title: 'Track your delivery', access: 'public' },
  'app.error': { path: '*', title: 'Error', access: 'public' },
} as const satisfies Record<string, PublicRouteDef>;
export type PublicRouteName = keyof typeof publicRoutes;

export type ContextRule = 'site' | 'siteOrOrg';

export interface ContextRouteDef {
  /** Path under `/{contextType}/{contextId}/`; `:name` segments are parameters. */
  sub: string;
  title: string;
  context: ContextRule;
  /** Purpose named by the site select modal in org context: "Select site for {purpose}". */
  selectPurpose?: string;
  /** Used by the change-site dialog: "By {action} your site will change to {site}". */
  action?: string;
  /** A Create link: disabled while data creation is prevented (spec 4.6). */
  creates?: boolean;
}

export const contextRoutes = {
  'addressbook.manage': { sub: 'address-book', title: 'Manage address book', context: 'site' },
  'autoprint.config': { sub: 'autoprint/config', title: 'Printing configuration', context: 'site' },
  'track.consignments': { sub: 'consignment/track', title: 'Track consignments', context: 'siteOrOrg' },
  'consignment.create.outbound': {
    sub: 'consignment/create/outbound',
    title: 'Create outbound consignment',
    context: 'site',
    creates: true,
  },
  'consignment.create.inbound': {
    sub: 'consignment/create/inbound',
    title: 'Create inbound consignment',
    context: 'site',
    creates: true,
  },
  'consignment.create.transfer': {
    sub: 'consignment/create/transfer',
    title: 'Create anywhere to anywhere consignment',
    context: 'site',
    creates: true,
  },
  'consignment.readyToManifest': {
    sub: 'consignment/ready-to-manifest',
    title: 'Ready to manifest',
    context: 'siteOrOrg',
  },
  'consignment.issues': {
    sub: 'consignment/issues',
    title: 'Resolve consignment issues',
    context: 'siteOrOrg',
  },
  'consignment.edit': { sub: 'consignment/:consignmentId/edit', title: 'Edit consignment', context: 'site' },
  'consignment.view': { sub: 'consignment/:consignmentId', title: 'View consignment', context: 'siteOrOrg' },
  'dangerous-goods-presets.manage': {
    sub: 'dangerous-goods-presets',
    title: 'Dangerous goods presets',
    context: 'site',
  },
  'estimate.create.type': {
    sub: 'estimate/create/:estimateType',
    title: 'Create estimate',
    context: 'site',
    creates: true,
  },
  'estimate.manage': { sub: 'estimate/manage', title: 'Manage estimates', context: 'siteOrOrg' },
  // the spec states no context rule for viewing an estimate; like the other views it works in both
  'estimate.view': { sub: 'estimate/:estimateId', title: 'View estimate', context: 'siteOrOrg' },
  'manifest.create': { sub: 'manifest/create', title: 'Create manifest', context: 'site', creates: true },
  'manifest.manage': { sub: 'manifest/manage', title: 'Manage manifests', context: 'siteOrOrg' },
  /** A manifest, its staged consignments and the carrier's answers (a route of this product's own). */
  'manifest.view': { sub: 'manifest/:manifestId', title: 'View manifest', context: 'siteOrOrg' },
  'order.manage': { sub: 'order/manage', title: 'Manage orders', context: 'siteOrOrg' },
  'pickup.create.outbound': {
    sub: 'pickup/create/outbound',
    title: 'Create outbound pickup',
    context: 'site',
    selectPurpose: 'pickup',
    creates: true,
  },
  'pickup.create.inbound': {
    sub: 'pickup/create/inbound',
    title: 'Create inbound pickup',
    context: 'site',
    selectPurpose: 'pickup',
    creates: true,
  },
  'pickup.create.transfer': {
    sub: 'pickup/create/transfer',
    title: 'Create transfer pickup',
    context: 'site',
    selectPurpose: 'pickup',
    creates: true,
  },
  'pickup.prefill.outbound': {
    sub: 'pickup/prefill/outbound',
    title: 'Create outbound pickup',
    context: 'site',
    creates: true,
  },
  'pickup.prefill.inbound': {
    sub: 'pickup/prefill/inbound',
    title: 'Create inbound pickup',
    context: 'site',
    creates: true,
  },
  'pickup.prefill.transfer': {
    sub: 'pickup/prefill/transfer',
    title: 'Create transfer pickup',
    context: 'site',
    creates: true,
  },
  'pickup.manage': { sub: 'pickup/manage', title: 'Manage pickups', context: 'siteOrOrg' },
  'pickup.view': {
    sub: 'pickup/:pickupId',
    title: 'View pickup',
    context: 'site',
    action: 'viewing this pickup',
  },
  'shipping-item-presets.manage': {
    sub: 'shipping-item-presets',
    title: 'Shipping item presets',
    context: 'site',
  },
  'site-preferences.manage': {
    sub: 'site-preferences',
    title: 'Carrier service preferences',
    context: 'site',
  },
  'receiver-notifications.manage': {
    sub: 'receiver-notifications',
    title: 'Receiver notifications',
    context: 'site',
  },
} as const satisfies Record<string, ContextRouteDef>;
export type ContextRouteName = keyof typeof contextRoutes;

export const contextRouteNames = Object.keys(contextRoutes) as ContextRouteName[];

export function contextRoute(name: ContextRouteName): ContextRouteDef {
  return contextRoutes[name];
}

/** Bare or legacy sub-paths that redirect to a route (spec 2.2; DESIGN 5a for pickup/prefill). */
export const contextRedirects: readonly {
  from: string;
  to: ContextRouteName;
  params?: Record<string, string>;
}[] = [
  { from: 'autoprint', to: 'autoprint.config' },
  { from: 'consignment', to: 'consignment.readyToManifest' },
  { from: 'consignment/list', to: 'consignment.readyToManifest' },
  { from: 'consignment/create', to: 'consignment.create.outbound' },
  { from: 'estimate', to: 'estimate.create.type', params: { estimateType: 'outbound' } },
  { from: 'estimate/create', to: 'estimate.create.type', params: { estimateType: 'outbound' } },
  { from: 'manifest', to: 'manifest.create' },
  { from: 'manifest/list', to: 'manifest.manage' },
  { from: 'pickup', to: 'pickup.manage' },
  { from: 'pickup/list', to: 'pickup.manage' },
  { from: 'pickup/create', to: 'pickup.create.outbound' },
  { from: 'pickup/prefill', to: 'pickup.prefill.outbound' },
];

function fillParams(pattern: string, params: Record<string, string> | undefined): string {
  return pattern.replace(/:([A-Za-z]+)(\?)?/g, (_match, name: string, optional: string | undefined) => {
    const value = params?.[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Missing route parameter ${name} for ${pattern}`);
    }
    return encodeURIComponent(value);
  });
}

/** `/site/12` or `/org/3`. */
export function contextPrefix(ctx: AppContext): string {
  return `/${ctx.type}/${encodeURIComponent(ctx.id)}`;
}

/** The URL of a context-scoped route. */
export function contextPath(
  name: ContextRouteName,
  ctx: AppContext,
  params?: Record<string, string>,
  query?: QueryParams,
): string {
  return `${contextPrefix(ctx)}/${fillParams(contextRoutes[name].sub, params)}${buildQuery(query)}`;
}

/** A consignment's view at the site it belongs to, wherever it is linked from (an order, estimate, manifest). */
export const consignmentAtSite = (siteId: string, consignmentId: string): string =>
  contextPath('consignment.view', { type: 'site', id: siteId }, { consignmentId });

/** The URL of a route outside any context. */
export function publicPath(
  name: Exclude<PublicRouteName, 'app.error'>,
  params?: Record<string, string>,
  query?: QueryParams,
): string {
  return `${fillParams(publicRoutes[name].path, params).replace(/\/$/, '') || '/'}${buildQuery(query)}`;
}

export const paths = {
  home: () => publicPath('app.home'),
  siteDefault: () => publicPath('site.default'),
  login: () => publicPath('auth.login'),
  logout: () => publicPath('auth.logout'),
  mfa: () => publicPath('auth.verify-mfa'),
  mfaSetup: () => publicPath('auth.mfa-setup'),
  completeNewPassword: () => publicPath('auth.complete-new-password'),
  forgotPassword: () => publicPath('auth.forgot-password'),
  resetPassword: () => publicPath('auth.reset-password'),
  acceptTerms: () => publicPath('auth.accept-terms'),
  privacyPolicy: () => publicPath('page.privacy-policy'),
  termsOfUse: () => publicPath('page.terms-of-use'),
  /** The static user guide (spec 1). */
  userGuide: () => '/user-guide.pdf',
  /** Spec 2: a consignment's or manifest's document (label takes the query labelUrl). */
  document: (documentType: string, documentId: string, query?: QueryParams) =>
    publicPath('document', { documentType, documentId }, query),
  context: contextPath,
} as const;

/** The route of a context-scoped URL, found by matching its sub-path against the table. */
export function matchContextRoute(
  subPath: string,
): { name: ContextRouteName; params: Record<string, string> } | undefined {
  const segments = subPath.split('/').filter(Boolean);
  let best: { name: ContextRouteName; params: Record<string, string>; score: number } | undefined;
  for (const name of contextRouteNames) {
    const pattern = contextRoutes[name].sub.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const ok = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      }
      score += 1;
      return part === segment;
    });
    if (ok && (!best || score > best.score)) best = { name, params, score };
  }
  return best && { name: best.name, params: best.params };
}

/** Splits `/site/12/consignment/track` into its context and sub-path. */
export function splitContextPath(pathname: string): { ctx: AppContext; subPath: string } | undefined {
  const match = /^\/(site|org)\/([^/]+)\/?(.*)$/.exec(pathname);
  if (!match?.[1] || !match[2]) return undefined;
  return {
    ctx: { type: match[1] === 'org' ? 'org' : 'site', id: decodeURIComponent(match[2]) },
    subPath: match[3] ?? '',
  };
}
