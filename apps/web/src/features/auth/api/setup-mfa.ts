import { authEndpoints } from '@freight/contracts';
import type { MfaSetupResponse } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Starts TOTP set-up: a new secret and its QR code. */
export const setupMfa = (): Promise<MfaSetupResponse> => callEndpoint(authEndpoints.setupMfa, {});

export const useSetupMfa = () => useMutation({ mutationFn: setupMfa });
