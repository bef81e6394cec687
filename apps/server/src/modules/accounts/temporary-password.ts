import { randomInt } from 'node:crypto';
import { meetsPasswordPolicy } from '@freight/rules';

// No look-alikes (0/O, 1/l/I), so support can read it out over the phone.
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Four groups of four (about 93 bits), meeting the password policy, e.g. 'Hq7m-x2Kp-9vTe-Rw4n'. */
export function generateTemporaryPassword(): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () =>
      Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join(''),
    );
    const password = groups.join('-');
    if (meetsPasswordPolicy(password)) return password;
  }
}
