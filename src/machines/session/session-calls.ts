import { authApi } from '@/api/auth';
import type { AuthOutcome, AuthRequest } from './session.actors';
import { readTokenClaims } from './session-token';

/** The session's calls to the server, loaded with the first sign-in or sign-out (see session.actors.ts). */
const FALLBACK: Record<AuthRequest['type'], string> = {
  'session.login': 'errors.loginFailed',
  'session.register': 'errors.registrationFailed',
  'session.googleLogin': 'errors.googleLoginFailed',
};

export async function signIn(input: AuthRequest): Promise<AuthOutcome> {
  const result =
    input.type === 'session.login'
      ? await authApi.login({ userName: input.userName.trim(), password: input.password }, '')
      : input.type === 'session.register'
        ? // The name as typed: the server keeps it as the display name and derives the user name by
          // removing whitespace, as the spec's user name is (docs/decisions.md D40).
          await authApi.register({ userName: input.name.trim(), email: input.email.trim(), password: input.password }, '')
        : await authApi.googleLogin(input.credential, '');
  if (!result.ok) {
    if (result.error.kind === 'network') {
      return { ok: false, error: { key: input.type === 'session.googleLogin' ? 'errors.noResponseGoogle' : 'errors.noResponse' } };
    }
    if (result.error.message) return { ok: false, error: { text: result.error.message } };
    // Refused for too many attempts by something that did not say why (a proxy): still not a wrong password.
    return { ok: false, error: { key: result.error.status === 429 ? 'errors.tooManyAttempts' : FALLBACK[input.type] } };
  }
  const { token, user } = result.data;
  if (!token) return { ok: false, error: { key: 'errors.noToken' } };
  return { ok: true, user: { ...user, id: readTokenClaims(token)?.userId ?? user.id, token } };
}

export async function signOutOnServer(token: string): Promise<void> {
  await authApi.logout(token, '');
}
