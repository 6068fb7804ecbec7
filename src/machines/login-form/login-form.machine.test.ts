import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import type { PasswordResetInput, PasswordResetOutcome } from './login-form.actors';
import { loginFormMachine, type LoginField } from './login-form.machine';
import {
  selectCanRequestReset,
  selectDestination,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsSignedIn,
  selectPasswordReset,
} from './login-form.selectors';

const user: SessionUser = { id: 'u-1', name: 'Omar Hassan', email: 'omar@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

/** A deferred answer, settled by the test. */
function deferred<I, O>() {
  const inputs: I[] = [];
  let settle: (output: O) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const actor = fromPromise<O, I>(({ input }) => {
    inputs.push(input);
    return new Promise<O>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
  });
  return { actor, inputs, settle: (output: O) => settle(output), fail: (error: Error) => fail(error) };
}

const running: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(options: { restored?: SessionUser | null; from?: unknown } = {}) {
  const auth = deferred<AuthRequest, AuthOutcome>();
  const reset = deferred<PasswordResetInput, PasswordResetOutcome>();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(options.restored ?? null)),
        authenticate: auth.actor,
      },
    }),
  ).start();
  const form = createActor(loginFormMachine.provide({ actors: { requestPasswordReset: reset.actor } }), {
    input: { session, from: options.from, origin: 'https://rihla.example' },
  }).start();
  running.push(session, form);
  await settled();
  return { session, form, auth, reset };
}

function fill(form: Actor<typeof loginFormMachine>, values: Partial<Record<LoginField, string>>) {
  for (const [field, value] of Object.entries(values)) form.send({ type: 'login.fieldChanged', field: field as LoginField, value });
}

describe('login form with the session', () => {
  it('shows every login message of §5 on submit and clears each one when its field is edited', async () => {
    const { form, auth } = await start();
    expect(form.getSnapshot().value).toEqual({ form: 'editing', passwordReset: 'idle' });
    form.send({ type: 'login.submitted' });
    expect(form.getSnapshot().context.errors).toEqual({ username: 'usernameRequired', password: 'passwordRequired' });
    fill(form, { username: 'omar@' });
    expect(selectFieldError(form.getSnapshot(), 'username')).toBeNull();
    expect(selectFieldError(form.getSnapshot(), 'password')).toBe('auth:errors.passwordRequired');
    fill(form, { password: 'password' });
    form.send({ type: 'login.submitted' });
    expect(form.getSnapshot().context.errors).toEqual({ username: 'invalidEmail', password: 'weakPassword' });
    // A user name (no @) is not checked as an e-mail address.
    fill(form, { username: 'OmarHassan', password: 'Nile#2026' });
    expect(form.getSnapshot().context.errors).toEqual({});
    expect(auth.inputs).toEqual([]);
  });

  it('sends session.login, is busy while the session signs in, then is signed in for the origin', async () => {
    const { form, auth } = await start({ from: '/favorites' });
    fill(form, { username: ' OmarHassan ', password: 'Nile#2026' });
    form.send({ type: 'login.submitted' });
    expect(selectIsBusy(form.getSnapshot())).toBe(true);
    await settled();
    expect(auth.inputs).toEqual([{ type: 'session.login', userName: 'OmarHassan', password: 'Nile#2026' }]);
    auth.settle({ ok: true, user });
    await settled();
    expect(selectIsSignedIn(form.getSnapshot())).toBe(true);
    expect(selectDestination(form.getSnapshot())).toBe('/favorites');
  });

  it('goes back to editing with the server’s message, keeping the handle and the password', async () => {
    const { form, auth } = await start();
    fill(form, { username: 'OmarHassan', password: 'Nile#2026' });
    form.send({ type: 'login.submitted' });
    await settled();
    auth.settle({ ok: false, error: { text: 'Login failed. Please check your username or email and password and try again.' } });
    await settled();
    expect(form.getSnapshot().value).toEqual({ form: 'editing', passwordReset: 'idle' });
    expect(selectFailure(form.getSnapshot())).toEqual({ text: 'Login failed. Please check your username or email and password and try again.' });
    expect(form.getSnapshot().context.values).toEqual({ username: 'OmarHassan', password: 'Nile#2026' });
  });

  it('falls back to the screen’s texts when the session says nothing', async () => {
    const { form } = await start();
    fill(form, { username: 'OmarHassan', password: 'Nile#2026' });
    form.send({ type: 'login.submitted' });
    form.send({ type: 'session.statusChanged', status: 'signedOut', error: null });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:login.loginFailed' });
    form.send({ type: 'login.googleCredentialReceived', credential: 'id-token' });
    form.send({ type: 'session.statusChanged', status: 'signedOut', error: null });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:login.googleLoginFailed' });
    form.send({ type: 'login.googleCredentialReceived', credential: '' });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:login.noGoogleCredential' });
  });

  it('is signed in at once when the user already is', async () => {
    const { form } = await start({ restored: user });
    expect(selectIsSignedIn(form.getSnapshot())).toBe(true);
    expect(selectDestination(form.getSnapshot())).toBe('/account');
  });
});

describe('forgot password', () => {
  it('needs the user name or e-mail first, and the message clears when it is typed', async () => {
    const { form, reset } = await start();
    form.send({ type: 'login.passwordResetRequested' });
    expect(selectFieldError(form.getSnapshot(), 'username')).toBe('auth:errors.resetEmailRequired');
    expect(selectPasswordReset(form.getSnapshot()).status).toBe('idle');
    fill(form, { username: 'o' });
    expect(selectFieldError(form.getSnapshot(), 'username')).toBeNull();
    expect(reset.inputs).toEqual([]);
  });

  it('sends the typed handle with this site’s origin, one request at a time, and names it when sent', async () => {
    const { form, reset } = await start();
    fill(form, { username: ' omar@travellers.example ' });
    form.send({ type: 'login.passwordResetRequested' });
    expect(selectPasswordReset(form.getSnapshot()).status).toBe('sending');
    expect(selectCanRequestReset(form.getSnapshot())).toBe(false);
    form.send({ type: 'login.passwordResetRequested' });
    reset.settle({ ok: true });
    await settled();
    expect(reset.inputs).toEqual([{ email: 'omar@travellers.example', origin: 'https://rihla.example' }]);
    expect(selectPasswordReset(form.getSnapshot())).toEqual({ status: 'sent', email: 'omar@travellers.example', limit: null });
  });

  it('shows the server’s words when it refused for too many attempts, and can be asked again', async () => {
    const { form, reset } = await start();
    fill(form, { username: 'OmarHassan' });
    form.send({ type: 'login.passwordResetRequested' });
    reset.settle({ ok: false, limited: { text: 'Too many attempts. Try again in 5 minutes.' } });
    await settled();
    expect(selectPasswordReset(form.getSnapshot())).toEqual({
      status: 'limited',
      email: 'OmarHassan',
      limit: { text: 'Too many attempts. Try again in 5 minutes.' },
    });
    form.send({ type: 'login.passwordResetRequested' });
    expect(selectPasswordReset(form.getSnapshot())).toEqual({ status: 'sending', email: 'OmarHassan', limit: null });
    reset.settle({ ok: false, limited: { key: 'errors.tooManyAttempts' } });
    await settled();
    expect(selectPasswordReset(form.getSnapshot()).limit).toEqual({ i18nKey: 'session:errors.tooManyAttempts' });
  });

  it('says sending failed on an error answer or an unexpected failure, and can be tried again', async () => {
    const { form, reset } = await start();
    fill(form, { username: 'OmarHassan' });
    form.send({ type: 'login.passwordResetRequested' });
    reset.settle({ ok: false });
    await settled();
    expect(selectPasswordReset(form.getSnapshot()).status).toBe('failed');
    form.send({ type: 'login.passwordResetRequested' });
    reset.fail(new Error('offline'));
    await settled();
    expect(selectPasswordReset(form.getSnapshot()).status).toBe('failed');
    expect(reset.inputs).toHaveLength(2);
  });
});
