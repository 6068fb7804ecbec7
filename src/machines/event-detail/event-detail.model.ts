/**
 * The path-test model of `eventDetailMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import type { EventDetail } from './event-detail.actors';
import { eventDetailMachine } from './event-detail.machine';
import { makeEvent } from '../../../tests/fixtures/catalogue';

export const festival: EventDetail = makeEvent({ travelTips: 'Arrive early.' });

export const eventDetailModel = {
  machine: eventDetailMachine,
  spec: 'accounts §2 Events, §8 Events errors',
  input: { id: '12' },
  samples: {
    events: { 'event.retry': [{ type: 'event.retry' }] },
    actors: {
      fetchEvent: {
        outputs: [
          { ok: true, event: festival },
          { ok: false, problem: 'notFound' },
          { ok: false, problem: 'missingId' },
          { ok: false, problem: 'failed' },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof eventDetailMachine>;
