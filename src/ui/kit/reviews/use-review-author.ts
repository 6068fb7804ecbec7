import { useMemo } from 'react';
import type { ReviewAuthor } from '@/machines/reviews/reviews.actors';
import { selectIsSignedIn, selectUser } from '@/machines/session/session.selectors';
import { userIdOf } from '@/machines/session/session-token';
import { Session } from '@/ui/app/session';

/**
 * The signed-in user as a review author (id from the token's name-identifier claim), or null. Null in the
 * server's render and the hydrating one (the session is still `restoring`), so both agree (D195).
 */
export function useReviewAuthor(): ReviewAuthor | null {
  const user = Session.useSelector(selectUser);
  const signedIn = Session.useSelector(selectIsSignedIn);
  return useMemo(
    () => (signedIn && user ? { userId: userIdOf(user.token), name: user.name, avatar: user.avatar ?? null } : null),
    [signedIn, user],
  );
}
