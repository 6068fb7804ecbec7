/**
 * The path-test model of `countUpMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { countUpMachine } from './count-up.machine';

export const TARGET = 9;

export const countUpModel = {
  machine: countUpMachine,
  spec: 'booking §2 About (the counters)',
  input: { target: TARGET },
  samples: {
    events: {
      'countUp.visible': [
        { type: 'countUp.visible', reducedMotion: false },
        { type: 'countUp.visible', reducedMotion: true },
      ],
    },
    actors: {},
  },
} satisfies MachineModel<typeof countUpMachine>;
