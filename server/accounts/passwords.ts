/**
 * Password hashing with node:crypto scrypt: a random salt per password, the cost parameters stored with
 * the hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking old
 * accounts, and a constant-time comparison.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** Today's cost, one of OWASP's scrypt settings: N = 2^15, r = 8, p = 3 (32 MB, about 0.2 s per check). */
const COST = { N: 2 ** 15, r: 8, p: 3 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Stored parameters beyond these are refused rather than run (a corrupt row must not exhaust memory). */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * The spec's password strength rule (accounts §5): 8 or more characters, a letter, a digit and a special
 * character, which is any character that is not a letter, a digit or a space (D236: the spec's
 * list refused - and ~ while the hint said "such as"). The browser's rule (src/machines/sign-up-form/credential-rules.ts) is the same.
 */
export const MIN_PASSWORD_LENGTH = 8;
const SPECIAL_CHARACTERS = /[^\p{L}\p{M}\p{N}\s]/u;

export function isStrongPassword(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && SPECIAL_CHARACTERS.test(password);
}

/**
 * How many scrypt computations run at once: one core's worth fewer than the machine has, at most two,
 * at least one. scrypt runs on libuv's pool of four threads, which also compresses answers (zlib) and
 * reads files; unbounded, 20 parallel logins took all four threads and both cores of a 2-core machine,
 * and a tour page waited seconds behind them (docs/performance.md, D136). Bounded, the pool keeps two
 * or three threads and the machine a core for everything else; the other checks wait their turn here.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than HASH_CONCURRENCY computations are running; the others wait in order. */
async function inHashQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (running stays the same), or give it back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Computations waiting for their turn (for tests and diagnostics). */
export function hashQueueLength(): number {
  return waiting.length;
}

function deriveKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return inHashQueue(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
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
