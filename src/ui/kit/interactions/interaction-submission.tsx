import { useMachine } from '@xstate/react';
import { interactionSubmissionMachine } from '@/machines/interactions/interaction-submission.machine';
import { readTokenClaims } from '@/machines/session/session-token';
import { selectIsSignedIn, selectUser } from '@/machines/session/session.selectors';
import { inspected } from '@/ui/app/inspector';
import { Session } from '@/ui/app/session';

/** Runs the submission statechart for one user for as long as it is mounted. */
function SubmissionFor({ userId }: { userId: string }) {
  useMachine(interactionSubmissionMachine, inspected({ input: { userId } }));
  return null;
}

/**
 * Submits the signed-in user's interaction records (spec, accounts §7: right after sign-in, then every
 * 7 days, and shortly after they change): no UI. Mount it once inside the session provider. It starts
 * when someone signs in and stops when they sign out; a different user starts afresh. A token without a
 * user id submits nothing (the server could not take the records for anyone).
 */
export function InteractionSubmission() {
  const signedIn = Session.useSelector(selectIsSignedIn);
  const user = Session.useSelector(selectUser);
  const userId = signedIn && user ? readTokenClaims(user.token)?.userId : null;
  return userId ? <SubmissionFor key={userId} userId={userId} /> : null;
}
