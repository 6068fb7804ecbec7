/**
 * Accounts and sessions (accounts document §3–§5, §7): sign-up, login, logout, password reset by e-mail,
 * identity-provider sign-in, profile and avatar. Plain functions over the database; they know nothing of
 * HTTP. Expected failures are results (`{ ok: false, reason }`) the routes turn into a status and a
 * message in the user's language.
 *
 * Here: sign-up, login, logout and identity-provider sign-in, and the housekeeping of their records. Password
 * reset is password-reset.ts, profile and avatar profile.ts, the users table and the shared shapes users.ts,
 * the rules for names, e-mails and phones account-rules.ts.
 */
import { type Queryable, revokeToken } from '../platform';
import { checkEmail, checkName, collapseSpaces, type EmailProblem, isValidEmail, type NameProblem } from './account-rules';
import type { IdentityProvider } from './identity-provider';
import { hashPassword, isStrongPassword, needsRehash, spendPasswordCheckTime, verifyPassword } from './passwords';
import { type AuthDeps, emailInUse, insertUser, type Result, sessionFor, type Session, USER_ROW_COLUMNS, type UserRow } from './users';

/** Expired reset links and logged-out tokens are forgotten after this long. */
const FORGET_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

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

// ------------------------------------------------------------------------------------------- housekeeping

/** Forgets logged-out tokens that have expired anyway, and reset links a week past their expiry. */
export async function purgeExpiredAuthRecords(db: Queryable, now: Date): Promise<{ revokedTokens: number; resetTokens: number }> {
  const revoked = await db.query('delete from revoked_tokens where expires_at < $1 returning 1', [now]);
  const reset = await db.query('delete from password_reset_tokens where expires_at < $1 returning 1', [new Date(now.getTime() - FORGET_AFTER_MS)]);
  return { revokedTokens: revoked.length, resetTokens: reset.length };
}
