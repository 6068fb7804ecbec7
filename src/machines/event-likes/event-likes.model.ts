/**
 * The path-test model of `eventLikesMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { memoryLocalStorage } from '../../../tests/paths/environment';
import { eventLikesMachine } from './event-likes.machine';

export const eventLikesModel = {
  machine: eventLikesMachine,
  spec: 'accounts §4 event like toggle, §5 liking needs login',
  // Toggling saves a record through the real storage module; node has no localStorage, so give it one.
  setUp: () => ({ tearDown: memoryLocalStorage() }),
  input: { userId: 'u-1' },
  samples: {
    events: {
      'likes.toggled': [{ type: 'likes.toggled', eventId: 12 }],
      'likes.userChanged': [
        { type: 'likes.userChanged', userId: null },
        { type: 'likes.userChanged', userId: 'u-1' },
      ],
      'likes.recordsChanged': [
        {
          type: 'likes.recordsChanged',
          likes: [
            { userId: 'u-1', eventId: '12', liked: true },
            { userId: 'u-2', eventId: '14', liked: true },
          ],
        },
      ],
    },
    actors: { watchEventLikes: { outputs: [undefined] } },
  },
} satisfies MachineModel<typeof eventLikesMachine>;
