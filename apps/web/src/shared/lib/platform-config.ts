import { platformRoutes } from '@freight/contracts';
import type { PlatformConfig } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../config/query-keys';
import { callEndpoint, deferEndpoints } from './endpoint-client';

const endpoints = deferEndpoints(platformRoutes, () =>
  import('@freight/contracts/endpoints/platform').then((module) => module.platformEndpoints),
);

export const getPlatformConfig = (): Promise<PlatformConfig> => callEndpoint(endpoints.config, {});

export const platformConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.platformConfig, queryFn: getPlatformConfig, staleTime: Infinity });

/** Spec 2.3 "Give feedback": the provider's survey when it has one, else an e-mail to the help contact. */
export function feedbackLink(
  config: PlatformConfig | undefined,
): { href: string; external: boolean } | undefined {
  if (!config) return undefined;
  if (config.feedbackUrl) return { href: config.feedbackUrl, external: true };
  return {
    href: `mailto:${config.helpContact.email}?subject=${encodeURIComponent('Feedback')}`,
    external: false,
  };
}

/** Public configuration: help contact, brand and the session re-check interval. */
export const usePlatformConfig = () => useQuery(platformConfigQueryOptions());
