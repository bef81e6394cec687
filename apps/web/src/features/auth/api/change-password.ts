import type { ChangePasswordRequest } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../shared/lib/api-client';

/** POST /api/auth/change-password: 204, every other session of the user ended. */
export const changePassword = (body: ChangePasswordRequest): Promise<void> =>
  apiSend('/api/auth/change-password', { method: 'POST', body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
