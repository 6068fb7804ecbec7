/**
 * The path-test model of `timedRedirectMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { timedRedirectMachine } from './timed-redirect.machine';

export const timedRedirectModel = {
  machine: timedRedirectMachine,
  spec: 'booking §2 Payment success and failed, §4, §9',
  input: { page: 'success' },
  samples: {
    events: {
      'timedRedirect.stayed': [{ type: 'timedRedirect.stayed' }],
    },
    actors: {},
  },
} satisfies MachineModel<typeof timedRedirectMachine>;
