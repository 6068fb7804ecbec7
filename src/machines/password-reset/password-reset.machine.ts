import { isStrongPassword } from '../sign-up-form/credential-rules';
import { assign, setup } from 'xstate';
import {
  forgetResetLink,
  openResetLink,
  resetPassword,
  type ResetLink,
  type ResetLinkQuery,
  type ResetMessage,
  type ResetOutcome,
} from './password-reset.actors';

/**
 * Resetting a password from the e-mailed link (spec, accounts §2 Reset password, §4 Password reset, §5
 * Password reset): the link must carry an e-mail and a token, else 'Invalid reset link. Please request a
 * new one'; the new password must pass the strength rule and be confirmed; a 200 answer clears the stored
 * reset e-mail and token, shows the success and goes on to /login after 2 s (the `redirected` final state).
 */
export type ResetField = 'newPassword' | 'confirmPassword';

export interface PasswordResetContext {
  /** The e-mail and token the address carried. */
  query: ResetLinkQuery;
  /** The link in use, once read (from the address, or stored from an earlier opening). */
  link: ResetLink | null;
  newPassword: string;
  confirmPassword: string;
  /** Rule messages by field, as keys of the `account` namespace. */
  fieldErrors: Partial<Record<ResetField, string>>;
  /** The server's refusal, or the fallback. */
  error: ResetMessage | null;
}

export type PasswordResetInput = ResetLinkQuery;

export type PasswordResetEvent = { type: 'reset.fieldChanged'; field: ResetField; value: string } | { type: 'reset.submitted' };

/** Password strength: the sign-up form's one rule (any character that is not a letter, a digit or a space is special, D236). */
export { isStrongPassword };

/** The new-password rules (spec, accounts §5 Password reset). */
export function resetErrors(context: Pick<PasswordResetContext, 'newPassword' | 'confirmPassword'>): Partial<Record<ResetField, string>> {
  const errors: Partial<Record<ResetField, string>> = {};
  if (!isStrongPassword(context.newPassword)) errors.newPassword = 'validation.weakNewPassword';
  if (context.confirmPassword !== context.newPassword) errors.confirmPassword = 'validation.passwordsMismatch';
  return errors;
}

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: { openResetLink, resetPassword },
  delays: {
    loginRedirect: 2000, // spec: after a successful reset the screen redirects to /login after 2 s
  },
  guards: {
    hasLink: (_, link: ResetLink | null) => link !== null,
    isFormValid: ({ context }) => Object.keys(resetErrors(context)).length === 0,
    isReset: (_, outcome: ResetOutcome) => outcome.ok,
  },
  actions: {
    assignLink: assign((_, link: ResetLink | null) => ({ link })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'reset.fieldChanged') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors, error: null };
    }),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: resetErrors(context) })),
    // A rule message may outlive its cause (a mismatch fixed by editing the other field): a valid form clears them all.
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignFailure: assign((_, outcome: ResetOutcome) => ({ error: outcome.ok ? null : outcome.error })),
    assignUnexpectedFailure: assign({ error: { key: 'errors.resetPasswordFailed' } }),
    // The passwords are not kept once they have done their work.
    forgetPasswords: assign({ newPassword: '', confirmPassword: '' }),
    forgetResetLink: () => forgetResetLink(),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({ query: input, link: null, newPassword: '', confirmPassword: '', fieldErrors: {}, error: null }),
  initial: 'opening',
  states: {
    opening: {
      tags: ['busy'],
      invoke: {
        id: 'openResetLink',
        src: 'openResetLink',
        input: ({ context }) => context.query,
        onDone: [
          { guard: { type: 'hasLink', params: ({ event }) => event.output }, target: 'editing', actions: { type: 'assignLink', params: ({ event }) => event.output } },
          { target: 'invalidLink' },
        ],
        onError: { target: 'invalidLink' },
      },
    },
    invalidLink: {},
    editing: {
      on: {
        'reset.fieldChanged': { actions: 'assignField' },
        'reset.submitted': [{ guard: 'isFormValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'assignFieldErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ email: context.link?.email ?? '', token: context.link?.token ?? '', newPassword: context.newPassword }),
        onDone: [
          {
            guard: { type: 'isReset', params: ({ event }) => event.output },
            target: 'succeeded',
            actions: ['forgetResetLink', 'forgetPasswords'],
          },
          { target: 'editing', actions: { type: 'assignFailure', params: ({ event }) => event.output } },
        ],
        onError: { target: 'editing', actions: 'assignUnexpectedFailure' },
      },
    },
    succeeded: {
      after: { loginRedirect: 'redirected' },
    },
    /** The view leaves for /login. */
    redirected: { type: 'final' },
  },
});
