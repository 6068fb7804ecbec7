import { fromPromise } from 'xstate';
import { authApi, type SessionUser } from '@/api/auth';
import type { ApiError } from '@/api/client';
import { readStoredToken } from '@/api/stored-session';

/** What the account screen says about a failure: a key of the `account` namespace, or the server's own words (already in the user's language). */
export type AccountMessage = { key: string } | { text: string };

/** The profile fields as typed in the edit form. */
export interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
}

/** Saving the profile ends with the user to keep (with the fresh token the server answers), or the failure to show. */
export type ProfileSaveOutcome = { ok: true; user: SessionUser } | { ok: false; error: AccountMessage };

/** Uploading a photo ends with the stored avatar path, or the failure to show beside the photo. */
export type AvatarUploadOutcome = { ok: true; avatar: string | null } | { ok: false; error: AccountMessage };

/** Asking for reset instructions either worked or not: the screen shows 'Failed to send reset instructions' either way it fails (S13). */
export type ResetRequestOutcome = { ok: boolean };

/** Network failure: no answer at all; otherwise the server's message, else the fallback key (spec, accounts §8: server message first). */
function messageOf(error: ApiError, fallbackKey: string): AccountMessage {
  if (error.kind === 'network') return { key: 'errors.noResponse' };
  return error.message ? { text: error.message } : { key: fallbackKey };
}

/**
 * The reset-page link the e-mail carries (spec, accounts §7: a link ending in `token=`; the server appends the
 * token). It points at this site's own reset screen, with the e-mail the link is for.
 */
export function resetPageLink(origin: string, email: string): string {
  return `${origin}/account/reset-password?email=${encodeURIComponent(email)}&token=`;
}

/**
 * PUT /api/Auth/updateuser (spec, accounts §7; S12): call the server, then keep the user it answers,
 * with its fresh token. Updating the profile requires a stored token (spec, accounts §5).
 */
export const updateProfile = fromPromise<ProfileSaveOutcome, ProfileDraft>(async ({ input }) => {
  if (!readStoredToken()) return { ok: false, error: { key: 'errors.noToken' } };
  const phone = input.phone.trim();
  const result = await authApi.updateUser({ name: input.name.trim(), email: input.email.trim(), phone: phone === '' ? null : phone }, '');
  if (!result.ok) return { ok: false, error: messageOf(result.error, 'errors.updateFailed') };
  const { token, user } = result.data;
  return { ok: true, user: { id: user.id, name: user.name, email: user.email, phone: user.phone, avatar: user.avatar, role: user.role, token } };
});

/** POST /api/Auth/avatar (a Rihla addition to the contract): the photo chosen in the edit form, already checked in the browser. */
export const uploadAvatar = fromPromise<AvatarUploadOutcome, { photo: File }>(async ({ input }) => {
  if (!readStoredToken()) return { ok: false, error: { key: 'errors.noToken' } };
  const result = await authApi.uploadAvatar(input.photo, '');
  if (!result.ok) return { ok: false, error: messageOf(result.error, 'errors.updateFailed') };
  return { ok: true, avatar: result.data.avatar };
});

/** POST /api/Auth/forgotpassword for the signed-in user's e-mail, with a link back to this site's reset screen. */
export const sendResetInstructions = fromPromise<ResetRequestOutcome, { email: string }>(async ({ input }) => {
  const origin = globalThis.location?.origin ?? '';
  const result = await authApi.forgotPassword({ email: input.email, url: resetPageLink(origin, input.email) }, '');
  return { ok: result.ok };
});
