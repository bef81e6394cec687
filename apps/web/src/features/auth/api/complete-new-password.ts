import { signInResponseSchema } from '@freight/contracts';
import type { CompleteNewPasswordRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const completeNewPassword = (body: CompleteNewPasswordRequest): Promise<SignInResponse> =>
  apiRequest('/api/auth/complete-new-password', signInResponseSchema, { method: 'POST', body });

export const useCompleteNewPassword = () =>
  useMutation({ mutationFn: completeNewPassword, meta: { authFlow: true } });
