import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INTERACTIONS_KEY, readInteractions, recordInteraction } from '@/machines/interactions/interaction-records';
import { eventLikesMachine } from './event-likes.machine';
import { selectIsLiked, selectLikedIds } from './event-likes.selectors';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';

memoryLocalStorageEachTest();

const likes = (userId: string | null) => createActor(eventLikesMachine, { input: { userId } }).start();

describe('event likes', () => {
  it('saves a like as an event record with favourite true and checkout 0, and an unlike with favourite false', () => {
    const actor = likes('u-1');
    actor.send({ type: 'likes.toggled', eventId: 12 });
    expect(selectIsLiked(actor.getSnapshot(), 12)).toBe(true);
    expect(readInteractions()).toEqual([{ userId: 'u-1', id: '12', type: 'event', checkout: 0, favourite: true, booked: false, total: 3 }]);
    actor.send({ type: 'likes.toggled', eventId: 12 });
    expect(selectIsLiked(actor.getSnapshot(), 12)).toBe(false);
    expect(readInteractions()).toEqual([{ userId: 'u-1', id: '12', type: 'event', checkout: 0, favourite: false, booked: false, total: 0 }]);
    actor.stop();
  });

  it('reads the likes back after a reload, and only the signed-in user’s', () => {
    recordInteraction({ userId: 'u-1', id: 12, type: 'event', favourite: true });
    recordInteraction({ userId: 'u-2', id: 14, type: 'event', favourite: true });
    recordInteraction({ userId: 'u-1', id: 14, favourite: true }); // a tour with the same id is no event like
    const actor = likes('u-1');
    expect(selectLikedIds(actor.getSnapshot())).toEqual(['12']);
    actor.stop();
  });

  it('likes nothing and saves nothing while signed out, and follows the user who signs in', () => {
    recordInteraction({ userId: 'u-1', id: 12, type: 'event', favourite: true });
    const actor = likes(null);
    actor.send({ type: 'likes.toggled', eventId: 14 });
    expect(selectLikedIds(actor.getSnapshot())).toEqual([]);
    expect(JSON.parse(localStorage.getItem(INTERACTIONS_KEY) ?? '[]')).toHaveLength(1);
    actor.send({ type: 'likes.userChanged', userId: 'u-1' });
    expect(selectLikedIds(actor.getSnapshot())).toEqual(['12']);
    actor.stop();
  });

  it('hears likes saved elsewhere (another screen in this tab)', () => {
    const actor = likes('u-1');
    recordInteraction({ userId: 'u-1', id: 20, type: 'event', favourite: true });
    expect(selectIsLiked(actor.getSnapshot(), 20)).toBe(true);
    actor.stop();
  });
});
