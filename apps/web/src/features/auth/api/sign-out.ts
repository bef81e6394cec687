import { apiSend } from '../../../shared/lib/api-client';

/** Spec 4.3: a global sign-out, ending every session of the user. */
export const signOut = (): Promise<void> => apiSend('/api/auth/sign-out', { method: 'POST' });
