import { authEndpoints } from '@freight/contracts';
import type { ForgotPasswordConfirmRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 7.2: forgot-password complete, with the username, the code and the new password. */
export const confirmForgotPassword = (body: ForgotPasswordConfirmRequest) =>
  callEndpoint(authEndpoints.confirmForgotPassword, { body });

export const useConfirmForgotPassword = () =>
  useMutation({ mutationFn: confirmForgotPassword, meta: { authFlow: true } });
