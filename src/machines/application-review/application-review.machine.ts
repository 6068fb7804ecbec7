import { assign, setup } from 'xstate';
import {
  approveApplication,
  DECISION_FAILED,
  fetchApplications,
  FILE_FAILED,
  LOAD_FAILED,
  openApplicationFile,
  rejectApplication,
  SIGNED_OUT,
  FORBIDDEN,
  type ApplicationFileField,
  type ApplicationsResult,
  type ApplicationStatus,
  type CompanyDraft,
  type DecisionResult,
  type DraftField,
  type FileResult,
  type PartnerApplication,
} from './application-review.actors';

/**
 * The admin console's applications queue (D284, D376): companies that applied at
 * /GetInTouch, reviewed one at a time.
 *
 * Loading ends signed out, forbidden (an account that is not an admin: the server answers 403), failed (Try
 * Again) or with the list, filtered by status (pending first: the queue). Opening an application shows
 * every field and its documents; while it is open two regions run:
 * - `decision`: a pending application is approved, after the admin checks the company as it will be
 *   published, in English and Arabic (names and descriptions required in both: the form says which are
 *   missing before anything is sent), or rejected with a reason the applicant will read. The server's
 *   refusal (already decided, an address that is an admin's or another company's partner's) is shown as it
 *   wrote it and the form stays as typed; a failure keeps it too, to send again. `decided` shows the outcome
 *   (the company made, whether the invitation was mailed); closing it reads the queue again.
 * - `files`: a document (logo, cover, licence, additional document) fetched with the admin's token and
 *   handed to the browser, one at a time, with its own failure.
 */
export interface ApplicationReviewContext {
  /** The queue shown: the applications with this status. */
  status: ApplicationStatus;
  applications: PartnerApplication[];
  /** The application open, or null on the list. */
  selectedId: number | null;
  draft: CompanyDraft;
  reason: string;
  /** The required fields still blank when the admin tried to approve (shown with the form). */
  missing: DraftField[];
  /** The admin tried to reject without a reason. */
  reasonMissing: boolean;
  /** Why there is no list: a console key (common's `console` block, console-calls.ts), or null. */
  error: string | null;
  /** The server's word against the decision (400, 404, 409), as it wrote it, or null. */
  refusal: string | null;
  /** Why the decision did not go through: a console key (common's `console` block, console-calls.ts), or null. */
  decisionError: string | null;
  /** What the decision did, once done. */
  outcome: Extract<DecisionResult, { ok: true }> | null;
  /** Why the last document did not open: a key of the `admin` namespace, or null. */
  fileError: string | null;
}

export type ApplicationReviewEvent =
  /** Try Again after a failed read. */
  | { type: 'applications.retried' }
  /** The queue's status filter: pending, approved or rejected. */
  | { type: 'applications.filtered'; status: ApplicationStatus }
  | { type: 'applications.opened'; applicationId: number }
  /** Back to the list (after a decision, the list is read again). */
  | { type: 'applications.closed' }
  | { type: 'applications.approveStarted' }
  | { type: 'applications.rejectStarted' }
  | { type: 'applications.draftChanged'; field: DraftField; value: string }
  | { type: 'applications.reasonChanged'; value: string }
  /** Approve (or Reject) in the form: checked here, then sent. */
  | { type: 'applications.submitted' }
  /** Cancel in the form: back to the application, nothing sent. */
  | { type: 'applications.decisionCancelled' }
  | { type: 'applications.fileRequested'; field: ApplicationFileField };

/** The fields an approval needs, in the order the form shows them (the server's own rule, D284). */
export const REQUIRED_FIELDS: readonly DraftField[] = ['nameEn', 'nameAr', 'descriptionEn', 'descriptionAr'];

export const EMPTY_DRAFT: CompanyDraft = {
  nameEn: '',
  nameAr: '',
  sloganEn: '',
  sloganAr: '',
  descriptionEn: '',
  descriptionAr: '',
  cityEn: '',
  cityAr: '',
  addressEn: '',
  addressAr: '',
};

/** The required fields still blank in `draft`. */
export const missingFields = (draft: CompanyDraft): DraftField[] => REQUIRED_FIELDS.filter((field) => draft[field].trim() === '');

/**
 * The form an approval starts from: the application's own words in the English fields (the form at
 * /GetInTouch is in one language, usually English); the Arabic ones are the admin's to write.
 */
export function draftFrom(application: PartnerApplication): CompanyDraft {
  return { ...EMPTY_DRAFT, nameEn: application.CompanyName, descriptionEn: application.Description, addressEn: application.CompanyAddress };
}

const selected = (context: ApplicationReviewContext) => context.applications.find((application) => application.id === context.selectedId) ?? null;

const decisionOutput = ({ event }: { event: { output: DecisionResult } }) => event.output;

/** The transitions out of sending a decision: refused or failed back to the form as typed, else decided. */
const decisionTargets = [
  { guard: { type: 'isRefused' as const, params: decisionOutput }, target: 'editing', actions: { type: 'assignRefusal' as const, params: decisionOutput } },
  { guard: { type: 'isDecisionFailure' as const, params: decisionOutput }, target: 'editing', actions: { type: 'assignDecisionError' as const, params: decisionOutput } },
  { target: '#applicationReview.reviewing.decision.decided', actions: { type: 'assignOutcome' as const, params: decisionOutput } },
];

const listOutput = ({ event }: { event: { output: ApplicationsResult } }) => event.output;

export const applicationReviewMachine = setup({
  types: {
    context: {} as ApplicationReviewContext,
    events: {} as ApplicationReviewEvent,
  },
  actors: { fetchApplications, approveApplication, rejectApplication, openApplicationFile },
  guards: {
    isSignedOut: (_, result: ApplicationsResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: ApplicationsResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: ApplicationsResult) => !result.ok,
    /** The application asked for is on the list shown. */
    isListed: ({ context, event }) => event.type === 'applications.opened' && context.applications.some((application) => application.id === event.applicationId),
    /** The open application still waits for a decision. */
    isPending: ({ context }) => selected(context)?.status === 'pending',
    isDraftComplete: ({ context }) => missingFields(context.draft).length === 0,
    isReasonGiven: ({ context }) => context.reason.trim() !== '',
    isRefused: (_, result: DecisionResult) => !result.ok && result.kind === 'refused',
    isDecisionFailure: (_, result: DecisionResult) => !result.ok,
    isFileFailure: (_, result: FileResult) => !result.ok,
  },
  actions: {
    assignApplications: assign((_, result: ApplicationsResult) => (result.ok ? { applications: result.applications, error: null } : {})),
    assignError: assign((_, result: ApplicationsResult) => (result.ok ? {} : { applications: [], error: result.error })),
    assignUnexpectedError: assign({ applications: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignStatus: assign(({ event }) => (event.type === 'applications.filtered' ? { status: event.status } : {})),
    assignSelected: assign(({ event }) => (event.type === 'applications.opened' ? { selectedId: event.applicationId, fileError: null } : {})),
    clearSelected: assign({ selectedId: null }),
    startApproval: assign(({ context }) => {
      const application = selected(context);
      return { draft: application ? draftFrom(application) : EMPTY_DRAFT, missing: [], refusal: null, decisionError: null };
    }),
    startRejection: assign({ reason: '', reasonMissing: false, refusal: null, decisionError: null }),
    assignDraftField: assign(({ context, event }) => {
      if (event.type !== 'applications.draftChanged') return {};
      const draft = { ...context.draft, [event.field]: event.value };
      // A field named as missing stops being named once it is written.
      return { draft, missing: context.missing.filter((field) => missingFields(draft).includes(field)) };
    }),
    assignReason: assign(({ event }) => (event.type === 'applications.reasonChanged' ? { reason: event.value, reasonMissing: false } : {})),
    assignMissing: assign(({ context }) => ({ missing: missingFields(context.draft) })),
    assignReasonMissing: assign({ reasonMissing: true }),
    clearDecisionOutcome: assign({ refusal: null, decisionError: null, missing: [], reasonMissing: false }),
    assignRefusal: assign((_, result: DecisionResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message } : {})),
    assignDecisionError: assign((_, result: DecisionResult) => (!result.ok && result.kind === 'failed' ? { decisionError: result.error } : {})),
    assignUnexpectedDecisionError: assign({ decisionError: DECISION_FAILED }),
    assignOutcome: assign((_, result: DecisionResult) => (result.ok ? { outcome: result } : {})),
    clearOutcome: assign({ outcome: null, selectedId: null }),
    assignFileError: assign((_, result: FileResult) => (result.ok ? {} : { fileError: result.error })),
    assignUnexpectedFileError: assign({ fileError: FILE_FAILED }),
    clearFileError: assign({ fileError: null }),
  },
}).createMachine({
  id: 'applicationReview',
  context: {
    status: 'pending',
    applications: [],
    selectedId: null,
    draft: EMPTY_DRAFT,
    reason: '',
    missing: [],
    reasonMissing: false,
    error: null,
    refusal: null,
    decisionError: null,
    outcome: null,
    fileError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchApplications',
        src: 'fetchApplications',
        input: ({ context }) => ({ status: context.status }),
        onDone: [
          { guard: { type: 'isSignedOut', params: listOutput }, target: 'signedOut', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isForbidden', params: listOutput }, target: 'forbidden', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isFailure', params: listOutput }, target: 'failed', actions: { type: 'assignError', params: listOutput } },
          { target: 'list', actions: { type: 'assignApplications', params: listOutput } },
        ],
        // Unexpected (the client's code could not be loaded): as a failed read.
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    /** No token, or the server refused it: signing in can help, Try Again cannot. */
    signedOut: {},
    /** Signed in, but not as an admin. */
    forbidden: {},
    failed: {
      on: { 'applications.retried': { target: 'loading', actions: 'clearError' } },
    },
    list: {
      on: {
        'applications.filtered': { target: 'loading', actions: 'assignStatus' },
        'applications.opened': { guard: 'isListed', target: 'reviewing', actions: 'assignSelected' },
      },
    },
    reviewing: {
      type: 'parallel',
      states: {
        decision: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'applications.approveStarted': { guard: 'isPending', target: 'approving', actions: 'startApproval' },
                'applications.rejectStarted': { guard: 'isPending', target: 'rejecting', actions: 'startRejection' },
                'applications.closed': { target: '#applicationReview.list', actions: 'clearSelected' },
              },
            },
            approving: {
              initial: 'editing',
              states: {
                /** The company as it will be published, in both languages; nothing is sent until the required fields are written. */
                editing: {
                  on: {
                    'applications.draftChanged': { actions: 'assignDraftField' },
                    'applications.submitted': [{ guard: 'isDraftComplete', target: 'sending', actions: 'clearDecisionOutcome' }, { actions: 'assignMissing' }],
                    'applications.decisionCancelled': { target: '#applicationReview.reviewing.decision.idle', actions: 'clearDecisionOutcome' },
                    'applications.closed': { target: '#applicationReview.list', actions: ['clearDecisionOutcome', 'clearSelected'] },
                  },
                },
                sending: {
                  tags: ['deciding'],
                  invoke: {
                    id: 'approveApplication',
                    src: 'approveApplication',
                    input: ({ context }) => ({ applicationId: context.selectedId ?? 0, draft: context.draft }),
                    onDone: decisionTargets,
                    onError: { target: 'editing', actions: 'assignUnexpectedDecisionError' },
                  },
                },
              },
            },
            rejecting: {
              initial: 'editing',
              states: {
                /** The reason the applicant will read; nothing is sent without one. */
                editing: {
                  on: {
                    'applications.reasonChanged': { actions: 'assignReason' },
                    'applications.submitted': [{ guard: 'isReasonGiven', target: 'sending', actions: 'clearDecisionOutcome' }, { actions: 'assignReasonMissing' }],
                    'applications.decisionCancelled': { target: '#applicationReview.reviewing.decision.idle', actions: 'clearDecisionOutcome' },
                    'applications.closed': { target: '#applicationReview.list', actions: ['clearDecisionOutcome', 'clearSelected'] },
                  },
                },
                sending: {
                  tags: ['deciding'],
                  invoke: {
                    id: 'rejectApplication',
                    src: 'rejectApplication',
                    input: ({ context }) => ({ applicationId: context.selectedId ?? 0, reason: context.reason }),
                    onDone: decisionTargets,
                    onError: { target: 'editing', actions: 'assignUnexpectedDecisionError' },
                  },
                },
              },
            },
            /** Decided: what it did is announced; back to the queue reads it again (the application has left it). */
            decided: {
              on: { 'applications.closed': { target: '#applicationReview.loading', actions: 'clearOutcome' } },
            },
          },
        },
        files: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'applications.fileRequested': { target: 'opening', actions: 'clearFileError' } },
            },
            opening: {
              tags: ['openingFile'],
              invoke: {
                id: 'openApplicationFile',
                src: 'openApplicationFile',
                input: ({ context, event }) => ({
                  applicationId: context.selectedId ?? 0,
                  field: event.type === 'applications.fileRequested' ? event.field : 'LicenseImageUrl',
                }),
                onDone: [
                  { guard: { type: 'isFileFailure', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignFileError', params: ({ event }) => event.output } },
                  { target: 'idle' },
                ],
                onError: { target: 'failed', actions: 'assignUnexpectedFileError' },
              },
            },
            failed: {
              on: { 'applications.fileRequested': { target: 'opening', actions: 'clearFileError' } },
            },
          },
        },
      },
    },
  },
});
