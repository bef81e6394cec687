import { consignmentEndpoints, consignmentResponseSchema, endpointPath } from '@freight/contracts';
import type { Consignment } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/lib/api-client';
import { ApiRequestError } from '../../../shared/lib/api-error';

export interface ConsignmentView {
  consignment: Consignment;
  links: z.infer<typeof consignmentResponseSchema>['links'];
  /** Spec 4: the version a delete or update names in If-Match. */
  etag: string;
}

export const consignmentViewKey = (id: string) => ['consignments', 'view', id] as const;

/** Spec 7: GET v0/consignments/{id}; its ETag (also `data.version`) is the version a change must name. */
export async function getConsignmentView(id: string, signal?: AbortSignal): Promise<ConsignmentView> {
  // the ETag header is read as well as the body, so the answer is read here rather than by callEndpoint
  const response = await apiFetch(endpointPath(consignmentEndpoints.get, { id }), { signal });
  const parsed = consignmentResponseSchema.safeParse(await response.json());
  if (!parsed.success) {
    console.error('Unexpected consignment answer', parsed.error.issues);
    throw new ApiRequestError('generic', response.status, [], 'Unexpected consignment answer');
  }
  return {
    consignment: parsed.data.data,
    links: parsed.data.links,
    etag: response.headers.get('etag') ?? parsed.data.data.version,
  };
}

export const consignmentViewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: consignmentViewKey(id),
    queryFn: ({ signal }) => getConsignmentView(id, signal),
  });

export const useConsignmentView = (id: string) => useQuery(consignmentViewQueryOptions(id));
