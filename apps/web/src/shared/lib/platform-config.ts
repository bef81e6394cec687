import { platformConfigSchema } from '@freight/contracts';
import type { PlatformConfig } from '@freight/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../config/query-keys';
import { apiRequest } from './api-client';

export const getPlatformConfig = (): Promise<PlatformConfig> =>
  apiRequest('/api/platform/config', platformConfigSchema);

export const platformConfigQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.platformConfig, queryFn: getPlatformConfig, staleTime: Infinity });

/** Public configuration: help contact, brand and the session re-check interval. */
export const usePlatformConfig = () => useQuery(platformConfigQueryOptions());
