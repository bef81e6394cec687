export const autoprintKeys = {
  all: ['autoprint'] as const,
  status: (siteId: string) => ['autoprint', 'status', siteId] as const,
  secretKey: (siteId: string) => ['autoprint', 'secret-key', siteId] as const,
  config: (siteId: string) => ['autoprint', 'config', siteId] as const,
  printers: (siteId: string) => ['autoprint', 'printers', siteId] as const,
  jobs: (siteId: string) => ['autoprint', 'jobs', siteId] as const,
  policy: (siteId: string) => ['autoprint', 'policy', siteId] as const,
  carrierServices: (siteId: string) => ['autoprint', 'carrier-services', siteId] as const,
};
