/**
 * The path-test model of `holdCountdownMachine` (CONVENTIONS #6): a sample of every event, its input and
 * the issue it implements, as src/machines/registry.ts lists it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { holdCountdownMachine } from './hold-countdown.machine';

export const EXPIRES_AT = Date.parse('2025-11-02T12:55:00.000Z');
export const STARTED_AT = EXPIRES_AT - 15 * 60_000;

export const holdCountdownModel = {
  machine: holdCountdownMachine,
  spec: 'hold countdown (S4)',
  input: { expiresAt: new Date(EXPIRES_AT).toISOString(), now: STARTED_AT },
  samples: {
    events: {
      'holdCountdown.ticked': [
        { type: 'holdCountdown.ticked', now: EXPIRES_AT - 61_500 },
        { type: 'holdCountdown.ticked', now: EXPIRES_AT },
      ],
    },
    // The clock never finishes by itself: its only result is the events it sends.
    actors: { readClock: { outputs: [undefined] } },
  },
} satisfies MachineModel<typeof holdCountdownMachine>;
