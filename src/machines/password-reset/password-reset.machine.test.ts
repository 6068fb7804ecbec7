import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { isStrongPassword, passwordResetMachine } from './password-reset.machine';
import {
  RESET_EMAIL_KEY,
  RESET_TOKEN_KEY,
  resetPassword,
  resolveResetLink,
  type ResetLink,
  type ResetOutcome,
} from './password-reset.actors';
import { selectError, selectFieldErrors, selectStatus } from './password-reset.selectors';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});

const server = startMswServer();

memoryLocalStorageEachTest();
afterAll(() => {
  vi.unstubAllEnvs();
});

const link: ResetLink = { email: 'mariam@travellers.example', token: 'tok-123' };

/** The reset machine with the real link reading and delay, and a server that answers as given. */
function startReset(answer: (input: ResetLink & { newPassword: string }) => ResetOutcome, query: { email: string | null; token: string | null } = link) {
  const machine = passwordResetMachine.provide({
    actors: { resetPassword: fromPromise<ResetOutcome, ResetLink & { newPassword: string }>(({ input }) => Promise.resolve(answer(input))) },
  });
  return createActor(machine, { input: query }).start();
}

function fillAndSubmit(actor: ReturnType<typeof startReset>, password: string, confirmation = password): void {
  actor.send({ type: 'reset.fieldChanged', field: 'newPassword', value: password });
  actor.send({ type: 'reset.fieldChanged', field: 'confirmPassword', value: confirmation });
  actor.send({ type: 'reset.submitted' });
}

describe('password reset: to /login 2 s after success (real delay, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has not redirected at 1999 ms and has at 2000 ms; the stored link is gone', async () => {
    const sent: unknown[] = [];
    const actor = startReset((input) => {
      sent.push(input);
      return { ok: true };
    });
    await vi.advanceTimersByTimeAsync(0); // the link is read
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBe(link.email);
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBe(link.token);
    fillAndSubmit(actor, 'Karnak@Luxor9');
    await vi.advanceTimersByTimeAsync(0); // the answer arrives
    expect(sent).toEqual([{ ...link, newPassword: 'Karnak@Luxor9' }]);
    expect(selectStatus(actor.getSnapshot())).toBe('succeeded');
    expect(localStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(1999);
    expect(selectStatus(actor.getSnapshot())).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectStatus(actor.getSnapshot())).toBe('redirected');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps the stored link and shows the server's message when the reset is refused", async () => {
    const actor = startReset(() => ({ ok: false, error: { text: 'This reset link has expired. Please request a new one.' } }));
    await vi.advanceTimersByTimeAsync(0);
    fillAndSubmit(actor, 'Karnak@Luxor9');
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectStatus(actor.getSnapshot())).toBe('form');
    expect(selectError(actor.getSnapshot())).toEqual({ text: 'This reset link has expired. Please request a new one.' });
    expect(localStorage.getItem(RESET_TOKEN_KEY)).toBe(link.token);
    actor.stop();
  });
});

describe('password reset: the link', () => {
  it.each([
    ['no e-mail', { email: null, token: 'tok-123' }],
    ['no token', { email: 'mariam@travellers.example', token: null }],
    ['a blank token', { email: 'mariam@travellers.example', token: '  ' }],
  ])('is invalid with %s', async (_case, query) => {
    const actor = startReset(() => ({ ok: true }), query);
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('invalidLink'));
    actor.stop();
  });

  it('is invalid with neither, when none was stored', async () => {
    const actor = startReset(() => ({ ok: true }), { email: null, token: null });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('invalidLink'));
    actor.stop();
  });

  it('survives a reload: opened from a link, then without the query, it uses the stored pair', () => {
    expect(resolveResetLink(link)).toEqual(link);
    expect(resolveResetLink({ email: null, token: null })).toEqual(link);
    // A half link is broken, whatever is stored.
    expect(resolveResetLink({ email: 'someone@else.example', token: null })).toBeNull();
  });

  it('a new link replaces the stored one', () => {
    resolveResetLink(link);
    expect(resolveResetLink({ email: 'omar@travellers.example', token: 'tok-999' })).toEqual({ email: 'omar@travellers.example', token: 'tok-999' });
    expect(resolveResetLink({ email: null, token: null })).toEqual({ email: 'omar@travellers.example', token: 'tok-999' });
  });
});

describe('password reset: the rules', () => {
  it.each(['Kar@1', 'karnakluxor!', 'Karnak2026', '12345678!', 'Karnak 2026'])('refuses %s with the strength message', (password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it.each(['Karnak@Luxor9', 'كرنك@2026الأقصر', 'abc123("x', 'Karnak-Luxor9', 'Karnak~Luxor9'])('accepts %s', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it('names each broken rule, clears a message when its field is edited, and sends nothing', async () => {
    let calls = 0;
    const actor = startReset(() => {
      calls += 1;
      return { ok: true };
    });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('form'));
    fillAndSubmit(actor, 'short', 'shorter');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      newPassword: 'validation.weakNewPassword',
      confirmPassword: 'validation.passwordsMismatch',
    });
    actor.send({ type: 'reset.fieldChanged', field: 'newPassword', value: 'Karnak@Luxor9' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ confirmPassword: 'validation.passwordsMismatch' });
    actor.send({ type: 'reset.submitted' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ confirmPassword: 'validation.passwordsMismatch' });
    expect(calls).toBe(0);
    actor.stop();
  });
});

describe('password reset: the call', () => {
  it('posts the e-mail and new password with the token in the query', async () => {
    const seen: { token: string | null; body: unknown }[] = [];
    server.use(
      handle('post', '/api/Auth/resetpassword', async ({ request, ok }) => {
        seen.push({ token: new URL(request.url).searchParams.get('token'), body: await request.json() });
        return ok({ message: 'Your password has been reset.' });
      }),
    );
    const actor = createActor(resetPassword, { input: { ...link, token: 'a+b/c=', newPassword: 'Karnak@Luxor9' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ ok: true });
    expect(seen).toEqual([{ token: 'a+b/c=', body: { email: link.email, newPassword: 'Karnak@Luxor9' } }]);
  });

  it("gives the server's message, else 'Error resetting password. Please try again.'", async () => {
    server.use(handle('post', '/api/Auth/resetpassword', ({ fail }) => fail(400, 'This reset link has already been used. Please request a new one.')));
    const refused = createActor(resetPassword, { input: { ...link, newPassword: 'Karnak@Luxor9' } }).start();
    await vi.waitFor(() => expect(refused.getSnapshot().status).toBe('done'));
    expect(refused.getSnapshot().output).toEqual({ ok: false, error: { text: 'This reset link has already been used. Please request a new one.' } });

    server.use(handle('post', '/api/Auth/resetpassword', ({ networkError }) => networkError()));
    const offline = createActor(resetPassword, { input: { ...link, newPassword: 'Karnak@Luxor9' } }).start();
    await vi.waitFor(() => expect(offline.getSnapshot().status).toBe('done'));
    expect(offline.getSnapshot().output).toEqual({ ok: false, error: { key: 'errors.resetPasswordFailed' } });
  });
});
