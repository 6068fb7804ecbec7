/**
 * The path-test model of `searchMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { searchMachine } from './search.machine';
import type { SearchResultItem } from './search.actors';

const company: SearchResultItem = { id: 7, companyName: 'Nile Horizons Travel', profileImageUrl: null, rating: 4.6, coverImage: null };

export const searchModel = {
  machine: searchMachine,
  spec: 'accounts §2 Home, §5 Search, §8',
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
      runSearch: { outputs: [{ ok: true, items: [company], totalCount: 1 }, { ok: false }], error: new Error('chunk failed to load') },
    },
  },
} satisfies MachineModel<typeof searchMachine>;
