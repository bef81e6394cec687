import { mfaSetupResponseSchema } from '@freight/contracts';
import type { MfaSetupResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client';

/** Starts TOTP set-up: a new secret and its QR code. */
export const setupMfa = (): Promise<MfaSetupResponse> =>
  apiRequest('/api/auth/mfa/setup', mfaSetupResponseSchema, { method: 'POST' });

export const useSetupMfa = () => useMutation({ mutationFn: setupMfa });
