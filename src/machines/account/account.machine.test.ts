import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SessionUser } from '@/api/auth';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { accountMachine, type AccountEmitted } from './account.machine';
import {
  resetPageLink,
  sendResetInstructions,
  updateProfile,
  uploadAvatar,
  type AvatarUploadOutcome,
  type ProfileDraft,
  type ProfileSaveOutcome,
  type ResetRequestOutcome,
} from './account.actors';
import { selectCurrentPasswordError, selectError, selectMode, selectResetSent } from './account.selectors';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';
import { storeSignedInUser } from '../../../tests/fixtures/session';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/handlers');
  vi.stubEnv('VITE_API_BASE_URL', base);
});

const server = startMswServer();

const user: SessionUser = { id: 'u-1', name: 'Mariam Adel', email: 'mariam@travellers.example', phone: null, avatar: null, token: 'old.token.sig' };

memoryLocalStorageEachTest();
afterAll(() => {
  vi.unstubAllEnvs();
});

/** An account machine whose effects answer as given, with the real delays. */
function startAccount(
  answers: {
    save?: (draft: ProfileDraft) => ProfileSaveOutcome;
    upload?: () => AvatarUploadOutcome;
    reset?: (input: { email: string }) => ResetRequestOutcome;
  } = {},
  startUser: SessionUser | null = user,
) {
  const machine = accountMachine.provide({
    actors: {
      updateProfile: fromPromise<ProfileSaveOutcome, ProfileDraft>(({ input }) =>
        Promise.resolve(answers.save ? answers.save(input) : { ok: false, error: { key: 'errors.updateFailed' } }),
      ),
      uploadAvatar: fromPromise<AvatarUploadOutcome, { photo: File }>(() =>
        Promise.resolve(answers.upload ? answers.upload() : { ok: false, error: { key: 'errors.updateFailed' } }),
      ),
      sendResetInstructions: fromPromise<ResetRequestOutcome, { email: string }>(({ input }) =>
        Promise.resolve(answers.reset ? answers.reset(input) : { ok: false }),
      ),
    },
  });
  const actor = createActor(machine, { input: { user: startUser } });
  const announced: SessionUser[] = [];
  actor.on('account.userUpdated', (event: AccountEmitted) => announced.push(event.user));
  actor.start();
  return { actor, announced };
}

describe('account: the reset panel closes after 3 s (real delay, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the success until 2999 ms and is back on the profile at 3000 ms', async () => {
    const asked: string[] = [];
    const { actor } = startAccount({
      reset: ({ email }) => {
        asked.push(email);
        return { ok: true };
      },
    });
    actor.send({ type: 'account.resetPassword' });
    actor.send({ type: 'account.currentPasswordChanged', value: 'Old#pass1' });
    actor.send({ type: 'account.resetSubmitted' });
    await vi.advanceTimersByTimeAsync(0); // the request settles
    expect(selectResetSent(actor.getSnapshot())).toBe(true);
    expect(asked).toEqual([user.email]);
    await vi.advanceTimersByTimeAsync(2999);
    expect(selectResetSent(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectMode(actor.getSnapshot())).toBe('view');
    expect(actor.getSnapshot().context.currentPassword).toBe('');
    actor.stop();
  });

  it('Cancel closes the success at once, and no timer fires later', async () => {
    const { actor } = startAccount({ reset: () => ({ ok: true }) });
    actor.send({ type: 'account.resetPassword' });
    actor.send({ type: 'account.currentPasswordChanged', value: 'x' });
    actor.send({ type: 'account.resetSubmitted' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'account.cancel' });
    expect(selectMode(actor.getSnapshot())).toBe('view');
    actor.send({ type: 'account.edit' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(selectMode(actor.getSnapshot())).toBe('edit'); // the old 3 s timer did not close the edit form
    actor.stop();
  });
});

describe('account: reset-password request', () => {
  it('requires the current password, then clears the message when it is typed', () => {
    const { actor } = startAccount();
    actor.send({ type: 'account.resetPassword' });
    actor.send({ type: 'account.resetSubmitted' });
    expect(selectCurrentPasswordError(actor.getSnapshot())).toBe('errors.currentPasswordRequired');
    expect(actor.getSnapshot().matches({ resetPassword: 'editing' })).toBe(true);
    actor.send({ type: 'account.currentPasswordChanged', value: 's' });
    expect(selectCurrentPasswordError(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it("says 'Failed to send reset instructions' when the request fails, and stays open", async () => {
    const { actor } = startAccount({ reset: () => ({ ok: false }) });
    actor.send({ type: 'account.resetPassword' });
    actor.send({ type: 'account.currentPasswordChanged', value: 'Old#pass1' });
    actor.send({ type: 'account.resetSubmitted' });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toEqual({ key: 'errors.resetFailed' }));
    expect(selectMode(actor.getSnapshot())).toBe('resetPassword');
    actor.stop();
  });
});

describe('account: editing the profile', () => {
  it('saves name, e-mail and phone, announces the answered user with its new token, and returns to the profile', async () => {
    const sent: ProfileDraft[] = [];
    const { actor, announced } = startAccount({
      save: (draft) => {
        sent.push(draft);
        return { ok: true, user: { ...user, name: draft.name, phone: draft.phone, token: 'new.token.sig' } };
      },
    });
    actor.send({ type: 'account.edit' });
    expect(actor.getSnapshot().context.draft).toEqual({ name: 'Mariam Adel', email: user.email, phone: '' });
    actor.send({ type: 'account.fieldChanged', field: 'name', value: 'Mariam A.' });
    actor.send({ type: 'account.fieldChanged', field: 'phone', value: '+20 100 123 4567' });
    actor.send({ type: 'account.save' });
    await vi.waitFor(() => expect(selectMode(actor.getSnapshot())).toBe('view'));
    expect(sent).toEqual([{ name: 'Mariam A.', email: user.email, phone: '+20 100 123 4567' }]);
    expect(announced).toEqual([{ ...user, name: 'Mariam A.', phone: '+20 100 123 4567', token: 'new.token.sig' }]);
    expect(actor.getSnapshot().context.user?.token).toBe('new.token.sig');
    actor.stop();
  });

  it('checks the rules before sending: name and e-mail required, e-mail an address; an edit clears its message', () => {
    const { actor } = startAccount();
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.fieldChanged', field: 'name', value: '  ' });
    actor.send({ type: 'account.fieldChanged', field: 'email', value: 'mariam.example' });
    actor.send({ type: 'account.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'validation.nameRequired', email: 'validation.invalidEmail' });
    expect(actor.getSnapshot().matches({ edit: 'editing' })).toBe(true);
    actor.send({ type: 'account.fieldChanged', field: 'email', value: '' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'validation.nameRequired' });
    actor.send({ type: 'account.save' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: 'validation.nameRequired', email: 'validation.emailRequired' });
    actor.stop();
  });

  it("keeps the form and shows the server's message when the save fails", async () => {
    const { actor, announced } = startAccount({ save: () => ({ ok: false, error: { text: 'An account with this email address already exists.' } }) });
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.fieldChanged', field: 'email', value: 'taken@travellers.example' });
    actor.send({ type: 'account.save' });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toEqual({ text: 'An account with this email address already exists.' }));
    expect(actor.getSnapshot().context.draft.email).toBe('taken@travellers.example');
    expect(announced).toEqual([]);
    actor.stop();
  });

  it('Cancel drops the changes', () => {
    const { actor } = startAccount();
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.fieldChanged', field: 'name', value: 'Someone else' });
    actor.send({ type: 'account.cancel' });
    expect(selectMode(actor.getSnapshot())).toBe('view');
    actor.send({ type: 'account.edit' });
    expect(actor.getSnapshot().context.draft.name).toBe('Mariam Adel');
    actor.stop();
  });
});

describe('account: the photo', () => {
  const file = (size: number, type: string) => new File([new Uint8Array(size)], 'photo', { type });

  it.each([
    ['a text file', file(10, 'text/plain'), 'errors.invalidImageType'],
    ['an image type the server does not store (GIF)', file(10, 'image/gif'), 'errors.invalidImageType'],
    ['a PNG one byte over 2 MB', file(2 * 1024 * 1024 + 1, 'image/png'), 'errors.imageTooLarge'],
  ])('rejects %s in the browser', (_case, chosen, key) => {
    const { actor } = startAccount();
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.photoChosen', file: chosen });
    expect(actor.getSnapshot().context.photoError).toEqual({ key });
    expect(actor.getSnapshot().context.photo).toBeNull();
    actor.stop();
  });

  it('takes a JPEG of exactly 2 MB, uploads it before the profile, and announces the new avatar at once', async () => {
    const order: string[] = [];
    const { actor, announced } = startAccount({
      upload: () => {
        order.push('avatar');
        return { ok: true, avatar: '/uploads/avatars/new.jpg' };
      },
      save: () => {
        order.push('profile');
        return { ok: false, error: { key: 'errors.updateFailed' } };
      },
    });
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.photoChosen', file: file(2 * 1024 * 1024, 'image/jpeg') });
    expect(actor.getSnapshot().context.photoError).toBeNull();
    actor.send({ type: 'account.save' });
    await vi.waitFor(() => expect(selectError(actor.getSnapshot())).toEqual({ key: 'errors.updateFailed' }));
    expect(order).toEqual(['avatar', 'profile']);
    // The photo is stored even though the rest of the form was not.
    expect(announced).toEqual([{ ...user, avatar: '/uploads/avatars/new.jpg' }]);
    expect(actor.getSnapshot().context.photo).toBeNull();
    actor.stop();
  });

  it("shows the server's word beside the photo when the upload is refused, and saves nothing else", async () => {
    let profileSaved = false;
    const { actor } = startAccount({
      upload: () => ({ ok: false, error: { text: 'Please choose an image file (PNG, JPEG or WebP).' } }),
      save: () => {
        profileSaved = true;
        return { ok: true, user };
      },
    });
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.photoChosen', file: file(100, 'image/png') });
    actor.send({ type: 'account.save' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.photoError).toEqual({ text: 'Please choose an image file (PNG, JPEG or WebP).' }));
    expect(profileSaved).toBe(false);
    expect(actor.getSnapshot().matches({ edit: 'editing' })).toBe(true);
    actor.stop();
  });
});

describe('account: the user', () => {
  it('shows the no-user-data error when opened without a user, and the profile once one arrives', () => {
    const { actor } = startAccount({}, null);
    expect(selectMode(actor.getSnapshot())).toBe('noUser');
    actor.send({ type: 'account.edit' });
    expect(selectMode(actor.getSnapshot())).toBe('noUser');
    actor.send({ type: 'account.userChanged', user });
    expect(selectMode(actor.getSnapshot())).toBe('view');
    actor.stop();
  });

  it('follows the session: signed out elsewhere, the form closes', () => {
    const { actor } = startAccount();
    actor.send({ type: 'account.edit' });
    actor.send({ type: 'account.userChanged', user: null });
    expect(selectMode(actor.getSnapshot())).toBe('noUser');
    actor.stop();
  });
});

describe('account actors over the API', () => {
  it('updateProfile sends the trimmed fields with the bearer token (an empty phone as null) and keeps the new token', async () => {
    storeSignedInUser(user);
    const seen: { body: unknown; authorization: string | null }[] = [];
    server.use(
      handle('put', '/api/Auth/updateuser', async ({ request, ok }) => {
        seen.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        return ok({
          token: 'new.token.sig',
          userId: 'u-1',
          userName: 'MariamAdel',
          email: 'mariam@travellers.example',
          user: { id: 'u-1', name: 'Mariam A.', email: 'mariam@travellers.example', phone: null, avatar: '/uploads/avatars/a.png', role: 'traveller' },
        });
      }),
    );
    const actor = createActor(updateProfile, { input: { name: ' Mariam A. ', email: 'mariam@travellers.example ', phone: '  ' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(seen).toEqual([{ body: { name: 'Mariam A.', email: 'mariam@travellers.example', phone: null }, authorization: 'Bearer old.token.sig' }]);
    expect(actor.getSnapshot().output).toEqual({
      ok: true,
      user: { id: 'u-1', name: 'Mariam A.', email: 'mariam@travellers.example', phone: null, avatar: '/uploads/avatars/a.png', token: 'new.token.sig', role: 'traveller' },
    });
  });

  it("updateProfile gives the server's message, or 'Update failed' when there is none", async () => {
    storeSignedInUser(user);
    server.use(handle('put', '/api/Auth/updateuser', ({ fail }) => fail(409, 'An account with this email address already exists.')));
    const taken = createActor(updateProfile, { input: { name: 'M', email: 'm@x.example', phone: '' } }).start();
    await vi.waitFor(() => expect(taken.getSnapshot().status).toBe('done'));
    expect(taken.getSnapshot().output).toEqual({ ok: false, error: { text: 'An account with this email address already exists.' } });

    server.use(handle('put', '/api/Auth/updateuser', ({ outsideContract }) => outsideContract(new Response(null, { status: 500 }))));
    const broken = createActor(updateProfile, { input: { name: 'M', email: 'm@x.example', phone: '' } }).start();
    await vi.waitFor(() => expect(broken.getSnapshot().status).toBe('done'));
    expect(broken.getSnapshot().output).toEqual({ ok: false, error: { key: 'errors.updateFailed' } });

    server.use(handle('put', '/api/Auth/updateuser', ({ networkError }) => networkError()));
    const offline = createActor(updateProfile, { input: { name: 'M', email: 'm@x.example', phone: '' } }).start();
    await vi.waitFor(() => expect(offline.getSnapshot().status).toBe('done'));
    expect(offline.getSnapshot().output).toEqual({ ok: false, error: { key: 'errors.noResponse' } });
  });

  it("updateProfile and uploadAvatar need a stored token ('No authentication token found') and then call nothing", async () => {
    const save = createActor(updateProfile, { input: { name: 'M', email: 'm@x.example', phone: '' } }).start();
    const upload = createActor(uploadAvatar, { input: { photo: new File(['x'], 'a.png', { type: 'image/png' }) } }).start();
    await vi.waitFor(() => expect(save.getSnapshot().status).toBe('done'));
    await vi.waitFor(() => expect(upload.getSnapshot().status).toBe('done'));
    expect(save.getSnapshot().output).toEqual({ ok: false, error: { key: 'errors.noToken' } });
    expect(upload.getSnapshot().output).toEqual({ ok: false, error: { key: 'errors.noToken' } });
  });

  it('uploadAvatar posts the photo as multipart and gives the stored path', async () => {
    storeSignedInUser(user);
    const received: { name: string | null; size: number | null }[] = [];
    server.use(
      handle('post', '/api/Auth/avatar', async ({ request, ok }) => {
        const part = (await request.formData()).get('avatar');
        received.push({ name: part instanceof File ? part.name : null, size: part instanceof Blob ? part.size : null });
        return ok({ ...user, role: 'traveller', avatar: '/uploads/avatars/0f.png' });
      }),
    );
    const actor = createActor(uploadAvatar, { input: { photo: new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }) } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(received).toEqual([{ name: 'me.png', size: 64 }]);
    expect(actor.getSnapshot().output).toEqual({ ok: true, avatar: '/uploads/avatars/0f.png' });
  });

  it('sendResetInstructions asks for a link back to this site’s reset screen for the e-mail', async () => {
    vi.stubGlobal('location', { origin: 'https://rihla.example' });
    const bodies: unknown[] = [];
    server.use(
      handle('post', '/api/Auth/forgotpassword', async ({ request, ok }) => {
        bodies.push(await request.json());
        return ok({ message: 'sent' });
      }),
    );
    const actor = createActor(sendResetInstructions, { input: { email: 'mariam+trips@travellers.example' } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ ok: true });
    expect(bodies).toEqual([
      {
        email: 'mariam+trips@travellers.example',
        url: 'https://rihla.example/account/reset-password?email=mariam%2Btrips%40travellers.example&token=',
      },
    ]);
    expect(resetPageLink('http://localhost:8080', 'a@b.example')).toBe('http://localhost:8080/account/reset-password?email=a%40b.example&token=');

    server.use(handle('post', '/api/Auth/forgotpassword', ({ fail }) => fail(500, 'Failed to send reset instructions. Please try again later.')));
    const failing = createActor(sendResetInstructions, { input: { email: 'mariam@travellers.example' } }).start();
    await vi.waitFor(() => expect(failing.getSnapshot().status).toBe('done'));
    expect(failing.getSnapshot().output).toEqual({ ok: false });
  });
});
