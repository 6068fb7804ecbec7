import { fromCallback } from 'xstate';
import { onInteractionsChanged, readInteractions, recordInteraction } from '@/machines/interactions/interaction-records';

/** A stored like: the event-type interaction records (spec, accounts §3, §4 Event like toggle). */
export interface EventLikeRecord {
  userId: string;
  eventId: string;
  liked: boolean;
}

/** Every user's event records as likes (the machine picks the signed-in user's). */
export function readEventLikes(): EventLikeRecord[] {
  return readInteractions()
    .filter((record) => record.type === 'event')
    .map((record) => ({ userId: record.userId, eventId: record.id, liked: record.favourite }));
}

/** Reports the stored likes now and after every change to the records (this tab or another). */
export const watchEventLikes = fromCallback<{ type: 'likes.recordsChanged'; likes: EventLikeRecord[] }>(({ sendBack }) => {
  sendBack({ type: 'likes.recordsChanged', likes: readEventLikes() });
  return onInteractionsChanged(() => sendBack({ type: 'likes.recordsChanged', likes: readEventLikes() }));
});

/**
 * Spec §4: liking or unliking an event saves an interaction record with favourite true or false; a
 * like is no checkout and no booking (§9: cards record favourite state with checkout 0).
 */
export function saveEventLike(userId: string, eventId: string, liked: boolean): void {
  recordInteraction({ userId, id: eventId, type: 'event', checkout: 0, favourite: liked, booked: false });
}
