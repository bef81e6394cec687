import { authEndpoints, errorCodes, passwordResetMessages } from '@freight/contracts';
import type { ForgotPasswordRequest, ForgotPasswordResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';
import { ApiRequestError } from '../../../shared/lib/api-error';

/**
 * Spec 4.2, 8.3: requests a reset code. UserNotFound and NotAuthorized are treated as sent, with a placeholder
 * destination, so the answer never reveals which accounts exist.
 */
export async function requestPasswordResetCode(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  try {
    return await callEndpoint(authEndpoints.forgotPassword, { body });
  } catch (error) {
    if (
      error instanceof ApiRequestError &&
      error.hasCode(errorCodes.userNotFound, errorCodes.notAuthorized)
    ) {
      return { result: 'codeSent', deliveryMedium: 'EMAIL', message: passwordResetMessages.instruction };
    }
    throw error;
  }
}

export const useRequestPasswordResetCode = () =>
  useMutation({ mutationFn: requestPasswordResetCode, meta: { authFlow: true } });
