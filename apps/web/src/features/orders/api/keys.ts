export const orderKeys = {
  all: ['orders'] as const,
  lists: () => ['orders', 'list'] as const,
  list: (query: unknown) => ['orders', 'list', query] as const,
};
