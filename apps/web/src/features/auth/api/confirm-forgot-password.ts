import { forgotPasswordConfirmResponseSchema } from '@freight/contracts';
import type { ForgotPasswordConfirmRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Spec 7.2: forgot-password complete, with the username, the code and the new password. */
export const confirmForgotPassword = (body: ForgotPasswordConfirmRequest) =>
  apiRequest('/api/auth/forgot-password/confirm', forgotPasswordConfirmResponseSchema, {
    method: 'POST',
    body,
  });

export const useConfirmForgotPassword = () =>
  useMutation({ mutationFn: confirmForgotPassword, meta: { authFlow: true } });
