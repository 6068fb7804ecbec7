import type { SnapshotFrom } from 'xstate';
import type { ApplicationFileField, DraftField, PartnerApplication } from './application-review.actors';
import type { applicationReviewMachine } from './application-review.machine';

export type ApplicationReviewSnapshot = SnapshotFrom<typeof applicationReviewMachine>;

/** Where the console is: reading the queue, why it cannot show it, the list, or one application open. */
export function selectPhase(snapshot: ApplicationReviewSnapshot): 'loading' | 'signedOut' | 'forbidden' | 'failed' | 'list' | 'reviewing' {
  for (const phase of ['loading', 'signedOut', 'forbidden', 'failed', 'list'] as const) if (snapshot.matches(phase)) return phase;
  return 'reviewing';
}

export const selectError = (snapshot: ApplicationReviewSnapshot) => snapshot.context.error;
export const selectStatusFilter = (snapshot: ApplicationReviewSnapshot) => snapshot.context.status;
export const selectApplications = (snapshot: ApplicationReviewSnapshot): PartnerApplication[] => snapshot.context.applications;

/** The application open, or null. */
export function selectSelected(snapshot: ApplicationReviewSnapshot): PartnerApplication | null {
  const { applications, selectedId } = snapshot.context;
  return applications.find((application) => application.id === selectedId) ?? null;
}

export type DecisionStep = 'idle' | 'approving' | 'rejecting' | 'sending' | 'decided';

/** The decision on the open application: which form is open, whether it is being sent, what came back. */
export function selectDecision(snapshot: ApplicationReviewSnapshot): {
  step: DecisionStep;
  form: 'approve' | 'reject' | null;
  canDecide: boolean;
  missing: DraftField[];
  reasonMissing: boolean;
  refusal: string | null;
  error: string | null;
} {
  const { context } = snapshot;
  const form = snapshot.matches({ reviewing: { decision: 'approving' } }) ? 'approve' : snapshot.matches({ reviewing: { decision: 'rejecting' } }) ? 'reject' : null;
  const step: DecisionStep = snapshot.hasTag('deciding')
    ? 'sending'
    : form === 'approve'
      ? 'approving'
      : form === 'reject'
        ? 'rejecting'
        : snapshot.matches({ reviewing: { decision: 'decided' } })
          ? 'decided'
          : 'idle';
  return {
    step,
    form,
    canDecide: step === 'idle' && snapshot.can({ type: 'applications.approveStarted' }),
    missing: context.missing,
    reasonMissing: context.reasonMissing,
    refusal: context.refusal,
    error: context.decisionError,
  };
}

export const selectDraft = (snapshot: ApplicationReviewSnapshot) => snapshot.context.draft;
export const selectReason = (snapshot: ApplicationReviewSnapshot) => snapshot.context.reason;
export const selectOutcome = (snapshot: ApplicationReviewSnapshot) => snapshot.context.outcome;

/** The documents: which one is being fetched (one at a time) and why the last one did not open. */
export function selectFiles(snapshot: ApplicationReviewSnapshot): { busy: boolean; error: string | null; canOpen: (field: ApplicationFileField) => boolean } {
  const busy = snapshot.hasTag('openingFile');
  return {
    busy,
    error: snapshot.context.fileError,
    canOpen: (field) => !busy && selectSelected(snapshot)?.files[field] != null && snapshot.can({ type: 'applications.fileRequested', field }),
  };
}
