import { expect, vi } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { eventLikesMachine } from './event-likes.machine';
import { selectCanToggle, selectIsLiked, selectLikedIds } from './event-likes.selectors';

// Toggling saves a record through the real storage module; node has no localStorage, so give it one.
const items = new Map<string, string>();
vi.stubGlobal('localStorage', {
  get length() {
    return items.size;
  },
  clear: () => items.clear(),
  getItem: (key: string) => items.get(key) ?? null,
  key: (index: number) => [...items.keys()][index] ?? null,
  removeItem: (key: string) => void items.delete(key),
  setItem: (key: string, value: string) => void items.set(key, String(value)),
} satisfies Storage);

describePaths(eventLikesMachine, {
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
  states: {
    signedOut: (snapshot) => {
      expect(selectCanToggle(snapshot)).toBe(false);
      expect(selectIsLiked(snapshot, 12)).toBe(false);
      expect(selectLikedIds(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'likes.toggled', eventId: 12 })).toBe(false);
    },
    signedIn: (snapshot) => {
      expect(selectCanToggle(snapshot)).toBe(true);
      // Another user's like is never this user's.
      expect(selectIsLiked(snapshot, 14)).toBe(false);
      expect(selectIsLiked(snapshot, '12')).toBe(snapshot.context.likes.length > 0);
    },
  },
});
