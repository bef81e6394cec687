export const policyKeys = {
  all: ['carrier-preferences'] as const,
  lists: (siteId: string) => ['carrier-preferences', 'site', siteId] as const,
  policy: (id: string) => ['carrier-preferences', 'policy', id] as const,
};
