import { manifestEndpoints } from '@freight/contracts';
import type { CreateManifestRequest, ManifestDetail } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { CONSIGNMENT_LISTS_KEY, manifestKeys } from './keys';

/** Spec 7 (O12): POST v0/manifests; one manifest per carrier account, dispatch date and type. */
export const createManifest = async (body: CreateManifestRequest): Promise<ManifestDetail[]> =>
  (await callEndpoint(manifestEndpoints.create, { body })).data;

export function useCreateManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManifest,
    onSuccess: () => {
      // the manifested consignments leave Ready to manifest
      void queryClient.invalidateQueries({ queryKey: CONSIGNMENT_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: manifestKeys.all });
    },
  });
}
