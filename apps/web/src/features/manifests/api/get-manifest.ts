import { manifestEndpoints } from '@freight/contracts';
import type { ManifestDetail } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { manifestKeys } from './keys';

/** Spec 7 (O18): GET v0/manifests/{id}, with its staged consignments and the carrier's answers. */
export const getManifest = async (id: string, signal?: AbortSignal): Promise<ManifestDetail> =>
  (await callEndpoint(manifestEndpoints.get, { params: { id }, signal })).data;

export const manifestQueryOptions = (id: string) =>
  queryOptions({ queryKey: manifestKeys.manifest(id), queryFn: ({ signal }) => getManifest(id, signal) });

export const useManifest = (id: string) => useQuery(manifestQueryOptions(id));
