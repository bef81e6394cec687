import { queryKeys } from '../../../shared/config/query-keys';

export const policyKeys = {
  all: queryKeys.carrierPreferences,
  lists: (siteId: string) => ['carrier-preferences', 'site', siteId] as const,
  policy: (id: string) => ['carrier-preferences', 'policy', id] as const,
};
