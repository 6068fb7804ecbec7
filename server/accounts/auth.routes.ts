import { Hono, type Context } from 'hono';
import type { Answer } from '@core/contract/answer';
import { login, logout, purgeExpiredAuthRecords, register, signInWithProvider } from './auth';
import { createGoogleIdentityProvider } from './identity-provider';
import { requestPasswordReset, resetPassword } from './password-reset';
import { setAvatar, updateUser } from './profile';
import type { AuthDeps, Profile, Session } from './users';
import { type Services, currentUser, requireUser, inputOf, type AppEnv, common, defineMessages, accountKeyOf, normaliseIdentifier, rateLimits, runJobOnce, roleOf } from '../platform';

type User = Answer<'/api/Auth/avatar', 'post'>;

/** What the accounts area says to people (accounts document §5 and §8), in English and Arabic. */
export const authMessages = defineMessages('auth');

type MessageKey = Parameters<typeof authMessages>[1];

/** The profile as the contract's User, with the role the server will apply to the account's calls. */
function userAnswer(user: Profile, adminEmails: ReadonlySet<string>): User {
  return { id: user.id, name: user.name, email: user.email, phone: user.phone, avatar: user.avatar, role: roleOf(user.role, user.email, adminEmails) };
}

/** The accounts area: `/api/Auth/*` (accounts document §7, plus the avatar upload). */
export function authRoutes(services: Services) {
  const provider = createGoogleIdentityProvider(services.config);
  const deps = (): AuthDeps => ({ db: services.db, jwtSecret: services.config.jwtSecret, now: services.now() });
  const say = (c: Context<AppEnv>, key: MessageKey, values?: Record<string, string>) => authMessages(c.get('language'), key, values);
  /** What every call that hands over a session answers: the token, whose it is, and the user's details. */
  const sessionAnswer = ({ token, user }: Session) => ({
    token,
    userId: user.id,
    userName: user.userName,
    email: user.email,
    user: userAnswer(user, services.config.adminEmails),
  });
  const fail = <S extends 400 | 401 | 409 | 500 | 503>(c: Context<AppEnv>, status: S, key: MessageKey) => c.json({ message: say(c, key) }, status);
  const limits = rateLimits(services);

  return new Hono<AppEnv>()
    .post('/api/Auth/register', async (c) => {
      const { body } = inputOf(c, '/api/Auth/register', 'post');
      // Counted by the address as typed, not by the account it may already belong to: the count must not
      // move to another key once the first attempt has created the account.
      const email = normaliseIdentifier(body.email);
      const gate = await limits.admit(c, 'register', email === '' ? null : `email:${email}`);
      if (!gate.ok) return gate.response;
      const result = await register(deps(), body);
      if (!result.ok) return fail(c, result.reason === 'emailTaken' ? 409 : 400, result.reason);
      return c.json({ ...sessionAnswer(result.session), message: say(c, 'registered') } satisfies Answer<'/api/Auth/register', 'post'>);
    })
    .post('/api/Auth/login', async (c) => {
      const { body } = inputOf(c, '/api/Auth/login', 'post');
      const gate = await limits.admit(c, 'login', await accountKeyOf(services.db, body.userName));
      if (!gate.ok) return gate.response;
      const result = await login(deps(), { identifier: body.userName, password: body.password });
      // Only wrong passwords count: a success, or a request refused before any check, gives its attempt back.
      if (result.ok || result.reason === 'identifierRequired') await gate.admission.forgive();
      if (!result.ok) return result.reason === 'identifierRequired' ? fail(c, 400, 'usernameRequired') : fail(c, 401, 'loginFailed');
      // The login answer names the e-mail as the spec's login form does (emailorNumber).
      const { email, ...session } = sessionAnswer(result.session);
      return c.json({ ...session, emailorNumber: email, message: say(c, 'loggedIn') } satisfies Answer<'/api/Auth/login', 'post'>);
    })
    .post('/api/Auth/logout', requireUser, async (c) => {
      await logout(services.db, currentUser(c));
      return c.body(null, 204);
    })
    .post('/api/Auth/forgotpassword', async (c) => {
      const { body } = inputOf(c, '/api/Auth/forgotpassword', 'post');
      const gate = await limits.admit(c, 'forgotPassword', await accountKeyOf(services.db, body.email));
      if (!gate.ok) return gate.response;
      const result = await requestPasswordReset(
        { ...deps(), mailer: services.mailer, publicUrl: services.config.publicUrl },
        { identifier: body.email, url: body.url, language: c.get('language') },
      );
      if (!result.ok) {
        if (result.reason === 'mailFailed') return fail(c, 500, 'resetMailFailed');
        return fail(c, 400, result.reason === 'foreignUrl' ? 'foreignResetUrl' : 'resetIdentifierRequired');
      }
      // The same answer whether or not the account exists: the call cannot be used to find accounts.
      return c.json({ message: say(c, 'resetSent', { email: body.email.trim() }) } satisfies Answer<'/api/Auth/forgotpassword', 'post'>);
    })
    .post('/api/Auth/resetpassword', async (c) => {
      const { body, query } = inputOf(c, '/api/Auth/resetpassword', 'post');
      const gate = await limits.admit(c, 'resetPassword', await accountKeyOf(services.db, body.email));
      if (!gate.ok) return gate.response;
      const result = await resetPassword(deps(), { token: query.token, identifier: body.email, newPassword: body.newPassword });
      if (!result.ok) {
        const key = (
          { invalidLink: 'invalidResetLink', expiredLink: 'expiredResetLink', usedLink: 'usedResetLink', passwordRequired: 'passwordRequired', weakPassword: 'weakNewPassword' } as const
        )[result.reason];
        return fail(c, 400, key);
      }
      return c.json({ message: say(c, 'passwordChanged') } satisfies Answer<'/api/Auth/resetpassword', 'post'>);
    })
    .post('/api/Auth/googlelogin', async (c) => {
      const { body } = inputOf(c, '/api/Auth/googlelogin', 'post');
      const gate = await limits.admit(c, 'googleLogin', null);
      if (!gate.ok) return gate.response;
      const result = await signInWithProvider(deps(), provider, body);
      // Failures count (forged or stolen tokens); a verified sign-in, or a server without the provider, does not.
      if (result.ok || result.reason === 'notConfigured' || result.reason === 'unavailable') await gate.admission.forgive();
      if (!result.ok) {
        switch (result.reason) {
          case 'notConfigured':
            return fail(c, 400, 'googleNotConfigured');
          case 'unavailable':
            return fail(c, 503, 'googleUnavailable');
          case 'unverifiedEmail':
            return fail(c, 401, 'googleEmailUnverified');
          case 'linkedElsewhere':
            return fail(c, 401, 'googleLinkedElsewhere');
          case 'invalidToken':
            return fail(c, 401, 'googleLoginFailed');
        }
      }
      return c.json(sessionAnswer(result.session) satisfies Answer<'/api/Auth/googlelogin', 'post'>);
    })
    .put('/api/Auth/updateuser', requireUser, async (c) => {
      const { body } = inputOf(c, '/api/Auth/updateuser', 'put');
      const result = await updateUser(deps(), currentUser(c).id, body);
      if (!result.ok) {
        if (result.reason === 'userNotFound') return c.json({ message: common(c.get('language'), 'sessionExpired') }, 401);
        return fail(c, result.reason === 'emailTaken' ? 409 : 400, result.reason);
      }
      return c.json(sessionAnswer(result.session) satisfies Answer<'/api/Auth/updateuser', 'put'>);
    })
    .post('/api/Auth/avatar', requireUser, async (c) => {
      const { files } = inputOf(c, '/api/Auth/avatar', 'post');
      const image = files.avatar;
      if (!image) return c.json({ message: common(c.get('language'), 'required', { field: 'avatar' }) }, 400);
      const result = await setAvatar({ ...deps(), uploadsDir: services.config.uploadsDir }, currentUser(c).id, image);
      if (!result.ok) {
        if (result.reason === 'userNotFound') return c.json({ message: common(c.get('language'), 'sessionExpired') }, 401);
        return fail(c, 400, result.reason);
      }
      return c.json(userAnswer(result.user, services.config.adminEmails) satisfies User);
    });
}

const PURGE_EVERY_MS = 60 * 60 * 1000; // hourly: forget logged-out tokens and reset links long expired

/** Background job: keeps the revoked-token and reset-link tables from growing without end. */
export function purgeExpiredAuthRecordsJob(services: Services): () => void {
  const run = () => {
    runJobOnce(services.db, 'purge-auth-records', PURGE_EVERY_MS, () => purgeExpiredAuthRecords(services.db, services.now())).catch((error: unknown) => {
      services.logger.error({ err: error }, 'purging expired auth records failed');
    });
  };
  const timer = setInterval(run, PURGE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
