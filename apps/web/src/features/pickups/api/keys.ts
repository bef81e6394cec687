export const pickupKeys = {
  all: ['pickups'] as const,
  lists: () => ['pickups', 'list'] as const,
  list: (request: unknown) => ['pickups', 'list', request] as const,
  pickup: (id: string) => ['pickups', 'pickup', id] as const,
  reliability: (siteId: string) => ['pickups', 'reliability', siteId] as const,
  prefilled: (siteId: string, ids: readonly string[]) => ['pickups', 'prefilled', siteId, ids] as const,
  prefilledSender: (consignmentId: string) => ['pickups', 'prefilled-sender', consignmentId] as const,
};
