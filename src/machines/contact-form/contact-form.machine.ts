import { assign, emit, setup } from 'xstate';
import { CONTACT_FIELDS, contactFieldProblem, isContactRequest, type ContactField, type ContactProblem } from '@core/contact/contact-rules';
import { submitContactRequest, type ContactSendResult, type ContactValues } from './contact-form.actors';

/**
 * Contact Us (`/contact`; spec, accounts §2 Get In Touch and Contact Us, §3 contact form, §7 "Contact
 * form: no call").
 *
 * - `form.editing`: the visitor types. Leaving the e-mail with something typed checks its shape; the
 *   required fields (name, surname, e-mail, request, message; the telephone is optional) are checked on
 *   submit (D48); editing a field clears its message. A submit with something wrong shows every message
 *   and announces `contact.invalid` with the first field, so the view can take the user there.
 * - `submitting`: the message is sent (item 5: stored, mailed to customer service and
 *   acknowledged to the sender; the spec's form only logged it).
 * - `form.thanked`: the server's thanks show (`contact.thanked` is announced, so the view can bring it into
 *   view) and the form is cleared for another message. The thanks stay until the next submit.
 * - `form.failed`: the message did not go (refused by the server, too many, or no answer). Nothing typed is
 *   lost: the form keeps every field, says why (`contact.sendFailed` is announced), and Retry sends it again;
 *   editing and sending work as before.
 */
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export interface ContactFormContext {
  values: ContactValues;
  errors: ContactErrors;
  /** The server's thanks after the last message went. */
  thanks: string | null;
  /** Why the last send failed: the server's sentence, or null when it could not be reached (the view words it). */
  sendError: string | null;
}

export interface ContactFormInput {
  /** What the form starts with; empty when not given. */
  values?: Partial<ContactValues>;
}

export type ContactFormEvent =
  | { type: 'contact.fieldChanged'; field: ContactField; value: string }
  | { type: 'contact.fieldLeft'; field: ContactField }
  | { type: 'contact.submitted' }
  | { type: 'contact.retried' };

/**
 * Told after a submit: `contact.invalid` when it found something wrong (the first field to fix, in the
 * form's order), `contact.thanked` once the thanks show.
 */
export type ContactFormEmitted = { type: 'contact.invalid'; field: ContactField } | { type: 'contact.thanked' } | { type: 'contact.sendFailed' };

export const emptyContact = (): ContactValues => ({ name: '', surname: '', email: '', telephone: '', request: '', message: '' });

export function contactErrors(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

function without(errors: ContactErrors, field: ContactField): ContactErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** Types the machine's input: every field is optional, so `{}` is one. */
const noInput: ContactFormInput = {};

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: noInput,
    emitted: {} as ContactFormEmitted,
  },
  actors: { submitContactRequest },
  guards: {
    isValid: ({ context }) => Object.keys(contactErrors(context.values)).length === 0,
    isSent: (_, result: ContactSendResult) => result.ok,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'contact.fieldChanged') return {};
      // The request is one of its kinds or nothing: anything else is not a choice the form offers.
      const value = event.field === 'request' && !isContactRequest(event.value) ? '' : event.value;
      return { values: { ...context.values, [event.field]: value }, errors: without(context.errors, event.field) };
    }),
    /** Leaving a field with something typed checks it; a blank one waits for the submit (D48). */
    checkLeftField: assign(({ context, event }) => {
      if (event.type !== 'contact.fieldLeft') return {};
      const value = context.values[event.field];
      if (value.trim() === '') return {};
      const problem = contactFieldProblem(event.field, value);
      return { errors: problem ? { ...context.errors, [event.field]: problem } : without(context.errors, event.field) };
    }),
    assignAllErrors: assign(({ context }) => ({ errors: contactErrors(context.values) })),
    announceFirstError: emit(({ context }) => ({
      type: 'contact.invalid' as const,
      field: CONTACT_FIELDS.find((field) => context.errors[field]) ?? 'name',
    })),
    clearForm: assign({ values: emptyContact, errors: {} }),
    assignThanks: assign({ thanks: (_, result: ContactSendResult) => (result.ok ? result.thanks : null), sendError: null }),
    assignSendError: assign({ sendError: (_, result: ContactSendResult | null) => (result && !result.ok ? result.message : null) }),
    clearSendError: assign({ sendError: null }),
    announceThanks: emit({ type: 'contact.thanked' as const }),
    announceSendFailed: emit({ type: 'contact.sendFailed' as const }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({ values: { ...emptyContact(), ...input?.values }, errors: {}, thanks: null, sendError: null }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'contact.fieldChanged': { actions: 'assignValue' },
        'contact.fieldLeft': { actions: 'checkLeftField' },
        'contact.submitted': [
          { guard: 'isValid', target: 'submitting' },
          { target: '.editing', actions: ['assignAllErrors', 'announceFirstError'] },
        ],
      },
      states: {
        editing: {},
        thanked: {},
        failed: {
          on: {
            'contact.retried': [
              { guard: 'isValid', target: '#contactForm.submitting' },
              { target: 'editing', actions: ['clearSendError', 'assignAllErrors', 'announceFirstError'] },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitContactRequest',
        src: 'submitContactRequest',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          {
            guard: { type: 'isSent', params: ({ event }) => event.output },
            target: 'form.thanked',
            actions: [{ type: 'assignThanks', params: ({ event }) => event.output }, 'clearForm', 'announceThanks'],
          },
          { target: 'form.failed', actions: [{ type: 'assignSendError', params: ({ event }) => event.output }, 'announceSendFailed'] },
        ],
        // Unexpected (the client's code could not be loaded, say offline): failed too, the draft kept.
        onError: { target: 'form.failed', actions: [{ type: 'assignSendError', params: null }, 'announceSendFailed'] },
      },
    },
  },
});
