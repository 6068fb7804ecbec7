/**
 * Roles (D283): everyone who signs up is a traveller; a partner is a member of one company;
 * an admin reviews partner applications. The first admin is made by `npm run admin:create -- <email>`
 * (scripts/admin-create.ts, this module) or by ADMIN_EMAILS.
 */
import type { Queryable } from './db/db';

export type MakeAdminResult =
  | { ok: true; userName: string; already: boolean }
  | { ok: false; reason: 'noAccount' | 'partner' };

/**
 * Makes the account with this e-mail address an admin. A partner stays a partner (one company's member is
 * not also the site's reviewer: make an admin account of its own); an address without an account is refused,
 * so that nobody becomes an admin without a password they chose.
 */
export async function makeAdmin(db: Queryable, email: string): Promise<MakeAdminResult> {
  const user = await db.one<{ id: string; userName: string; role: string }>(
    'select id, user_name as "userName", role from users where lower(email) = lower($1)',
    [email.trim()],
  );
  if (!user) return { ok: false, reason: 'noAccount' };
  if (user.role === 'partner') return { ok: false, reason: 'partner' };
  if (user.role === 'admin') return { ok: true, userName: user.userName, already: true };
  await db.query(`update users set role = 'admin' where id = $1`, [user.id]);
  return { ok: true, userName: user.userName, already: false };
}
