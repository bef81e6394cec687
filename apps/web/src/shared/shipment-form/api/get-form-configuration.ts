import { quoteEndpoints } from '@freight/contracts';
import type { formConfigurationResponseSchema, formResourceTypes, MovementType } from '@freight/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../lib/endpoint-client';

export type FormConfiguration = z.infer<typeof formConfigurationResponseSchema>['data'];

/**
 * Spec 7 (L33): GET /form-configurations/{resourceType}: a site's custom fields and default shipping cost recovery
 * for a consignment's or an estimate's form, under the form's own query key; read again after five minutes.
 */
export const formConfigurationQueryOptions = (
  resourceType: (typeof formResourceTypes)[number],
  siteId: string,
  type: MovementType,
  queryKey: readonly string[],
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }): Promise<FormConfiguration> =>
      callEndpoint(quoteEndpoints.formConfiguration, {
        params: { resourceType },
        query: { siteId, type },
        signal,
      }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
