import { fromCallback, type ActorRefFrom, type EventObject } from 'xstate';
import type { SessionError } from '@/machines/session/session.actors';
import type { sessionMachine } from '@/machines/session/session.machine';
import type { SessionSnapshot } from '@/machines/session/session.selectors';

/**
 * How the sign-up and login forms cooperate with the one session of the app. A form owns its fields and
 * their rules; the session owns signing in. The form sends the session its request (`session.register`,
 * `session.login`, `session.googleLogin`) when it starts submitting, and learns how the attempt went by
 * watching the session: `watchSession` reports every change of the session's state to the form as a
 * `session.statusChanged` event, so a form can mirror "signing in", "signed in" and "failed, saying why"
 * without the view passing anything along.
 */
export type SessionRef = ActorRefFrom<typeof sessionMachine>;

export type SessionStatus = 'restoring' | 'signedOut' | 'signingIn' | 'signedIn' | 'signingOut';

/** The session's state as a form sees it; `error` is the session's error (set when an attempt failed). */
export interface SessionStatusChanged {
  type: 'session.statusChanged';
  status: SessionStatus;
  error: SessionError | null;
}

const STATUSES: readonly SessionStatus[] = ['restoring', 'signedOut', 'signingIn', 'signedIn', 'signingOut'];

export function sessionStatusOf(snapshot: SessionSnapshot): SessionStatus {
  return STATUSES.find((status) => snapshot.matches(status)) ?? 'signedOut';
}

/** Reports the session's state now, then at every change of state (not of context alone), until stopped. */
export const watchSession = fromCallback<EventObject, { session: SessionRef }>(({ input, sendBack }) => {
  let last: SessionStatus | null = null;
  const report = (snapshot: SessionSnapshot) => {
    const status = sessionStatusOf(snapshot);
    if (status === last) return;
    last = status;
    sendBack({ type: 'session.statusChanged', status, error: snapshot.context.error } satisfies SessionStatusChanged);
  };
  report(input.session.getSnapshot());
  const subscription = input.session.subscribe(report);
  return () => subscription.unsubscribe();
});
