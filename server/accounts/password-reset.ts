/**
 * Password reset by e-mail (accounts document §7): the link mailed, where it may point, and
 * the new password set with it; the same single-use links invite a partner to an account without a
 * password (D284).
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Queryable, type Mailer, defineMessages, isLoopbackHost } from '../platform';
import { hashPassword, isStrongPassword } from './passwords';
import { type AuthDeps, insertUser, type Profile, type Result, USER_COLUMNS } from './users';
import type { Language } from '@core/text/language';

export type { Language } from '@core/text/language';

/** A reset link works once, for an hour (accounts document §7). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour: nobody can flood someone's inbox through us. */
export const MAX_RESET_MAILS_PER_HOUR = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The pages of the app that take a reset link (the login screen's and the account screen's). */
export const RESET_PAGE_PATHS = ['/reset-password', '/account/reset-password'] as const;

/** Whitespace (any kind) or a control character anywhere: such a string is not one plain URL. */
const NOT_ONE_URL = /[\s\p{Cc}\p{Cf}]/u;

/**
 * Where a reset link may point: the server builds every link itself, from an origin and one
 * of the app's reset pages, and never mails what the client sent. A client's `url` chooses the origin
 * and page only when it is exactly one URL (no whitespace or control characters, nothing but `email`
 * and an empty trailing `token` in its query, no credentials or fragment) on the site's own origin
 * (PUBLIC_URL's); a loopback origin (the Vite dev server) only when PUBLIC_URL is loopback too.
 * Returns the link's origin and path, or null when the client's `url` is refused.
 */
export function resetLinkBase(url: string, publicUrl: string): string | null {
  if (NOT_ONE_URL.test(url) || !url.endsWith('token=')) return null;
  let link: URL;
  let site: URL;
  try {
    link = new URL(url);
    site = new URL(publicUrl);
  } catch {
    return null;
  }
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return null;
  if (link.username || link.password || link.hash || url.includes('#')) return null;
  if (!(RESET_PAGE_PATHS as readonly string[]).includes(link.pathname)) return null;
  const names = [...link.searchParams.keys()];
  if (names.at(-1) !== 'token' || names.some((name) => name !== 'email' && name !== 'token') || names.filter((n) => n === 'token').length !== 1) {
    return null;
  }
  const sameSite = link.origin === site.origin;
  const developerMachine = isLoopbackHost(site.hostname) && isLoopbackHost(link.hostname);
  return sameSite || developerMachine ? `${link.origin}${link.pathname}` : null;
}


/** The reset mail's words: `auth.resetMail…` in the server's locale files. */
const words = defineMessages('auth');

function resetMail(language: Language, name: string, link: string): { subject: string; text: string } {
  const say = (key: Parameters<typeof words>[1], values?: Record<string, string>) => words(language, key, values);
  return {
    subject: say('resetMailSubject'),
    text: [say('resetMailGreeting', { name }), '', say('resetMailIntro'), '', link, '', say('resetMailExpiry'), '', say('resetMailSignature')].join('\n'),
  };
}

/**
 * Forgot password: when `identifier` (an e-mail or a user name) belongs to an account, a single-use
 * token valid one hour is stored (its sha256 only) and a link to the reset page with the token is mailed
 * to the account's address: on the page `url` names when `resetLinkBase` accepts it, else on PUBLIC_URL. An unknown identifier is not an error, nor is a sixth request within the hour (nothing is
 * sent): the caller answers the same either way.
 */
export async function requestPasswordReset(
  deps: AuthDeps & { mailer: Mailer; publicUrl: string },
  input: { identifier: string; url: string | undefined; language: Language },
): Promise<Result<{ sent: boolean }, 'identifierRequired' | 'foreignUrl' | 'mailFailed'>> {
  const identifier = input.identifier.trim();
  if (identifier === '') return { ok: false, reason: 'identifierRequired' };
  const linkBase = input.url === undefined ? `${deps.publicUrl}${RESET_PAGE_PATHS[0]}` : resetLinkBase(input.url, deps.publicUrl);
  if (!linkBase) return { ok: false, reason: 'foreignUrl' };
  const user = await deps.db.one<Profile>(
    `select ${USER_COLUMNS} from users where lower(email) = lower($1) or lower(user_name) = lower($2)`,
    [identifier, identifier.replace(/\s+/g, '')],
  );
  if (!user) return { ok: true, sent: false };
  const recent = await deps.db.one<{ count: number }>(
    'select count(*)::int as count from password_reset_tokens where user_id = $1 and expires_at > $2',
    [user.id, deps.now],
  );
  if ((recent?.count ?? 0) >= MAX_RESET_MAILS_PER_HOUR) return { ok: true, sent: false };
  const link = await passwordLink(deps.db, user, linkBase, RESET_TOKEN_LIFETIME_MS, deps.now);
  try {
    await deps.mailer.send({ to: user.email, ...resetMail(input.language, user.name, link) });
  } catch {
    // The mailer has logged the failure (without the address); the caller hears that mail failed.
    return { ok: false, reason: 'mailFailed' };
  }
  return { ok: true, sent: true };
}

/**
 * A single-use link to the reset page (`linkBase`) that sets the account's password, valid `lifetimeMs`: a
 * forgotten password's (an hour), or a new partner's invitation (D284). Only the token's sha256 is stored.
 */
export async function passwordLink(db: Queryable, user: { id: string; email: string }, linkBase: string, lifetimeMs: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('insert into password_reset_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [sha256(token), user.id, new Date(now.getTime() + lifetimeMs)]);
  return `${linkBase}?email=${encodeURIComponent(user.email)}&token=${token}`;
}

/**
 * An account without a password (a partner invited by an admin, D284): its user name made from `userName`
 * (a number appended when taken). Null when the e-mail address already has an account.
 */
export async function createAccountWithoutPassword(db: Queryable, input: { userName: string; name: string; email: string }): Promise<{ id: string; email: string; userName: string } | null> {
  const row = await insertUser(db, { userName: input.userName.replace(/\s+/g, '') || 'Partner', name: input.name, email: input.email, passwordHash: null, googleSubject: null, avatar: null });
  return row === 'emailTaken' || row === 'subjectTaken' ? null : { id: row.id, email: row.email, userName: row.userName };
}

export type ResetProblem = 'invalidLink' | 'expiredLink' | 'usedLink' | 'passwordRequired' | 'weakPassword';

/**
 * Sets a new password with a reset token: the token must exist, belong to `identifier` (the e-mail or
 * user name the link carries), be unused and unexpired. Using it also retires the user's other reset
 * links. The link is checked before the password, so a dead link is reported first.
 */
export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; identifier: string; newPassword: string },
): Promise<Result<object, ResetProblem>> {
  const tokenHash = sha256(input.token.trim());
  const found = await deps.db.one<{ userId: string; email: string; userName: string; expiresAt: Date; usedAt: Date | null }>(
    `select t.user_id::text as "userId", u.email, u.user_name as "userName", t.expires_at as "expiresAt", t.used_at as "usedAt"
       from password_reset_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1`,
    [tokenHash],
  );
  const identifier = input.identifier.trim().toLowerCase();
  if (!found || (identifier !== found.email.toLowerCase() && identifier.replace(/\s+/g, '') !== found.userName.toLowerCase())) {
    return { ok: false, reason: 'invalidLink' };
  }
  if (found.usedAt) return { ok: false, reason: 'usedLink' };
  if (new Date(found.expiresAt).getTime() <= deps.now.getTime()) return { ok: false, reason: 'expiredLink' };
  if (input.newPassword === '') return { ok: false, reason: 'passwordRequired' };
  if (!isStrongPassword(input.newPassword)) return { ok: false, reason: 'weakPassword' };

  const passwordHash = await hashPassword(input.newPassword);
  const changed = await deps.db.transaction(async (tx) => {
    // Claiming the token and changing the password are one step: of two racing requests, one wins.
    const claimed = await tx.one('update password_reset_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning 1', [
      tokenHash,
      deps.now,
    ]);
    if (!claimed) return false;
    // Whoever knew the old password is signed out everywhere: sessions from before now end.
    await tx.query('update users set password_hash = $2, sessions_valid_after = $3 where id = $1', [found.userId, passwordHash, deps.now]);
    await tx.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [found.userId, deps.now]);
    return true;
  });
  return changed ? { ok: true } : { ok: false, reason: 'usedLink' };
}
