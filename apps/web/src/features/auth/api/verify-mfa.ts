import { authEndpoints } from '@freight/contracts';
import type { MfaVerifyRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export const verifyMfa = (body: MfaVerifyRequest): Promise<SignInResponse> =>
  callEndpoint(authEndpoints.verifyMfa, { body });

export const useVerifyMfa = () => useMutation({ mutationFn: verifyMfa, meta: { authFlow: true } });
