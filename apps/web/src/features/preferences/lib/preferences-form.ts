import { formMessagesA, formMessagesB } from '@freight/contracts';
import type { User } from '@freight/contracts';
import { compareNames, DEFAULT_PAGE_SIZE, PAGE_SIZE_CHOICES } from '@freight/rules';
import { z } from 'zod';
import { landingPagesFor, resolveLandingPage } from '../../../shared/config/landing-pages';
import type { LandingPage } from '../../../shared/config/landing-pages';
import { contextKey, parseContextKey } from '../../../shared/config/paths';
import { isPageSize, preferenceKeys, readPreference } from '../../../shared/lib/user-preferences';

export const preferencesFormSchema = z.object({
  defaultContext: z.string({ error: formMessagesA.required }).min(1, formMessagesA.required),
  landingPage: z.string({ error: formMessagesA.required }).min(1, formMessagesA.required),
  // document 3 section 5: results per screen must be 30, 50 or 100
  pageSize: z.string().refine((v) => isPageSize(Number(v)), formMessagesB.oneOf(PAGE_SIZE_CHOICES)),
});
export type PreferencesForm = z.infer<typeof preferencesFormSchema>;

export interface ContextChoiceGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** Document 3 section 2: default site grouped by organisation, with "Sites overview" where an organisation has several. */
export function contextChoices(user: Pick<User, 'sites'>): ContextChoiceGroup[] {
  const byOrg = new Map<string, { name: string; sites: { id: string; name: string }[] }>();
  for (const site of user.sites) {
    const entry = byOrg.get(site.organisation.id) ?? { name: site.organisation.name, sites: [] };
    entry.sites.push({ id: site.id, name: site.name });
    byOrg.set(site.organisation.id, entry);
  }
  return [...byOrg.entries()]
    .sort(([, a], [, b]) => compareNames(a.name, b.name))
    .map(([orgId, org]) => ({
      group: org.name,
      items: [
        ...(org.sites.length > 1
          ? [{ value: contextKey({ type: 'org', id: orgId }), label: 'Sites overview' }]
          : []),
        ...org.sites
          .sort((a, b) => compareNames(a.name, b.name))
          .map((s) => ({ value: contextKey({ type: 'site', id: s.id }), label: s.name })),
      ],
    }));
}

/** Document 3 section 2: home pages for the chosen default; orders only with order integration there. */
export function landingChoices(user: Pick<User, 'sites'>, defaultContext: string | null): LandingPage[] {
  const ctx = parseContextKey(defaultContext);
  if (!ctx) return landingPagesFor('site', false);
  const sites =
    ctx.type === 'site'
      ? user.sites.filter((s) => s.id === ctx.id)
      : user.sites.filter((s) => s.organisation.id === ctx.id);
  return landingPagesFor(
    ctx.type,
    sites.some((s) => s.orderConfiguration.integrationEnabled),
  );
}

/** The form's starting values from the browser's stored preferences. */
export function storedPreferences(
  user: Pick<User, 'id' | 'sites'>,
  fallbackContext: string,
): PreferencesForm {
  const storedContext = readPreference(user.id, preferenceKeys.context);
  const valid = new Set(contextChoices(user).flatMap((g) => g.items.map((i) => i.value)));
  const defaultContext = storedContext && valid.has(storedContext) ? storedContext : fallbackContext;
  const landing = resolveLandingPage(readPreference(user.id, preferenceKeys.landingPage));
  const offered = landingChoices(user, defaultContext);
  const stored = Number(readPreference(user.id, preferenceKeys.pageSize));
  return {
    defaultContext,
    landingPage: offered.some((p) => p.name === landing.name) ? landing.name : resolveLandingPage(null).name,
    pageSize: String(isPageSize(stored) ? stored : DEFAULT_PAGE_SIZE),
  };
}
