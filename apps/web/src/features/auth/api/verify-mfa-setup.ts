import { authEndpoints } from '@freight/contracts';
import type { MfaPreferenceResponse, MfaVerifyRequest } from '@freight/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/config/query-keys';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 4.1: a verified set-up makes TOTP the preferred method and turns SMS off. */
export const verifyMfaSetup = (body: MfaVerifyRequest): Promise<MfaPreferenceResponse> =>
  callEndpoint(authEndpoints.verifyMfaSetup, { body });

export const useVerifyMfaSetup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyMfaSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
};
