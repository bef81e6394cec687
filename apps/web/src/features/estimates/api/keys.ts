import { queryKeys } from '../../../shared/config/query-keys';

export const estimateKeys = {
  all: queryKeys.estimates,
  lists: () => [...queryKeys.estimates, 'list'] as const,
  estimate: (id: string) => [...queryKeys.estimates, 'estimate', id] as const,
  formConfiguration: (siteId: string, type: string) =>
    [...queryKeys.estimates, 'form-configuration', siteId, type] as const,
};
