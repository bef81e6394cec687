export const estimateKeys = {
  all: ['estimates'] as const,
  lists: () => ['estimates', 'list'] as const,
  estimate: (id: string) => ['estimates', 'estimate', id] as const,
  formConfiguration: (siteId: string, type: string) =>
    ['estimates', 'form-configuration', siteId, type] as const,
};
