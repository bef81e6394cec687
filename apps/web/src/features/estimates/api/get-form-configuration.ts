import { quoteEndpoints } from '@freight/contracts';
import type { MovementType, ShippingCostRecoveryWire } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { estimateKeys } from './keys';

/** Spec 7 (L33): GET /form-configurations/estimate, for the site's default shipping cost recovery. */
export const getRecoveryDefault = (
  siteId: string,
  type: MovementType,
  signal?: AbortSignal,
): Promise<ShippingCostRecoveryWire> =>
  callEndpoint(quoteEndpoints.formConfiguration, {
    params: { resourceType: 'estimate' },
    query: { siteId, type },
    signal,
  }).then((r) => r.data.shippingCostRecovery);

export const recoveryDefaultQueryOptions = (siteId: string, type: MovementType) =>
  queryOptions({
    queryKey: estimateKeys.formConfiguration(siteId, type),
    queryFn: ({ signal }) => getRecoveryDefault(siteId, type, signal),
    staleTime: 5 * 60_000,
  });

export const useRecoveryDefault = (siteId: string, type: MovementType) =>
  useQuery(recoveryDefaultQueryOptions(siteId, type));
