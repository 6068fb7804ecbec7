/**
 * Accounts and sessions (accounts document §3–§5, §7): sign-up, login, logout, password reset by e-mail,
 * identity-provider sign-in, profile and avatar. Plain functions over the database; they know nothing of
 * HTTP. Expected failures are results (`{ ok: false, reason }`) the routes turn into a status and a
 * message in the user's language.
 */
import { createHash, randomBytes } from 'node:crypto';
import { type Db, type Queryable, type Mailer, issueToken, revokeToken, type Role, checkUpload, removeUpload, saveUpload, isLoopbackHost } from '../platform';
import type { IdentityProvider } from './identity-provider';
import { hashPassword, isStrongPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from './passwords';

export type Language = 'en' | 'ar';

/** What every account function needs: the database, the token key and the time of the request. */
export interface AuthDeps {
  db: Db;
  jwtSecret: string;
  now: Date;
}

export interface Profile {
  id: string;
  userName: string;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  /** As stored (issue 20): ADMIN_EMAILS makes an account an admin on top of it (`roleOf`). */
  role: Role;
}

/** A signed-in user: a fresh token and the profile it belongs to. */
export interface Session {
  token: string;
  user: Profile;
}

export type Result<T, R extends string> = ({ ok: true } & T) | { ok: false; reason: R };

/** A reset link works once, for an hour (accounts document §7, issue 3). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour: nobody can flood someone's inbox through us. */
export const MAX_RESET_MAILS_PER_HOUR = 5;
/** Expired reset links and logged-out tokens are forgotten after this long. */
const FORGET_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

// ------------------------------------------------------------------------------------------- rules

/** The same e-mail shape the contract's `format: email` accepts (ajv-formats, full mode). */
const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
export const MAX_EMAIL_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Names: letters of any script (with their marks), spaces, apostrophes and hyphens (accounts §5), and at least one letter. */
const NAME_PATTERN = /^[\p{L}\p{M}\s'’-]+$/u;

export type NameProblem = 'nameRequired' | 'invalidName';
export type EmailProblem = 'emailRequired' | 'invalidEmail';

function checkName(name: string): NameProblem | null {
  if (name === '') return 'nameRequired';
  return NAME_PATTERN.test(name) && /\p{L}/u.test(name) ? null : 'invalidName';
}

function checkEmail(email: string): EmailProblem | null {
  if (email === '') return 'emailRequired';
  return isValidEmail(email) ? null : 'invalidEmail';
}

/** A phone number is optional; when given: digits (any script) with spaces, + ( ) . -, 6 to 20 digits. */
function checkPhone(phone: string): 'invalidPhone' | null {
  if (!/^\+?[\p{Nd}\s().-]+$/u.test(phone)) return 'invalidPhone';
  const digits = phone.replace(/\P{Nd}/gu, '').length;
  return digits >= 6 && digits <= 20 ? null : 'invalidPhone';
}

const collapseSpaces = (text: string) => text.trim().replace(/\s+/g, ' ');

// ------------------------------------------------------------------------------------------- users

const USER_COLUMNS = `id::text as id, user_name as "userName", name, email, phone, avatar_url as avatar, role`;

interface UserRow extends Profile {
  passwordHash: string | null;
  googleSubject: string | null;
}

const USER_ROW_COLUMNS = `${USER_COLUMNS}, password_hash as "passwordHash", google_subject as "googleSubject"`;

function profileOf(row: Profile): Profile {
  return { id: row.id, userName: row.userName, name: row.name, email: row.email, phone: row.phone, avatar: row.avatar, role: row.role };
}

async function sessionFor(deps: AuthDeps, user: Profile): Promise<Session> {
  const token = await issueToken(deps.jwtSecret, { id: user.id, userName: user.userName, email: user.email }, deps.now);
  return { token, user: profileOf(user) };
}

export async function findUser(db: Queryable, id: string): Promise<Profile | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return db.one<Profile>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
}

const emailInUse = async (db: Queryable, email: string) =>
  (await db.one('select 1 from users where lower(email) = lower($1)', [email])) !== null;

/** The user name itself when free, else with the smallest free number appended (MariamAdel2, MariamAdel3, …). */
async function freeUserName(db: Queryable, base: string): Promise<string> {
  const rows = await db.query<{ name: string }>('select lower(user_name) as name from users where starts_with(lower(user_name), lower($1))', [base]);
  const taken = new Set(rows.map((row) => row.name));
  if (!taken.has(base.toLowerCase())) return base;
  for (let number = 2; ; number += 1) {
    if (!taken.has(`${base}${number}`.toLowerCase())) return `${base}${number}`;
  }
}

interface NewUser {
  userName: string;
  name: string;
  email: string;
  passwordHash: string | null;
  googleSubject: string | null;
  avatar: string | null;
}

/**
 * Inserts a user under a free user name. Two sign-ups racing for the same name are fine (the loser takes
 * the next number); a taken e-mail or provider account is reported, not thrown.
 */
async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | 'emailTaken' | 'subjectTaken'> {
  let userName = user.userName;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row = await db.one<UserRow>(
      `insert into users (user_name, name, email, password_hash, google_subject, avatar_url)
       values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing
       returning ${USER_ROW_COLUMNS}`,
      [userName, user.name, user.email, user.passwordHash, user.googleSubject, user.avatar],
    );
    if (row) return row;
    if (await emailInUse(db, user.email)) return 'emailTaken';
    if (user.googleSubject && (await db.one('select 1 from users where google_subject = $1', [user.googleSubject]))) return 'subjectTaken';
    userName = await freeUserName(db, user.userName);
  }
  throw new Error(`could not find a free user name for '${user.userName}'`);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

// ------------------------------------------------------------------------------------------- sign-up and login

export type RegisterProblem = NameProblem | EmailProblem | 'passwordRequired' | 'weakPassword' | 'emailTaken';

/**
 * Sign-up. `userName` is what the sign-up form sends (the name without whitespace); it becomes both the
 * user name (whitespace removed, a number appended when taken) and the display name until the user edits
 * it. The e-mail must be new (compared without regard to case).
 */
export async function register(
  deps: AuthDeps,
  input: { userName: string; email: string; password: string },
): Promise<Result<{ session: Session }, RegisterProblem>> {
  const name = collapseSpaces(input.userName);
  const email = input.email.trim();
  const problem = checkName(name) ?? checkEmail(email) ?? (input.password === '' ? 'passwordRequired' : null) ?? (isStrongPassword(input.password) ? null : 'weakPassword');
  if (problem) return { ok: false, reason: problem };
  if (await emailInUse(deps.db, email)) return { ok: false, reason: 'emailTaken' };
  const passwordHash = await hashPassword(input.password);
  const row = await insertUser(deps.db, { userName: name.replace(/\s+/g, ''), name, email, passwordHash, googleSubject: null, avatar: null });
  if (row === 'emailTaken' || row === 'subjectTaken') return { ok: false, reason: 'emailTaken' };
  return { ok: true, session: await sessionFor(deps, row) };
}

/**
 * Login with the user name or the e-mail address (anything with an @ is read as an e-mail) and the
 * password. Every failure is the same `badCredentials`, after the same amount of work, so the answer
 * does not tell which part was wrong or whether the account exists.
 */
export async function login(
  deps: AuthDeps,
  input: { identifier: string; password: string },
): Promise<Result<{ session: Session }, 'identifierRequired' | 'badCredentials'>> {
  const identifier = input.identifier.trim();
  if (identifier === '') return { ok: false, reason: 'identifierRequired' };
  const row = identifier.includes('@')
    ? await deps.db.one<UserRow>(`select ${USER_ROW_COLUMNS} from users where lower(email) = lower($1)`, [identifier])
    : await deps.db.one<UserRow>(`select ${USER_ROW_COLUMNS} from users where lower(user_name) = lower($1)`, [identifier.replace(/\s+/g, '')]);
  if (!row?.passwordHash) {
    await spendPasswordCheckTime(input.password);
    return { ok: false, reason: 'badCredentials' };
  }
  if (!(await verifyPassword(input.password, row.passwordHash))) return { ok: false, reason: 'badCredentials' };
  if (needsRehash(row.passwordHash)) {
    await deps.db.query('update users set password_hash = $2 where id = $1', [row.id, await hashPassword(input.password)]);
  }
  return { ok: true, session: await sessionFor(deps, row) };
}

/** Logout: the presented token is refused from now on. */
export async function logout(db: Queryable, token: { tokenId: string; expiresAt: Date }): Promise<void> {
  await revokeToken(db, token.tokenId, token.expiresAt);
}

// ------------------------------------------------------------------------------------------- password reset

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The pages of the app that take a reset link (the login screen's and the account screen's). */
export const RESET_PAGE_PATHS = ['/reset-password', '/account/reset-password'] as const;

/** Whitespace (any kind) or a control character anywhere: such a string is not one plain URL. */
const NOT_ONE_URL = /[\s\p{Cc}\p{Cf}]/u;

/**
 * Where a reset link may point (issue 14): the server builds every link itself, from an origin and one
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


const RESET_MAIL: Record<Language, { subject: string; text: (name: string, link: string) => string }> = {
  en: {
    subject: 'Reset your Rihla password',
    text: (name, link) =>
      [
        `Hello ${name},`,
        '',
        'We received a request to reset the password of your Rihla account. Open this link to choose a new password:',
        '',
        link,
        '',
        'The link works once and expires in one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.',
        '',
        'Rihla',
      ].join('\n'),
  },
  ar: {
    subject: 'إعادة تعيين كلمة مرور حسابك في رحلة',
    text: (name, link) =>
      [
        `مرحبًا ${name}،`,
        '',
        'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في رحلة. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
        '',
        link,
        '',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إذا لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.',
        '',
        'رحلة',
      ].join('\n'),
  },
};

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
  const mail = RESET_MAIL[input.language];
  try {
    await deps.mailer.send({ to: user.email, subject: mail.subject, text: mail.text(user.name, link) });
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

// ------------------------------------------------------------------------------------------- identity provider

export type ProviderSignInProblem = 'notConfigured' | 'invalidToken' | 'unverifiedEmail' | 'unavailable' | 'linkedElsewhere';

/** A user name from the provider's name, else the e-mail's local part, keeping only what a name may hold. */
function userNameFrom(name: string | null, email: string): string {
  const keep = (text: string) => text.replace(/[^\p{L}\p{M}'’-]/gu, '');
  const fromName = keep(name ?? '');
  if (/\p{L}/u.test(fromName)) return fromName.slice(0, 100);
  const fromEmail = keep(email.split('@')[0] ?? '');
  return /\p{L}/u.test(fromEmail) ? fromEmail.slice(0, 100) : 'Traveller';
}

/**
 * Identity-provider sign-in: verifies the ID token, then signs in the user linked to the provider
 * account; else links the account with the same e-mail (the provider must have verified that address);
 * else creates a user from the token's e-mail, name and picture.
 */
export async function signInWithProvider(
  deps: AuthDeps,
  provider: IdentityProvider,
  credential: string,
): Promise<Result<{ session: Session; created: boolean }, ProviderSignInProblem>> {
  const check = await provider.verify(credential, deps.now);
  if (!check.ok) return check;
  const { identity } = check;
  if (!isValidEmail(identity.email)) return { ok: false, reason: 'invalidToken' };
  // An unverified address could be anyone's: it may neither take over nor reserve an account.
  if (!identity.emailVerified) return { ok: false, reason: 'unverifiedEmail' };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const linked = await deps.db.one<UserRow>(`select ${USER_ROW_COLUMNS} from users where google_subject = $1`, [identity.subject]);
    if (linked) return { ok: true, session: await sessionFor(deps, linked), created: false };

    const sameEmail = await deps.db.one<UserRow>(`select ${USER_ROW_COLUMNS} from users where lower(email) = lower($1)`, [identity.email]);
    if (sameEmail) {
      if (sameEmail.googleSubject) return { ok: false, reason: 'linkedElsewhere' };
      const updated = await deps.db.one<UserRow>(
        `update users set google_subject = $2, avatar_url = coalesce(avatar_url, $3)
          where id = $1 and google_subject is null
          returning ${USER_ROW_COLUMNS}`,
        [sameEmail.id, identity.subject, identity.picture],
      );
      if (updated) return { ok: true, session: await sessionFor(deps, updated), created: false };
      continue; // linked meanwhile by a parallel sign-in: look again
    }

    const name = collapseSpaces(identity.name ?? identity.email.split('@')[0] ?? '').slice(0, 100) || userNameFrom(null, identity.email);
    const created = await insertUser(deps.db, {
      userName: userNameFrom(identity.name, identity.email),
      name,
      email: identity.email,
      passwordHash: null,
      googleSubject: identity.subject,
      avatar: identity.picture,
    });
    if (typeof created !== 'string') return { ok: true, session: await sessionFor(deps, created), created: true };
    // The account appeared meanwhile (a parallel sign-in or sign-up): look again.
  }
  throw new Error('identity-provider sign-in did not settle');
}

// ------------------------------------------------------------------------------------------- profile

export type UpdateProblem = NameProblem | EmailProblem | 'invalidPhone' | 'emailTaken' | 'userNotFound';

/**
 * Profile edit (accounts §5): name and e-mail required, phone optional (empty clears it). The user name
 * stays as it is: it is the login handle. Answers a fresh token carrying the new details.
 */
export async function updateUser(
  deps: AuthDeps,
  userId: string,
  input: { name: string; email: string; phone?: string | null | undefined },
): Promise<Result<{ session: Session }, UpdateProblem>> {
  const name = collapseSpaces(input.name);
  const email = input.email.trim();
  const phone = input.phone?.trim() ? collapseSpaces(input.phone) : null;
  const problem = checkName(name) ?? checkEmail(email) ?? (phone === null ? null : checkPhone(phone));
  if (problem) return { ok: false, reason: problem };
  let row: Profile | null;
  try {
    row = await deps.db.one<Profile>(
      `update users set name = $2, email = $3, phone = $4
        where id = $1 and not exists (select 1 from users other where lower(other.email) = lower($3) and other.id <> $1)
        returning ${USER_COLUMNS}`,
      [userId, name, email, phone],
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'emailTaken' };
    throw error;
  }
  if (!row) return { ok: false, reason: (await findUser(deps.db, userId)) ? 'emailTaken' : 'userNotFound' };
  return { ok: true, session: await sessionFor(deps, row) };
}

/**
 * A new avatar: PNG, JPEG or WebP by content, at most 2 MB (accounts §5, §9), stored under
 * uploads/avatars with a random name; the previous uploaded avatar is deleted.
 */
export async function setAvatar(
  deps: AuthDeps & { uploadsDir: string },
  userId: string,
  image: Blob,
): Promise<Result<{ user: Profile }, 'imageTooLarge' | 'invalidImageType' | 'userNotFound'>> {
  const check = await checkUpload(image);
  if (!check.ok) return { ok: false, reason: check.reason === 'tooLarge' ? 'imageTooLarge' : 'invalidImageType' };
  const previous = await deps.db.one<{ avatar: string | null }>('select avatar_url as avatar from users where id = $1', [userId]);
  if (!previous) return { ok: false, reason: 'userNotFound' };
  const path = await saveUpload(deps.uploadsDir, 'avatars', check.bytes, check.file);
  const row = await deps.db.one<Profile>(`update users set avatar_url = $2 where id = $1 returning ${USER_COLUMNS}`, [userId, path]);
  if (!row) {
    await removeUpload(deps.uploadsDir, path);
    return { ok: false, reason: 'userNotFound' };
  }
  if (previous.avatar !== path) await removeUpload(deps.uploadsDir, previous.avatar);
  return { ok: true, user: profileOf(row) };
}

// ------------------------------------------------------------------------------------------- housekeeping

/** Forgets logged-out tokens that have expired anyway, and reset links a week past their expiry. */
export async function purgeExpiredAuthRecords(db: Queryable, now: Date): Promise<{ revokedTokens: number; resetTokens: number }> {
  const revoked = await db.query('delete from revoked_tokens where expires_at < $1 returning 1', [now]);
  const reset = await db.query('delete from password_reset_tokens where expires_at < $1 returning 1', [new Date(now.getTime() - FORGET_AFTER_MS)]);
  return { revokedTokens: revoked.length, resetTokens: reset.length };
}
