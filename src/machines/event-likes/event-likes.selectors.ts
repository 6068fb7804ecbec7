import type { SnapshotFrom } from 'xstate';
import { isLikedBy, type eventLikesMachine } from './event-likes.machine';

export type EventLikesSnapshot = SnapshotFrom<typeof eventLikesMachine>;

/** Whether the signed-in user likes this event (never, signed out). */
export function selectIsLiked(snapshot: EventLikesSnapshot, eventId: string | number): boolean {
  return isLikedBy(snapshot.context.likes, snapshot.context.userId, String(eventId));
}

/** The ids of the events the signed-in user likes. */
export function selectLikedIds(snapshot: EventLikesSnapshot): string[] {
  const { likes, userId } = snapshot.context;
  return likes.filter((like) => like.userId === userId && like.liked).map((like) => like.eventId);
}

export const selectCanToggle = (snapshot: EventLikesSnapshot) => snapshot.matches('signedIn');
