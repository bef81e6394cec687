import { sessionEndpoints } from '@freight/contracts';
import { callEndpoint } from '../../../shared/lib/endpoint-client';

/** Spec 4.3: a global sign-out, ending every session of the user. */
export const signOut = (): Promise<void> => callEndpoint(sessionEndpoints.signOut, {}).then(() => undefined);
