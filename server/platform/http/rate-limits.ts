import type { Context } from 'hono';
import type { Queryable } from '../db/db';
import { consume, purgeRateLimits, refund, type LimitRule } from '../rate-limits';
import type { Services } from '../services';
import { clientAddress } from './client-address';
import type { AppEnv } from './env';
import { defineMessages, type Language } from './messages';
import { runJobOnce } from '../job-runs';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The operations with rate limits, and what each counts (docs/decisions.md D131). */
export type LimitedOperation = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'googleLogin' | 'partnerApplication' | 'contactMessage';

interface OperationLimits {
  /** Per account: the identifier the body names. Absent when the body names none before it is verified. */
  account?: LimitRule;
  /** Per client address, before RATE_LIMIT_ADDRESS_FACTOR. */
  address: LimitRule;
}

export const OPERATION_LIMITS: Record<LimitedOperation, OperationLimits> = {
  // Password guessing: 10 wrong passwords per account in 15 minutes, 50 per address (a household or an
  // office behind one address); a correct password is not counted.
  login: { account: { limit: 10, windowMs: 15 * MINUTE }, address: { limit: 50, windowMs: 15 * MINUTE } },
  // Account creation and probing for taken addresses: 5 tries per e-mail, 20 sign-ups per address, an hour.
  register: { account: { limit: 5, windowMs: HOUR }, address: { limit: 20, windowMs: HOUR } },
  // Reset mail: 10 requests per account an hour (the mails themselves stop at 5), 20 per address.
  forgotPassword: { account: { limit: 10, windowMs: HOUR }, address: { limit: 20, windowMs: HOUR } },
  // Setting a new password with a link: 10 tries per account, 30 per address, in 15 minutes.
  resetPassword: { account: { limit: 10, windowMs: 15 * MINUTE }, address: { limit: 30, windowMs: 15 * MINUTE } },
  // The identity provider's token names no account until it is verified: failures per address only.
  googleLogin: { address: { limit: 30, windowMs: 15 * MINUTE } },
  // Partner applications carry up to four files of 3 MB and each stored one is read by a person: 10
  // attempts per address an hour, and 10 stored applications per company e-mail (a refused form is not
  // counted against the company: it stored nothing).
  partnerApplication: { account: { limit: 10, windowMs: HOUR }, address: { limit: 10, windowMs: HOUR } },
  // Contact Us: each message is mailed twice (support, and the sender's acknowledgement),
  // so a script must not turn the form into a mail cannon: 5 messages per sender e-mail and 20 per address an
  // hour (a refused form mailed nothing and is not counted against the e-mail).
  contactMessage: { account: { limit: 5, windowMs: HOUR }, address: { limit: 20, windowMs: HOUR } },
};

const tooMany = defineMessages('rateLimits');

/** "Too many attempts. Try again in 5 minutes." in the user's language, for a wait in whole seconds. */
export function tooManyAttemptsMessage(language: Language, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooMany(language, 'tryAgain', { count: minutes });
}

/** An account identifier as people type it: trimmed, lower case, without spaces in a user name. */
export function normaliseIdentifier(identifier: string): string {
  const trimmed = identifier.normalize('NFC').trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/\s+/g, '');
}

/**
 * The account an identifier names, as the login reads it (an e-mail when it has an @, else a user name):
 * its id when it exists, so that the e-mail and the user name of one account share one count; else the
 * identifier itself.
 */
export async function accountKeyOf(db: Queryable, identifier: string): Promise<string | null> {
  const normalised = normaliseIdentifier(identifier);
  if (normalised === '') return null;
  const row = normalised.includes('@')
    ? await db.one<{ id: string }>('select id::text as id from users where lower(email) = $1', [normalised])
    : await db.one<{ id: string }>('select id::text as id from users where lower(user_name) = $1', [normalised]);
  return row ? `user:${row.id}` : `name:${normalised}`;
}

export interface Admission {
  /**
   * Gives the attempt back (a login that succeeded, a failure the limit does not count): under every key,
   * or under the account's key only.
   */
  forgive(scope?: 'all' | 'account'): Promise<void>;
}

export type AdmissionResult = { ok: true; admission: Admission } | { ok: false; response: Response };

/**
 * The rate limits of the routes: `admit` counts one attempt under the operation's account and address
 * keys, and answers 429 with Retry-After (seconds) and a message in the user's language when a key is
 * over its limit.
 */
export function rateLimits(services: Services) {
  const { db, config } = services;
  return {
    async admit(c: Context<AppEnv>, operation: LimitedOperation, accountKey: string | null): Promise<AdmissionResult> {
      const limits = OPERATION_LIMITS[operation];
      const addressEntry = {
        key: `${operation}:address:${clientAddress(c, config.trustProxy)}`,
        rule: { ...limits.address, limit: limits.address.limit * config.rateLimitAddressFactor },
      };
      const keys = [
        addressEntry,
        ...(limits.account && accountKey ? [{ key: `${operation}:account:${accountKey}`, rule: limits.account }] : []),
      ];
      const verdict = await consume(db, keys, services.now);
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
        c.header('Retry-After', String(seconds));
        return { ok: false, response: c.json({ message: tooManyAttemptsMessage(c.get('language'), seconds) }, 429) };
      }
      const forgive = (scope: 'all' | 'account' = 'all') =>
        refund(db, keys.filter((entry) => scope === 'all' || entry.key !== addressEntry.key).map((entry) => entry.key));
      return { ok: true, admission: { forgive } };
    },
  };
}

const PURGE_EVERY_MS = 60 * 60 * 1000; // hourly: forget counters whose windows are over and offences forgiven

/** Background job: keeps the rate-limit table to the keys that still matter. */
export function purgeRateLimitsJob(services: Services): () => void {
  const run = () => {
    runJobOnce(services.db, 'purge-rate-limits', PURGE_EVERY_MS, () => purgeRateLimits(services.db, services.now())).catch((error: unknown) => {
      services.logger.error({ err: error }, 'purging rate limits failed');
    });
  };
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
