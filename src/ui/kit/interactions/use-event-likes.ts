import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { eventLikesMachine } from '@/machines/event-likes/event-likes.machine';
import { selectIsLiked } from '@/machines/event-likes/event-likes.selectors';
import { userIdOf } from '@/machines/session/session-token';
import { selectIsSignedIn, selectUser } from '@/machines/session/session.selectors';
import { inspected } from '@/ui/app/inspector';
import { Session } from '@/ui/app/session';
import { useAuthGate } from '@/ui/app/use-auth-gate';

export interface EventLikes {
  isLiked: (eventId: number | string) => boolean;
  /** Likes or unlikes; signed out, asks the user to log in first (spec, accounts §5). */
  toggle: (eventId: number | string) => void;
}

/** The event like toggle for a screen: the signed-in user's likes, behind the login gate. */
export function useEventLikes(): EventLikes {
  const signedIn = Session.useSelector(selectIsSignedIn);
  const user = Session.useSelector(selectUser);
  // Spec §6: the user id is the token's; local records fall back to 'anonymous'.
  const userId = signedIn && user ? userIdOf(user.token) : null;
  const [snapshot, send] = useMachine(eventLikesMachine, inspected({ input: { userId } }));
  useEffect(() => {
    send({ type: 'likes.userChanged', userId });
  }, [send, userId]);
  const gate = useAuthGate();
  return {
    isLiked: (eventId) => selectIsLiked(snapshot, eventId),
    toggle: (eventId) => gate(() => send({ type: 'likes.toggled', eventId })),
  };
}
