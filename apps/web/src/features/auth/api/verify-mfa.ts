import { signInResponseSchema } from '@freight/contracts';
import type { MfaVerifyRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const verifyMfa = (body: MfaVerifyRequest): Promise<SignInResponse> =>
  apiRequest('/api/auth/mfa/verify', signInResponseSchema, { method: 'POST', body });

export const useVerifyMfa = () => useMutation({ mutationFn: verifyMfa, meta: { authFlow: true } });
