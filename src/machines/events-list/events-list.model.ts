/**
 * The path-test model of `eventsListMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { EventItem } from './events-list.actors';
import { eventsListMachine } from './events-list.machine';
import { makeEvent } from '../../../tests/fixtures/catalogue';

export const festival: EventItem = makeEvent();

export const eventsListModel = {
  machine: eventsListMachine,
  spec: 'accounts §2 Events, §8 Events errors',
  samples: {
    events: { 'events.retry': [{ type: 'events.retry' }] },
    actors: {
      fetchEvents: {
        outputs: [{ ok: true, events: [festival] }, { ok: true, events: [] }, { ok: false, error: 'list.error' }],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof eventsListMachine>;
