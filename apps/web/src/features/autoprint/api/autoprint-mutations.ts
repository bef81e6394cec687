import { autoprintEndpoints, printingEndpoints } from '@freight/contracts';
import type { AutoprintConfigBody, PrintingPolicyBody } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { autoprintKeys } from './keys';

export function useSaveAutoprintConfig(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AutoprintConfigBody) =>
      (await callEndpoint(autoprintEndpoints.putConfig, { query: { siteId }, body })).data,
    onSuccess: (config) => queryClient.setQueryData(autoprintKeys.config(siteId), config),
  });
}

/** POST (a new key, shown once) and DELETE of the site's secret key; either disconnects the agent of the old one. */
export function useSecretKey(siteId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: autoprintKeys.status(siteId) });
  const generate = useMutation({
    mutationFn: async () =>
      (await callEndpoint(autoprintEndpoints.createSecretKey, { query: { siteId } })).data.secretKey,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => callEndpoint(autoprintEndpoints.deleteSecretKey, { query: { siteId } }),
    onSuccess: refresh,
  });
  return { generate, remove };
}

export function useSavePrintingPolicy(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrintingPolicyBody) =>
      (await callEndpoint(printingEndpoints.putPolicy, { params: { siteId }, body })).data,
    onSuccess: (policy) => queryClient.setQueryData(autoprintKeys.policy(siteId), policy),
  });
}
