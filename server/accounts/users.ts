/**
 * The users table as the account functions read and write it, and the shapes they share: what they need
 * (AuthDeps), a user's profile, a session, a result.
 */
import { type Db, type Queryable, issueToken, type Role } from '../platform';

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
  /** As stored: ADMIN_EMAILS makes an account an admin on top of it (`roleOf`). */
  role: Role;
}

/** A signed-in user: a fresh token and the profile it belongs to. */
export interface Session {
  token: string;
  user: Profile;
}

export type Result<T, R extends string> = ({ ok: true } & T) | { ok: false; reason: R };

const UNIQUE_VIOLATION = '23505';

export const USER_COLUMNS = `id::text as id, user_name as "userName", name, email, phone, avatar_url as avatar, role`;

export interface UserRow extends Profile {
  passwordHash: string | null;
  googleSubject: string | null;
}

export const USER_ROW_COLUMNS = `${USER_COLUMNS}, password_hash as "passwordHash", google_subject as "googleSubject"`;

export function profileOf(row: Profile): Profile {
  return { id: row.id, userName: row.userName, name: row.name, email: row.email, phone: row.phone, avatar: row.avatar, role: row.role };
}

export async function sessionFor(deps: AuthDeps, user: Profile): Promise<Session> {
  const token = await issueToken(deps.jwtSecret, { id: user.id, userName: user.userName, email: user.email }, deps.now);
  return { token, user: profileOf(user) };
}

export async function findUser(db: Queryable, id: string): Promise<Profile | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return db.one<Profile>(`select ${USER_COLUMNS} from users where id = $1`, [id]);
}

export const emailInUse = async (db: Queryable, email: string) =>
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
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | 'emailTaken' | 'subjectTaken'> {
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

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
