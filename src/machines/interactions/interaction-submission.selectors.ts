import type { SnapshotFrom } from 'xstate';
import type { interactionSubmissionMachine } from './interaction-submission.machine';

export type InteractionSubmissionSnapshot = SnapshotFrom<typeof interactionSubmissionMachine>;
export type SubmissionStatus = 'reading' | 'waiting' | 'settling' | 'submitting' | 'retrying';

export function selectSubmissionStatus(snapshot: InteractionSubmissionSnapshot): SubmissionStatus {
  if (snapshot.matches('reading')) return 'reading';
  if (snapshot.matches('settling')) return 'settling';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('retrying')) return 'retrying';
  return 'waiting';
}

/** When the server last accepted the user's records, if known. */
export const selectLastSubmittedAt = (snapshot: InteractionSubmissionSnapshot) => snapshot.context.lastSubmittedAt;
/** When the next weekly submission is due. */
export const selectNextSubmissionAt = (snapshot: InteractionSubmissionSnapshot) => snapshot.context.dueAt;
export const selectSubmissionError = (snapshot: InteractionSubmissionSnapshot) => snapshot.context.error;
