export const movementTypes = ['outbound', 'inbound', 'transfer'] as const;
