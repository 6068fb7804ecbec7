/**
 * Password hashing with node:crypto scrypt: a random salt per password, the cost parameters stored with
 * the hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old
 * accounts, and a constant-time comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Today's cost, one of OWASP's scrypt settings: N = 2^15, r = 8, p = 3 (32 MB, about 0.2 s per check). */
const COST = { N: 2 ** 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Stored parameters beyond these are refused rather than run (a corrupt row must not exhaust memory). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/** The spec's password strength rule (accounts §5): 8 or more characters, a letter, a digit and a special character. */
export const MIN_PASSWORD_LENGTH = 8;
const SPECIAL_CHARACTERS = /[!@#$%^&*(),.?":{}|<>]/;

export function isStrongPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && SPECIAL_CHARACTERS.test(password);
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memoryFor = ({ N, r, p }: { N: number; r: number; p: number }) => 128 * N * r * p + 16 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, { ...COST, maxmem: memoryFor(COST) });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  if (N < 2 || (N & (N - 1)) !== 0 || N > MAX_N || r > MAX_R || p > MAX_P) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** True when `password` is the one `stored` was made from. A malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await deriveKey(password, salt, key.length, { N, r, p, maxmem: memoryFor({ N, r, p }) });
  return timingSafeEqual(candidate, key);
}

/** True when the stored hash was made with weaker parameters than today's (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parseStoredHash(stored);
  return !parsed || parsed.N < COST.N || parsed.r < COST.r || parsed.p < COST.p || parsed.key.length < KEY_BYTES;
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time a real password check takes, for logins with an unknown user name or an account
 * without a password: the answer's timing must not tell whether an account exists.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'));
  await verifyPassword(password, await decoy);
}
