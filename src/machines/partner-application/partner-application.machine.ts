import { assign, emit, setup } from 'xstate';
import {
  inspectFiles,
  sendApplication,
  type ContentProblems,
  type PartnerFailure,
  type PartnerFiles,
  type SendOutcome,
} from './partner-application.actors';
import {
  FILE_FIELD_RULES,
  fileChoiceProblem,
  PARTNER_FILE_FIELDS,
  PARTNER_TEXT_FIELDS,
  textProblem,
  type PartnerErrorKey,
  type PartnerFileField,
  type PartnerTextField,
} from './partner-rules';

/**
 * The partner application (`/GetInTouch`; spec, accounts §2 Get In Touch, §3 partner application, §5
 * partner rules, §7 POST /api/TourismCompanyRequestApi, §8 partner form errors).
 *
 * - `form`: the company types its details, chooses its files and ticks the terms. A file over 3 MB or of
 *   a type its field does not take is refused as it is chosen, with a message by the field. Leaving the
 *   e-mail with something typed checks its shape; every other rule waits for the submit (D48); editing a
 *   field clears its message. `editing` shows no notice; `succeeded` the success notice; `failed` why
 *   the last attempt failed. The notices stay until the next submit.
 * - `validating`: a submit checks every rule of §5 (required fields, e-mail, the terms: not accepted is
 *   `getInTouch.termsError`) and reads the start of every chosen file to check its content as the server
 *   will. Anything wrong: back to editing with every message shown (and `partner.invalid` announced, so
 *   the view can take the user to the first), nothing sent. A file that cannot be read any more fails
 *   the attempt ('fileUnreadable').
 * - `submitting`: the application is sent as a multipart form (busy: the button is disabled). Success
 *   clears the form, the files too; a failure keeps everything typed and chosen and shows the response
 *   text, else 'Failed to submit request'. Either way `partner.answered` is announced, so the view can
 *   bring the notice into view.
 */
export type PartnerField = PartnerTextField | PartnerFileField | 'acceptTerms';
export type PartnerErrors = Partial<Record<PartnerField, PartnerErrorKey>>;
export type PartnerValues = Record<PartnerTextField, string>;

export interface PartnerDraft {
  values: PartnerValues;
  files: PartnerFiles;
  termsAccepted: boolean;
}

export interface PartnerApplicationContext extends PartnerDraft {
  errors: PartnerErrors;
  failure: PartnerFailure | null;
}

export interface PartnerApplicationInput {
  /** What the form starts with; empty when not given. */
  draft?: Partial<PartnerDraft>;
}

export type PartnerApplicationEvent =
  | { type: 'partner.fieldChanged'; field: PartnerTextField; value: string }
  | { type: 'partner.fieldLeft'; field: PartnerTextField }
  /** A file chosen for a field, or null when the choice was cleared. */
  | { type: 'partner.fileChosen'; field: PartnerFileField; file: File | null }
  | { type: 'partner.termsChanged'; accepted: boolean }
  | { type: 'partner.submitted' };

/**
 * Told after a submit: `partner.invalid` when it found something wrong (the first field to fix, in the
 * form's order), `partner.answered` when the attempt ended in the success or failure notice.
 */
export type PartnerApplicationEmitted = { type: 'partner.invalid'; field: PartnerField } | { type: 'partner.answered' };

/** Every field in the form's order: the texts, the files, then the terms. */
export const PARTNER_FIELDS: readonly PartnerField[] = [...PARTNER_TEXT_FIELDS, ...PARTNER_FILE_FIELDS, 'acceptTerms'];

const FILE_PROBLEMS = new Set<PartnerErrorKey>(['imageType', 'documentType', 'fileTooLarge']);

export const emptyValues = (): PartnerValues =>
  Object.fromEntries(PARTNER_TEXT_FIELDS.map((field) => [field, ''])) as PartnerValues;
export const noFiles = (): PartnerFiles => Object.fromEntries(PARTNER_FILE_FIELDS.map((field) => [field, null])) as PartnerFiles;

const emptyDraft = (): PartnerDraft => ({ values: emptyValues(), files: noFiles(), termsAccepted: false });

/**
 * Every message a submit shows: each text field's rule, each file's (a file refused when chosen keeps its
 * reason; a chosen one is judged by its content; a missing required one is 'required'), and the terms.
 */
export function submitErrors(context: PartnerApplicationContext, contentProblems: ContentProblems): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const field of PARTNER_TEXT_FIELDS) {
    const problem = textProblem(field, context.values[field]);
    if (problem) errors[field] = problem;
  }
  for (const field of PARTNER_FILE_FIELDS) {
    const shown = context.errors[field];
    const problem = context.files[field]
      ? (contentProblems[field] ?? null)
      : shown && FILE_PROBLEMS.has(shown)
        ? shown
        : FILE_FIELD_RULES[field].required
          ? 'required'
          : null;
    if (problem) errors[field] = problem;
  }
  if (!context.termsAccepted) errors.acceptTerms = 'termsError';
  return errors;
}

function without(errors: PartnerErrors, field: PartnerField): PartnerErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

const unreadable: PartnerFailure = { key: 'fileUnreadable' };
const requestFailed: PartnerFailure = { key: 'requestFailed' };

/** Types the machine's input: every field is optional, so `{}` is one. */
const noInput: PartnerApplicationInput = {};

export const partnerApplicationMachine = setup({
  types: {
    context: {} as PartnerApplicationContext,
    events: {} as PartnerApplicationEvent,
    input: noInput,
    emitted: {} as PartnerApplicationEmitted,
  },
  actors: { inspectFiles, sendApplication },
  guards: {
    isFileRefused: ({ event }) => event.type === 'partner.fileChosen' && event.file !== null && fileChoiceProblem(event.field, event.file) !== null,
    isReadyToSend: ({ context }, contentProblems: ContentProblems) => Object.keys(submitErrors(context, contentProblems)).length === 0,
    isSent: (_, outcome: SendOutcome) => outcome.ok,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'partner.fieldChanged') return {};
      return { values: { ...context.values, [event.field]: event.value }, errors: without(context.errors, event.field) };
    }),
    /** Leaving a field with something typed checks its shape; a blank one waits for the submit (D48). */
    checkLeftField: assign(({ context, event }) => {
      if (event.type !== 'partner.fieldLeft') return {};
      const value = context.values[event.field];
      if (value.trim() === '') return {};
      const problem = textProblem(event.field, value);
      return { errors: problem ? { ...context.errors, [event.field]: problem } : without(context.errors, event.field) };
    }),
    assignFile: assign(({ context, event }) => {
      if (event.type !== 'partner.fileChosen') return {};
      return { files: { ...context.files, [event.field]: event.file }, errors: without(context.errors, event.field) };
    }),
    refuseFile: assign(({ context, event }) => {
      if (event.type !== 'partner.fileChosen' || !event.file) return {};
      const problem = fileChoiceProblem(event.field, event.file);
      return { files: { ...context.files, [event.field]: null }, errors: problem ? { ...context.errors, [event.field]: problem } : context.errors };
    }),
    assignTerms: assign(({ context, event }) => {
      if (event.type !== 'partner.termsChanged') return {};
      return { termsAccepted: event.accepted, errors: event.accepted ? without(context.errors, 'acceptTerms') : context.errors };
    }),
    clearFailure: assign({ failure: null }),
    clearErrors: assign({ errors: {} }),
    assignSubmitErrors: assign(({ context }, contentProblems: ContentProblems) => ({ errors: submitErrors(context, contentProblems) })),
    announceFirstError: emit(({ context }) => ({
      type: 'partner.invalid' as const,
      field: PARTNER_FIELDS.find((field) => context.errors[field]) ?? 'acceptTerms',
    })),
    announceAnswer: emit({ type: 'partner.answered' as const }),
    assignUnreadableFile: assign({ failure: unreadable }),
    assignFailure: assign((_, outcome: SendOutcome) => ({ failure: outcome.ok ? null : outcome.failure })),
    assignRequestFailed: assign({ failure: requestFailed }),
    clearForm: assign(() => ({ ...emptyDraft(), errors: {}, failure: null })),
  },
}).createMachine({
  id: 'partnerApplication',
  context: ({ input }) => {
    const empty = emptyDraft();
    return {
      values: { ...empty.values, ...input.draft?.values },
      files: { ...empty.files, ...input.draft?.files },
      termsAccepted: input.draft?.termsAccepted ?? false,
      errors: {},
      failure: null,
    };
  },
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'partner.fieldChanged': { actions: 'assignValue' },
        'partner.fieldLeft': { actions: 'checkLeftField' },
        'partner.fileChosen': [{ guard: 'isFileRefused', actions: 'refuseFile' }, { actions: 'assignFile' }],
        'partner.termsChanged': { actions: 'assignTerms' },
        'partner.submitted': { target: 'validating', actions: 'clearFailure' },
      },
      states: {
        editing: {},
        succeeded: {},
        failed: {},
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'inspectFiles',
        src: 'inspectFiles',
        input: ({ context }) => ({ files: context.files }),
        onDone: [
          { guard: { type: 'isReadyToSend', params: ({ event }) => event.output }, target: 'submitting', actions: 'clearErrors' },
          {
            target: 'form.editing',
            actions: [{ type: 'assignSubmitErrors', params: ({ event }) => event.output }, 'announceFirstError'],
          },
        ],
        onError: { target: 'form.failed', actions: ['assignUnreadableFile', 'announceAnswer'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendApplication',
        src: 'sendApplication',
        input: ({ context }) => ({ values: context.values, files: context.files }),
        onDone: [
          { guard: { type: 'isSent', params: ({ event }) => event.output }, target: 'form.succeeded', actions: ['clearForm', 'announceAnswer'] },
          { target: 'form.failed', actions: [{ type: 'assignFailure', params: ({ event }) => event.output }, 'announceAnswer'] },
        ],
        onError: { target: 'form.failed', actions: ['assignRequestFailed', 'announceAnswer'] },
      },
    },
  },
});
