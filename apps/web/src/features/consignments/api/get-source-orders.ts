import { orderEndpoints, type Order } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { consignmentFormKeys } from './consignment-form-keys';

/** Spec 7 (R05): GET /orders/{id} for each order a new consignment is made from. */
export const getSourceOrders = (ids: readonly string[], signal?: AbortSignal): Promise<Order[]> =>
  Promise.all(
    ids.map((id) =>
      callEndpoint(orderEndpoints.get, { params: { id }, signal }).then((answer) => answer.data),
    ),
  );

export const useSourceOrders = (ids: readonly string[]) =>
  useQuery({
    queryKey: consignmentFormKeys.orders(ids),
    queryFn: ({ signal }) => getSourceOrders(ids, signal),
    enabled: ids.length > 0,
  });
