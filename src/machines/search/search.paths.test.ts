import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectHasFailed, selectIsSearching, selectTerm, selectType } from './search.selectors';
import { searchModel } from './search.model';

describePaths(searchModel, {
  states: {
    idle: (snapshot) => {
      expect(selectIsSearching(snapshot)).toBe(false);
      expect(selectHasFailed(snapshot)).toBe(false);
      expect(snapshot.context.pending).toBeNull();
      // A blank (trimmed) term cannot be submitted: nothing would be sent.
      expect(snapshot.can({ type: 'search.submitted' })).toBe(selectTerm(snapshot).trim() !== '');
    },
    searching: (snapshot) => {
      expect(selectIsSearching(snapshot)).toBe(true);
      expect(snapshot.context.pending?.term).toBe('nile');
      expect(['Travels', 'Companies']).toContain(snapshot.context.pending?.type);
      expect(selectType(snapshot)).toBeTruthy();
      expect(snapshot.can({ type: 'search.submitted' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectHasFailed(snapshot)).toBe(true);
      expect(selectIsSearching(snapshot)).toBe(false);
      expect(snapshot.context.pending).toBeNull();
    },
  },
});
