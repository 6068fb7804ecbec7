import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { sessionMachine } from '@/machines/session/session.machine';
import type { AuthOutcome, AuthRequest } from '@/machines/session/session.actors';
import { signUpFormMachine, type SignUpField } from './sign-up-form.machine';
import { selectDestination, selectFailure, selectFieldError, selectIsBusy, selectIsSignedIn } from './sign-up-form.selectors';

const user: SessionUser = { id: 'u-1', name: 'مريم عادل', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'a.b.c' };

/** A deferred answer for the session's `authenticate`, settled by the test. */
function authenticateBy() {
  const requests: AuthRequest[] = [];
  let settle: (outcome: AuthOutcome) => void = () => {};
  const actor = fromPromise<AuthOutcome, AuthRequest>(({ input }) => {
    requests.push(input);
    return new Promise<AuthOutcome>((resolve) => {
      settle = resolve;
    });
  });
  return { actor, requests, settle: (outcome: AuthOutcome) => settle(outcome) };
}

const running: Actor<never>[] = [];
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
});

async function start(options: { restored?: SessionUser | null; from?: unknown } = {}) {
  const auth = authenticateBy();
  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<SessionUser | null, { now: number }>(() => Promise.resolve(options.restored ?? null)),
        authenticate: auth.actor,
      },
    }),
  ).start();
  const form = createActor(signUpFormMachine, { input: { session, from: options.from } }).start();
  running.push(session as never, form as never);
  await Promise.resolve();
  await Promise.resolve();
  return { session, form, auth };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function fill(form: Actor<typeof signUpFormMachine>, values: Partial<Record<SignUpField, string>>) {
  for (const [field, value] of Object.entries(values)) form.send({ type: 'signUp.fieldChanged', field: field as SignUpField, value });
}

const valid = { name: '  مريم عادل ', email: ' mariam@travellers.example ', password: 'Nile#2026', confirmPassword: 'Nile#2026' };

describe('sign-up form with the session', () => {
  it('waits for the stored session, then edits', async () => {
    const { form } = await start();
    expect(form.getSnapshot().value).toBe('editing');
  });

  it('shows every message of §5 on submit and clears each one when its field is edited', async () => {
    const { form, auth } = await start();
    form.send({ type: 'signUp.submitted' });
    expect(form.getSnapshot().context.errors).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    fill(form, { name: 'Mariam3', email: 'mariam@', password: 'short', confirmPassword: 'other' });
    expect(form.getSnapshot().context.errors).toEqual({});
    form.send({ type: 'signUp.submitted' });
    expect(form.getSnapshot().context.errors).toEqual({
      name: 'invalidName',
      email: 'invalidEmail',
      password: 'weakPassword',
      confirmPassword: 'passwordMismatch',
    });
    fill(form, { email: 'mariam@travellers.example' });
    expect(selectFieldError(form.getSnapshot(), 'email')).toBeNull();
    expect(selectFieldError(form.getSnapshot(), 'name')).toBe('auth:errors.invalidName');
    // Editing the password clears its own message and the confirmation's mismatch.
    fill(form, { password: 'Nile#2026' });
    expect(form.getSnapshot().context.errors).toEqual({ name: 'invalidName' });
    expect(auth.requests).toEqual([]);
    expect(form.getSnapshot().value).toBe('editing');
  });

  it('checks a field when it is left with something in it, and not when it is left empty', async () => {
    const { form } = await start();
    form.send({ type: 'signUp.fieldLeft', field: 'name' });
    expect(form.getSnapshot().context.errors).toEqual({});
    fill(form, { email: 'mariam@example' });
    form.send({ type: 'signUp.fieldLeft', field: 'email' });
    expect(selectFieldError(form.getSnapshot(), 'email')).toBe('auth:errors.invalidEmail');
    fill(form, { email: 'mariam@example.com' });
    form.send({ type: 'signUp.fieldLeft', field: 'email' });
    expect(selectFieldError(form.getSnapshot(), 'email')).toBeNull();
  });

  it('sends session.register with what was typed, is busy while the session signs in, then is signed in', async () => {
    const { form, session, auth } = await start({ from: '/book-now?travelId=3' });
    fill(form, valid);
    form.send({ type: 'signUp.submitted' });
    expect(selectIsBusy(form.getSnapshot())).toBe(true);
    expect(session.getSnapshot().value).toBe('signingIn');
    await settled();
    expect(auth.requests).toEqual([{ type: 'session.register', name: 'مريم عادل', email: 'mariam@travellers.example', password: 'Nile#2026' }]);
    // A second submit while busy is not taken.
    form.send({ type: 'signUp.submitted' });
    auth.settle({ ok: true, user });
    await settled();
    expect(selectIsSignedIn(form.getSnapshot())).toBe(true);
    expect(selectDestination(form.getSnapshot())).toBe('/book-now?travelId=3');
    expect(auth.requests).toHaveLength(1);
  });

  it('goes back to editing with the server’s message, keeping everything typed (the passwords too)', async () => {
    const { form, auth } = await start();
    fill(form, valid);
    form.send({ type: 'signUp.submitted' });
    await settled();
    auth.settle({ ok: false, error: { text: 'An account with this email address already exists. Log in or use another email.' } });
    await settled();
    const snapshot = form.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(selectFailure(snapshot)).toEqual({ text: 'An account with this email address already exists. Log in or use another email.' });
    expect(snapshot.context.values).toEqual(valid);
    // The next attempt starts without the old message.
    form.send({ type: 'signUp.submitted' });
    expect(selectFailure(form.getSnapshot())).toBeNull();
  });

  it('shows the session’s key when there is no server message', async () => {
    const { form, auth } = await start();
    fill(form, valid);
    form.send({ type: 'signUp.submitted' });
    await settled();
    auth.settle({ ok: false, error: { key: 'errors.noResponse' } });
    await settled();
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'session:errors.noResponse' });
  });

  it('falls back to the screen’s text when the session says nothing', async () => {
    const { form } = await start();
    fill(form, valid);
    form.send({ type: 'signUp.submitted' });
    form.send({ type: 'session.statusChanged', status: 'signedOut', error: null });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:signup.registrationFailed' });
  });

  it('sends a Google credential as session.googleLogin, and says so when Google gave none', async () => {
    const { form, auth } = await start();
    form.send({ type: 'signUp.googleCredentialReceived', credential: null });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:signup.noGoogleCredential' });
    form.send({ type: 'signUp.googleCredentialReceived', credential: 'header.payload.signature' });
    expect(selectIsBusy(form.getSnapshot())).toBe(true);
    await settled();
    expect(auth.requests).toEqual([{ type: 'session.googleLogin', credential: 'header.payload.signature' }]);
    form.send({ type: 'session.statusChanged', status: 'signedOut', error: null });
    expect(selectFailure(form.getSnapshot())).toEqual({ i18nKey: 'auth:signup.googleSignUpFailed' });
  });

  it('is signed in at once when the user already is, and goes to /account when the origin is not a path of this site', async () => {
    const { form } = await start({ restored: user, from: 'https://elsewhere.example/' });
    expect(selectIsSignedIn(form.getSnapshot())).toBe(true);
    expect(selectDestination(form.getSnapshot())).toBe('/account');
  });
});
