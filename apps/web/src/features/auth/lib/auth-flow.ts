import { session } from '../../../shared/lib/browser-storage';

/** Per-tab state between the sign-in screens: a pending challenge and the username of a reset (spec 2.1, 4.1). */
export type PendingChallenge = 'totp' | 'newPassword';

const CHALLENGE_KEY = 'freight.auth.challenge';
const RESET_USERNAME_KEY = 'freight.auth.reset-username';

export function setPendingChallenge(challenge: PendingChallenge): void {
  session.set(CHALLENGE_KEY, challenge);
}

export function pendingChallenge(): PendingChallenge | undefined {
  const value = session.get(CHALLENGE_KEY);
  return value === 'totp' || value === 'newPassword' ? value : undefined;
}

export function clearPendingChallenge(): void {
  session.remove(CHALLENGE_KEY);
}

export function storeResetUsername(username: string): void {
  session.set(RESET_USERNAME_KEY, username);
}

export function resetUsername(): string | undefined {
  return session.get(RESET_USERNAME_KEY) ?? undefined;
}

export function clearResetUsername(): void {
  session.remove(RESET_USERNAME_KEY);
}

/** The unconfirmed-user state: anything a half-finished sign-in left behind. */
export function clearAuthFlow(): void {
  clearPendingChallenge();
  clearResetUsername();
}
