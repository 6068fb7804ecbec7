import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { eventLikesModel } from './event-likes.model';
import { selectCanToggle, selectIsLiked, selectLikedIds } from './event-likes.selectors';

describePaths(eventLikesModel, {
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
