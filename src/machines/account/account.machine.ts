import { and, assign, emit, setup } from 'xstate';
import type { SessionUser } from '@/api/auth';
import {
  sendResetInstructions,
  updateProfile,
  uploadAvatar,
  type AccountMessage,
  type AvatarUploadOutcome,
  type ProfileDraft,
  type ProfileSaveOutcome,
  type ResetRequestOutcome,
} from './account.actors';
import { declaredImageProblem } from '@core/uploads/images';

/**
 * The account screen (spec, accounts §2 Account, §4 Account screen, §5 Profile edit and Password reset
 * request): view → edit → view (Cancel, or a successful save), view → reset password → view (Cancel, or
 * 3 s after the instructions were sent). Saving sends the photo first (when one was chosen), then the
 * name, e-mail and phone; every user the server answers is announced as `account.userUpdated`, which the
 * view hands to the session so the stored user follows (spec: saving updates the stored current user).
 * Without a user there is only the no-user-data error.
 */
export type ProfileField = keyof ProfileDraft;


export interface AccountContext {
  user: SessionUser | null;
  /** The edit form's fields. */
  draft: ProfileDraft;
  /** Rule messages by field, as keys of the `account` namespace. */
  fieldErrors: Partial<Record<ProfileField, string>>;
  /** A checked photo waiting for Save. */
  photo: File | null;
  photoError: AccountMessage | null;
  /** The reset panel's current-password field: required, never sent (spec, accounts §5). */
  currentPassword: string;
  currentPasswordError: string | null;
  /** The failure of the last save or reset request. */
  error: AccountMessage | null;
}

export interface AccountInput {
  user: SessionUser | null;
}

export type AccountEvent =
  | { type: 'account.edit' }
  | { type: 'account.resetPassword' }
  | { type: 'account.cancel' }
  | { type: 'account.fieldChanged'; field: ProfileField; value: string }
  | { type: 'account.photoChosen'; file: File }
  | { type: 'account.save' }
  | { type: 'account.currentPasswordChanged'; value: string }
  | { type: 'account.resetSubmitted' }
  /** The session's user, whenever it changes (null once signed out). */
  | { type: 'account.userChanged'; user: SessionUser | null };

/** What the machine tells its owner: the server's latest copy of the user, to store in the session. */
export type AccountEmitted = { type: 'account.userUpdated'; user: SessionUser };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The profile edit rules (spec, accounts §5): name and e-mail required, e-mail an e-mail address, phone optional. */
export function profileErrors(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (draft.name.trim() === '') errors.name = 'validation.nameRequired';
  const email = draft.email.trim();
  if (email === '') errors.email = 'validation.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'validation.invalidEmail';
  return errors;
}

/** The avatar rules (spec, accounts §5 and §9): an image, at most 2 MB. Null when the photo may be sent. */
export function photoProblem(file: File): string | null {
  const problem = declaredImageProblem(file);
  return problem === null ? null : problem === 'type' ? 'errors.invalidImageType' : 'errors.imageTooLarge';
}

const draftOf = (user: SessionUser | null): ProfileDraft => ({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' });

const unexpected = (error: unknown): AccountMessage => (error instanceof Error && error.message ? { text: error.message } : { key: 'errors.updateFailed' });

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
    emitted: {} as AccountEmitted,
  },
  actors: { updateProfile, uploadAvatar, sendResetInstructions },
  delays: {
    resetPanelClose: 3000, // spec: after a successful reset request the panel closes after 3 s
  },
  guards: {
    hasNoUser: ({ context }) => context.user === null,
    isSignedOutUser: ({ event }) => event.type === 'account.userChanged' && event.user === null,
    isSignedInUser: ({ event }) => event.type === 'account.userChanged' && event.user !== null,
    isProfileValid: ({ context }) => Object.keys(profileErrors(context.draft)).length === 0,
    hasPhoto: ({ context }) => context.photo !== null,
    isPhotoRejected: ({ event }) => event.type === 'account.photoChosen' && photoProblem(event.file) !== null,
    hasCurrentPassword: ({ context }) => context.currentPassword !== '',
    isProfileSaved: (_, outcome: ProfileSaveOutcome) => outcome.ok,
    isAvatarSaved: (_, outcome: AvatarUploadOutcome) => outcome.ok,
    isResetRequested: (_, outcome: ResetRequestOutcome) => outcome.ok,
  },
  actions: {
    assignUser: assign(({ context, event }) => (event.type === 'account.userChanged' ? { user: event.user } : { user: context.user })),
    startEditing: assign(({ context }) => ({ draft: draftOf(context.user), fieldErrors: {}, photo: null, photoError: null, error: null })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'account.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors, error: null };
    }),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: profileErrors(context.draft) })),
    assignPhoto: assign(({ event }) => (event.type === 'account.photoChosen' ? { photo: event.file, photoError: null, error: null } : {})),
    rejectPhoto: assign(({ event }) => ({
      photo: null,
      photoError: event.type === 'account.photoChosen' ? { key: photoProblem(event.file) ?? 'errors.invalidImageType' } : null,
    })),
    clearError: assign({ error: null }),
    assignSavedAvatar: assign(({ context }, outcome: AvatarUploadOutcome) => ({
      photo: null,
      user: context.user && outcome.ok ? { ...context.user, avatar: outcome.avatar } : context.user,
    })),
    assignPhotoFailure: assign((_, outcome: AvatarUploadOutcome) => ({ photoError: outcome.ok ? null : outcome.error })),
    assignSavedUser: assign(({ context }, outcome: ProfileSaveOutcome) => ({ user: outcome.ok ? outcome.user : context.user })),
    assignSaveFailure: assign((_, outcome: ProfileSaveOutcome) => ({ error: outcome.ok ? null : outcome.error })),
    assignUnexpectedFailure: assign((_, error: unknown) => ({ error: unexpected(error) })),
    announceUser: emit(({ context }) => ({ type: 'account.userUpdated' as const, user: context.user as SessionUser })),
    startResetRequest: assign({ currentPassword: '', currentPasswordError: null, error: null }),
    assignCurrentPassword: assign(({ event }) =>
      event.type === 'account.currentPasswordChanged' ? { currentPassword: event.value, currentPasswordError: null } : {},
    ),
    requireCurrentPassword: assign({ currentPasswordError: 'errors.currentPasswordRequired' }),
    assignResetFailure: assign({ error: { key: 'errors.resetFailed' } }),
    forgetForms: assign(({ context }) => ({
      draft: draftOf(context.user),
      fieldErrors: {},
      photo: null,
      photoError: null,
      currentPassword: '',
      currentPasswordError: null,
      error: null,
    })),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    user: input.user,
    draft: draftOf(input.user),
    fieldErrors: {},
    photo: null,
    photoError: null,
    currentPassword: '',
    currentPasswordError: null,
    error: null,
  }),
  initial: 'view',
  on: {
    'account.userChanged': [
      { guard: 'isSignedOutUser', target: '.noUser', actions: ['assignUser', 'forgetForms'] },
      { actions: 'assignUser' },
    ],
  },
  states: {
    view: {
      // Opened without a user: only the no-user-data error (spec, accounts §2).
      always: { guard: 'hasNoUser', target: 'noUser' },
      on: {
        'account.edit': { target: 'edit', actions: 'startEditing' },
        'account.resetPassword': { target: 'resetPassword', actions: 'startResetRequest' },
      },
    },
    edit: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'account.fieldChanged': { actions: 'assignField' },
            'account.photoChosen': [{ guard: 'isPhotoRejected', actions: 'rejectPhoto' }, { actions: 'assignPhoto' }],
            'account.save': [
              { guard: and(['isProfileValid', 'hasPhoto']), target: 'savingPhoto', actions: 'clearError' },
              { guard: 'isProfileValid', target: 'savingProfile', actions: 'clearError' },
              { actions: 'assignFieldErrors' },
            ],
            'account.cancel': { target: '#account.view', actions: 'forgetForms' },
          },
        },
        savingPhoto: {
          tags: ['busy'],
          invoke: {
            id: 'uploadAvatar',
            src: 'uploadAvatar',
            input: ({ context }) => ({ photo: context.photo as File }),
            onDone: [
              {
                guard: { type: 'isAvatarSaved', params: ({ event }) => event.output },
                target: 'savingProfile',
                // The photo is stored from now on, whatever happens to the rest of the form.
                actions: [{ type: 'assignSavedAvatar', params: ({ event }) => event.output }, 'announceUser'],
              },
              { target: 'editing', actions: { type: 'assignPhotoFailure', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: { type: 'assignUnexpectedFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        savingProfile: {
          tags: ['busy'],
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) => context.draft,
            onDone: [
              {
                guard: { type: 'isProfileSaved', params: ({ event }) => event.output },
                target: '#account.view',
                actions: [{ type: 'assignSavedUser', params: ({ event }) => event.output }, 'announceUser', 'forgetForms'],
              },
              { target: 'editing', actions: { type: 'assignSaveFailure', params: ({ event }) => event.output } },
            ],
            onError: { target: 'editing', actions: { type: 'assignUnexpectedFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
      },
    },
    resetPassword: {
      initial: 'editing',
      on: {
        'account.cancel': { target: 'view', actions: 'forgetForms' },
      },
      states: {
        editing: {
          on: {
            'account.currentPasswordChanged': { actions: 'assignCurrentPassword' },
            'account.resetSubmitted': [
              { guard: 'hasCurrentPassword', target: 'sending', actions: 'clearError' },
              { actions: 'requireCurrentPassword' },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendResetInstructions',
            src: 'sendResetInstructions',
            // The current password is only asked for, never sent (spec, accounts §5).
            input: ({ context }) => ({ email: context.user?.email ?? '' }),
            onDone: [
              { guard: { type: 'isResetRequested', params: ({ event }) => event.output }, target: 'sent' },
              { target: 'editing', actions: 'assignResetFailure' },
            ],
            onError: { target: 'editing', actions: 'assignResetFailure' },
          },
          // A request under way is not cancelled half-way.
          on: { 'account.cancel': {} },
        },
        sent: {
          after: { resetPanelClose: { target: '#account.view', actions: 'forgetForms' } },
        },
      },
    },
    noUser: {
      on: {
        'account.userChanged': { guard: 'isSignedInUser', target: 'view', actions: 'assignUser' },
      },
    },
  },
});
