import { autoprintEndpoints, printingEndpoints } from '@freight/contracts';
import type { AutoprintConfigBody, PrintingPolicyBody } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { autoprintKeys } from './keys';

/** A save whose answer is the setting as now stored: it replaces the one read, with no read again. */
function useSaveSetting<B, T>(queryKey: QueryKey, save: (body: B) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: (saved) => queryClient.setQueryData(queryKey, saved) });
}

export const useSaveAutoprintConfig = (siteId: string) =>
  useSaveSetting(
    autoprintKeys.config(siteId),
    async (body: AutoprintConfigBody) =>
      (await callEndpoint(autoprintEndpoints.putConfig, { query: { siteId }, body })).data,
  );

/** POST (a new key, shown once) and DELETE of the site's secret key; either disconnects the agent of the old one. */
export function useSecretKey(siteId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: autoprintKeys.status(siteId) });
    void queryClient.invalidateQueries({ queryKey: autoprintKeys.secretKey(siteId) });
  };
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

export const useSavePrintingPolicy = (siteId: string) =>
  useSaveSetting(
    autoprintKeys.policy(siteId),
    async (body: PrintingPolicyBody) =>
      (await callEndpoint(printingEndpoints.putPolicy, { params: { siteId }, body })).data,
  );
