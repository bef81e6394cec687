import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) at OWASP's recommended 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps the timing of unknown and known names alike.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy-password-never-valid');
  return decoy;
}
