import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { searchMachine } from './search.machine';
import { selectHasFailed, selectIsSearching, selectTerm, selectType } from './search.selectors';
import type { SearchResultItem } from './search.actors';

const company: SearchResultItem = { id: 7, companyName: 'Nile Horizons Travel', profileImageUrl: null, rating: 4.6, coverImage: null };

describePaths(searchMachine, {
  input: {},
  samples: {
    events: {
      'search.typeChanged': [{ type: 'search.typeChanged', searchType: 'Companies' }],
      // A blank term (sends nothing) and a real one.
      'search.termChanged': [
        { type: 'search.termChanged', term: '   ' },
        { type: 'search.termChanged', term: ' nile ' },
      ],
      'search.submitted': [{ type: 'search.submitted' }],
    },
    actors: {
      runSearch: { outputs: [{ ok: true, items: [company] }, { ok: false }], error: new Error('chunk failed to load') },
    },
  },
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
