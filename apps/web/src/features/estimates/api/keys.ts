export const ESTIMATES_PATH = '/api/sender/v0/estimates';
export const ESTIMATE_SEARCH_PATH = '/api/sender/estimates/search';

export const estimateKeys = {
  all: ['estimates'] as const,
  lists: () => ['estimates', 'list'] as const,
  estimate: (id: string) => ['estimates', 'estimate', id] as const,
  entries: (siteId: string, search: string) => ['estimates', 'entries', siteId, search] as const,
  localities: (q: string) => ['estimates', 'localities', q] as const,
  preset: (siteId: string, code: string) => ['estimates', 'preset', siteId, code] as const,
  formConfiguration: (siteId: string, type: string) =>
    ['estimates', 'form-configuration', siteId, type] as const,
};
