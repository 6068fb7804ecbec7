/**
 * The path-test model of `loadableMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { loadableMachine } from './loadable.machine';

export const featured = { id: 3, title: 'Nile cruise from Luxor to Aswan' };

export const loadableModel = {
  machine: loadableMachine,
  spec: 'accounts §2 Home (featured tour, partner logos, Most Popular Tours, category shortcuts)',
  samples: {
    events: { 'loadable.retry': [{ type: 'loadable.retry' }] },
    actors: {
      load: {
        outputs: [{ ok: true, data: featured }, { ok: false, error: 'Failed to fetch tours. Please try again later.' }],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof loadableMachine>;
