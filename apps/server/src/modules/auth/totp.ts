import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

function totpFor(secretBase32: string, label = 'user', issuer = 'Freight') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, label: string, issuer: string): string {
  return totpFor(secretBase32, label, issuer).toString();
}

/** The time step a code matches (one step of clock drift either way), or null. */
export function matchTotp(secretBase32: string, code: string, now: Date): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code, for tests and the demo. */
export function currentTotp(secretBase32: string, now: Date): string {
  return totpFor(secretBase32).generate({ timestamp: now.getTime() });
}
