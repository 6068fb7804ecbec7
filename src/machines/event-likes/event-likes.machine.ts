import { assign, not, setup } from 'xstate';
import { saveEventLike, watchEventLikes, type EventLikeRecord } from './event-likes.actors';

/**
 * The event like toggle (spec, accounts §4: liked or not, locally, and an interaction record saved with
 * favourite true or false; §5: liking needs login). The liked state is read from the user's
 * interaction records of type event, so it survives a reload and stays the same on every screen and
 * tab. Signed out nothing is liked and toggling is refused (the view asks the user to log in first).
 */
export interface EventLikesContext {
  /** The signed-in user's id (from the token), or null. */
  userId: string | null;
  /** Every stored event like, of every user. */
  likes: readonly EventLikeRecord[];
}

export interface EventLikesInput {
  userId: string | null;
}

export type EventLikesEvent =
  | { type: 'likes.toggled'; eventId: string | number }
  | { type: 'likes.userChanged'; userId: string | null }
  | { type: 'likes.recordsChanged'; likes: EventLikeRecord[] };

/** Whether `userId` likes `eventId` by the stored records (never, signed out). */
export const isLikedBy = (likes: readonly EventLikeRecord[], userId: string | null, eventId: string) =>
  userId !== null && likes.some((like) => like.userId === userId && like.eventId === eventId && like.liked);

export const eventLikesMachine = setup({
  types: {
    context: {} as EventLikesContext,
    events: {} as EventLikesEvent,
    input: {} as EventLikesInput,
  },
  actors: { watchEventLikes },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
  },
  actions: {
    assignUser: assign({ userId: ({ context, event }) => (event.type === 'likes.userChanged' ? event.userId : context.userId) }),
    assignLikes: assign({ likes: ({ context, event }) => (event.type === 'likes.recordsChanged' ? event.likes : context.likes) }),
    // The saved record comes back through `watchEventLikes` as `likes.recordsChanged`.
    toggleLike: ({ context, event }) => {
      if (event.type !== 'likes.toggled' || context.userId === null) return;
      const eventId = String(event.eventId);
      saveEventLike(context.userId, eventId, !isLikedBy(context.likes, context.userId, eventId));
    },
  },
}).createMachine({
  id: 'eventLikes',
  context: ({ input }) => ({ userId: input.userId, likes: [] }),
  invoke: { id: 'watchEventLikes', src: 'watchEventLikes' },
  on: {
    'likes.recordsChanged': { actions: 'assignLikes' },
    'likes.userChanged': { actions: 'assignUser' },
  },
  initial: 'signedOut',
  states: {
    signedOut: {
      always: { guard: 'hasUser', target: 'signedIn' },
    },
    signedIn: {
      always: { guard: not('hasUser'), target: 'signedOut' },
      on: { 'likes.toggled': { actions: 'toggleLike' } },
    },
  },
});
