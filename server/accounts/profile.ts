/** A user's own profile (accounts §5): its details edited, and its avatar. */
import { checkUpload, removeUpload, saveUpload } from '../platform';
import { checkEmail, checkName, checkPhone, collapseSpaces, type EmailProblem, type NameProblem } from './account-rules';
import { type AuthDeps, findUser, isUniqueViolation, type Profile, profileOf, type Result, sessionFor, type Session, USER_COLUMNS } from './users';

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
