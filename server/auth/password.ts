// Password hashing with scrypt (node:crypto). Stored as `scrypt$N$r$p$salt$hash` (salt and
// hash in base64) so the cost parameters can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST = { N: 16_384, r: 8, p: 1 } as const;

/** The password-changed time of a password staff set (basic/account): long past, so the next
 * sign-in answers passWordOverdue, and until the party chooses its own the API answers only the
 * password change and the sign-out (auth/authenticate.ts). */
export const PASSWORD_NEVER_CHOSEN = new Date(0).toISOString();
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** True when `password` matches `stored`; false for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let hashOfNothing: Promise<string> | null = null;

/** For a username no account has: the same scrypt work as a real check, and false. So an unknown
 * username answers as slowly as a wrong password (no enumeration by timing). */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  hashOfNothing ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await hashOfNothing);
  return false;
}
