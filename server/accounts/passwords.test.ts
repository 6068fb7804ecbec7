import { scryptSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashPassword, hashQueueLength, isStrongPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('stores a self-describing string with a random salt per password', async () => {
    const first = await hashPassword('Pyramids#2025');
    const second = await hashPassword('Pyramids#2025');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('Pyramids');
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Pyramids#2025');
    expect(await verifyPassword('Pyramids#2025', stored)).toBe(true);
    expect(await verifyPassword('pyramids#2025', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('reads the cost parameters from the stored string (older, cheaper hashes still verify and want a rehash)', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('Luxor@Karnak1', salt, 64, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifyPassword('Luxor@Karnak1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Luxor@Karnak1'))).toBe(false);
  });

  it('never matches a malformed or absurd stored value', async () => {
    const stored = await hashPassword('Pyramids#2025');
    const parts = stored.split('$');
    for (const broken of ['', 'plain-text', stored.replace('scrypt', 'bcrypt'), [...parts.slice(0, 1), 3000, ...parts.slice(2)].join('$'), [...parts.slice(0, 1), 2 ** 30, ...parts.slice(2)].join('$'), parts.slice(0, 5).join('$')]) {
      expect(await verifyPassword('Pyramids#2025', broken), broken).toBe(false);
    }
  });
});

describe('the hashing queue (hashing never starves the site)', () => {
  it('runs at most HASH_CONCURRENCY (1 or 2) computations at once; the others wait their turn and all finish right', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_CONCURRENCY).toBeLessThanOrEqual(2);
    const stored = await hashPassword('Pyramids#2025');
    expect(hashQueueLength()).toBe(0);
    const checks = [
      verifyPassword('Pyramids#2025', stored),
      verifyPassword('Wrong#2025', stored),
      spendPasswordCheckTime('Unknown#2025'),
      verifyPassword('Pyramids#2025', stored),
      hashPassword('Luxor#Temple1'),
    ];
    // Unknown accounts' checks (D18) wait in the same line as real ones, so they still cost the same.
    expect(hashQueueLength()).toBe(checks.length - HASH_CONCURRENCY);
    const [right, wrong, , again, rehashed] = await Promise.all(checks);
    expect([right, wrong, again]).toEqual([true, false, true]);
    expect(await verifyPassword('Luxor#Temple1', rehashed as string)).toBe(true);
    expect(hashQueueLength()).toBe(0);
  }, 60_000);
});

describe('the password strength rule (accounts §5)', () => {
  it.each([
    ['Pyramids#2025', true],
    ['a1!aaaaa', true],
    ['كلمةسر#2025', true],
    ['a1!aaaa', false], // 7 characters
    ['Pyramids2025', false], // no special character
    ['Pyramids#Giza', false], // no digit
    ['2025#2026!', false], // no letter
    ['Pyramids 2025', false], // a space is not a special character
    // Any character that is not a letter, a digit or a space is special (D236).
    ['Pyramids-2025', true],
    ['Pyramids~2025', true],
    ['Pyramids_2025', true],
    ['هرم؟2025abc', true],
    ['هرمٌ2025abc', false], // an Arabic vowel mark belongs to its letter
  ])('%s → %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});
