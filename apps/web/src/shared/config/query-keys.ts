/** Query keys shared across features, so one feature can refresh what another reads without importing it. */
export const queryKeys = {
  session: ['auth', 'session'] as const,
  platformConfig: ['platform', 'config'] as const,
  legalDocuments: ['legal', 'documents'] as const,
  /** The signed-in user with sites, optionally fetched in a context (tenant header). */
  user: (tenant?: string) => (tenant ? (['user', tenant] as const) : (['user'] as const)),
  userAll: ['user'] as const,
  /** Carrier service preferences, which name address book entries and go when their entry is deleted. */
  carrierPreferences: ['carrier-preferences'] as const,
  /** Every estimate query: a consignment made from an estimate, or deleted, changes what the estimate lists. */
  estimates: ['estimates'] as const,
};
