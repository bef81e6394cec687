import type { formResourceTypes } from '@freight/contracts';
import type { FakeHandler } from './fake-api';

/** Fake API handlers: a form's configuration with no custom fields and no shipping cost recovery. */
export const plainFormConfiguration = (
  resourceType: (typeof formResourceTypes)[number],
): Record<string, FakeHandler> => ({
  [`GET /api/sender/form-configurations/${resourceType}`]: () => ({
    body: { data: { customFields: [], shippingCostRecovery: { type: 'none', value: null } } },
  }),
});
