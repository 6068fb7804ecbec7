import type { SnapshotFrom } from 'xstate';
import type { checkInMachine } from './check-in.machine';

export type CheckInSnapshot = SnapshotFrom<typeof checkInMachine>;

/** Where the desk is: its machine's top-level states. */
export type CheckInStep = 'opening' | 'unopened' | 'choosing' | 'scanning' | 'typing' | 'verifying' | 'checkedIn' | 'refused' | 'failed' | 'signedOut' | 'forbidden';

const STEPS: readonly CheckInStep[] = ['opening', 'unopened', 'choosing', 'scanning', 'typing', 'verifying', 'checkedIn', 'refused', 'failed', 'signedOut', 'forbidden'];

export function selectStep(snapshot: CheckInSnapshot): CheckInStep {
  return STEPS.find((step) => snapshot.matches(step)) ?? 'opening';
}

/** The typing field: what is typed, whether it was sent empty, and whether the camera can be offered instead. */
export function selectTyping(snapshot: CheckInSnapshot) {
  return {
    draft: snapshot.context.draft,
    missing: snapshot.matches({ typing: 'missing' }),
    cameraFailed: snapshot.context.cameraFailed,
    canUseCamera: snapshot.can({ type: 'checkIn.cameraChosen' }),
  };
}

/** What the last code came to: the booking checked in, the server's refusal, or why nothing was answered. */
export function selectOutcome(snapshot: CheckInSnapshot) {
  const { code, checkedIn, refusal, error, cameraSupported, cameraFailed } = snapshot.context;
  // "Scan the next" opens the camera again where it can (the machine's `canScan`), else the field.
  return { code, checkedIn, refusal, error, nextWithCamera: cameraSupported && !cameraFailed };
}
