import { authEndpoints } from '@freight/contracts';
import type { ChangePasswordRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Change password: 204, every other session of the user ended. */
export const changePassword = (body: ChangePasswordRequest): Promise<void> =>
  callEndpoint(authEndpoints.changePassword, { body }).then(() => undefined);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
