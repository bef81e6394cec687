import { signInResponseSchema } from '@freight/contracts';
import type { SignInRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

export const signIn = (body: SignInRequest): Promise<SignInResponse> =>
  apiRequest('/api/auth/sign-in', signInResponseSchema, { method: 'POST', body });

export const useSignIn = () => useMutation({ mutationFn: signIn, meta: { authFlow: true } });
