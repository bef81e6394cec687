import { authEndpoints } from '@freight/contracts';
import type { SignInRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export const signIn = (body: SignInRequest): Promise<SignInResponse> =>
  callEndpoint(authEndpoints.signIn, { body });

export const useSignIn = () => useMutation({ mutationFn: signIn, meta: { authFlow: true } });
