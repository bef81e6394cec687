import { orderEndpoints, type OrderListQueryInput } from '@freight/contracts';
import { toPagedResult } from '@freight/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { orderKeys } from './keys';

/** Spec 7 (R03): GET /orders. */
export const listOrders = (query: OrderListQueryInput, signal?: AbortSignal) =>
  callEndpoint(orderEndpoints.list, { query, signal }).then(toPagedResult);

export const useOrders = (query: OrderListQueryInput) =>
  useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
    // orders leave the open list when a consignment is made from them elsewhere: read afresh on every visit
    staleTime: 0,
  });
