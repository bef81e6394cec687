export const POLICIES_PATH = '/api/org/sender-policies/receiver-carrier-selection';

export const policyKeys = {
  all: ['carrier-preferences'] as const,
  lists: (siteId: string) => ['carrier-preferences', 'site', siteId] as const,
  policy: (id: string) => ['carrier-preferences', 'policy', id] as const,
};

export const policyPath = (id: string, action?: 'activate' | 'deactivate') =>
  `${POLICIES_PATH}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
