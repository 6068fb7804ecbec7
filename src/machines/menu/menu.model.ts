/**
 * The path-test model of `menuMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the spec section it implements, as src/machines/registry.ts lists it. Test
 * tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { menuMachine } from './menu.machine';

export const menuModel = {
  machine: menuMachine,
  spec: 'accounts §2 navigation (the mobile menu, the user menu)',
  samples: {
    events: {
      'menu.toggled': [{ type: 'menu.toggled' }],
      'menu.dismissed': [{ type: 'menu.dismissed' }],
      'menu.navigated': [{ type: 'menu.navigated' }],
    },
    actors: {},
  },
} satisfies MachineModel<typeof menuMachine>;
