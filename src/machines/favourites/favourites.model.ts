/**
 * The path-test model of `favouritesMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { favouritesMachine } from './favourites.machine';
import { favouriteTour } from './favourites.fixtures';

const tour = (id: number) => favouriteTour(id, { price: 1000 * id });
const A = tour(1);
const B = tour(2);

export const favouritesModel = {
  machine: favouritesMachine,
  spec: 'accounts §2 Favorites and Tour card, §4 favourite toggle, §7 like/unlike/Favtravels, §8',
  input: { userId: 'u-1' },
  samples: {
    events: {
      'favourites.toggled': [
        { type: 'favourites.toggled', tour: A },
        { type: 'favourites.toggled', tour: B },
      ],
      'favourites.retried': [{ type: 'favourites.retried' }],
    },
    actors: {
      fetchFavourites: {
        outputs: [
          { ok: true, tours: [] },
          { ok: true, tours: [A] },
          { ok: false, error: 'Failed to load favourites' },
        ],
        error: new Error('chunk failed to load'),
      },
      saveFavourite: { outputs: [{ ok: true }, { ok: false, error: 'Unauthorized' }], error: new Error('chunk failed to load') },
    },
  },
} satisfies MachineModel<typeof favouritesMachine>;
