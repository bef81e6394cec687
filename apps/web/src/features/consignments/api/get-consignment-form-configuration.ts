import { quoteEndpoints, type formConfigurationResponseSchema } from '@freight/contracts';
import type { MovementType } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { consignmentFormKeys } from './consignment-form-keys';

export type ConsignmentFormConfiguration = z.infer<typeof formConfigurationResponseSchema>['data'];

/** Spec 7 (L33): GET /form-configurations/consignment: the site's custom fields and default recovery. */
export const getConsignmentFormConfiguration = (
  siteId: string,
  type: MovementType,
  signal?: AbortSignal,
): Promise<ConsignmentFormConfiguration> =>
  callEndpoint(quoteEndpoints.formConfiguration, {
    params: { resourceType: 'consignment' },
    query: { siteId, type },
    signal,
  }).then((r) => r.data);

export const consignmentFormConfigurationQueryOptions = (siteId: string, type: MovementType) =>
  queryOptions({
    queryKey: consignmentFormKeys.formConfiguration(siteId, type),
    queryFn: ({ signal }) => getConsignmentFormConfiguration(siteId, type, signal),
    staleTime: 5 * 60_000,
  });

export const useConsignmentFormConfiguration = (siteId: string, type: MovementType) =>
  useQuery(consignmentFormConfigurationQueryOptions(siteId, type));
