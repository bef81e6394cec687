import { autoprintEndpoints, printingEndpoints } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { ApiRequestError } from '../../../shared/lib/api-error';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { clientStateFromError, type ClientState } from '../lib/client-status';
import { sampleCarrierServices } from '../lib/sample-carrier-services';
import { autoprintKeys } from './keys';

/** Spec 7: GET v0/autoprint/client/status; 204 and 404 read as notInstalled, other failures as unavailable. */
export async function fetchClientState(siteId: string, signal?: AbortSignal): Promise<ClientState> {
  try {
    const answer = await callEndpoint(autoprintEndpoints.clientStatus, { query: { siteId }, signal });
    if (answer === null) return { status: 'notInstalled', machineName: null, version: null };
    return answer.data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return clientStateFromError(error);
  }
}

/** Polled, so the screen sees an agent start or stop. */
export const useClientState = (siteId: string) =>
  useQuery({
    queryKey: autoprintKeys.status(siteId),
    queryFn: ({ signal }) => fetchClientState(siteId, signal),
    refetchInterval: 5_000,
  });

/** Spec 7: GET v0/autoprint/client/printers; 204 is an empty list. */
export const usePrinters = (siteId: string) =>
  useQuery({
    queryKey: autoprintKeys.printers(siteId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(autoprintEndpoints.clientPrinters, { query: { siteId }, signal }))?.data ?? [],
    refetchInterval: 10_000,
  });

/** Spec 7 (T09): the site's live key by its first characters; null (204) when it has none. */
export const useSecretKeySummary = (siteId: string) =>
  useQuery({
    queryKey: autoprintKeys.secretKey(siteId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(autoprintEndpoints.getSecretKey, { query: { siteId }, signal }))?.data ?? null,
  });

/** What a read answers under `data`, re-read every `poll` ms when given. */
const useDataOf = <T>(
  queryKey: QueryKey,
  read: (signal: AbortSignal) => Promise<{ data: T }>,
  poll?: number,
) => useQuery({ queryKey, queryFn: async ({ signal }) => (await read(signal)).data, refetchInterval: poll });

export const useAutoprintConfig = (siteId: string) =>
  useDataOf(autoprintKeys.config(siteId), (signal) =>
    callEndpoint(autoprintEndpoints.getConfig, { query: { siteId }, signal }),
  );

export const useRecentPrintJobs = (siteId: string) =>
  useDataOf(
    autoprintKeys.jobs(siteId),
    (signal) => callEndpoint(autoprintEndpoints.printJobs, { query: { siteId }, signal }),
    5_000,
  );

export const usePrintingPolicy = (siteId: string) =>
  useDataOf(autoprintKeys.policy(siteId), (signal) =>
    callEndpoint(printingEndpoints.getPolicy, { params: { siteId }, signal }),
  );

/** Spec 7: GET /printing/carrier-services/site/{siteId}; a 404 falls back to a built-in sample list. */
export const usePrintingCarrierServices = (siteId: string) =>
  useQuery({
    queryKey: autoprintKeys.carrierServices(siteId),
    queryFn: async ({ signal }) => {
      try {
        return (await callEndpoint(printingEndpoints.carrierServices, { params: { siteId }, signal })).data;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return sampleCarrierServices;
        throw error;
      }
    },
    staleTime: 60_000,
  });
