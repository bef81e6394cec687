import { authEndpoints } from '@freight/contracts';
import type { CompleteNewPasswordRequest, SignInResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

export const completeNewPassword = (body: CompleteNewPasswordRequest): Promise<SignInResponse> =>
  callEndpoint(authEndpoints.completeNewPassword, { body });

export const useCompleteNewPassword = () =>
  useMutation({ mutationFn: completeNewPassword, meta: { authFlow: true } });
