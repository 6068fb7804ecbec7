/**
 * The path-test model of `interactionSubmissionMachine` (CONVENTIONS #6): a sample of every event
 * and invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts
 * lists it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { freezeClock, quietConsole, undoAll } from '../../../tests/paths/environment';
import { interactionSubmissionMachine } from './interaction-submission.machine';

// The machine reads the clock (the 7-day schedule); a frozen clock keeps the model's states finite.
export const NOW = Date.UTC(2026, 1, 10, 9, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

export const interactionSubmissionModel = {
  machine: interactionSubmissionMachine,
  spec: 'accounts §7 interaction details, §9 submission every 7 days',
  // Its warnings and failure logs are part of the paths; keep the test output for the test results.
  setUp: () => ({ tearDown: undoAll(freezeClock(NOW), quietConsole()) }),
  input: { userId: 'u-1' },
  samples: {
    events: {
      'interactions.changed': [{ type: 'interactions.changed' }],
    },
    actors: {
      readSubmissionSchedule: {
        outputs: [
          { lastSubmittedAt: null, unsent: false }, // never submitted: right after sign-in
          { lastSubmittedAt: NOW - DAY, unsent: false }, // submitted yesterday: wait 6 days
          { lastSubmittedAt: NOW - DAY, unsent: true }, // submitted yesterday, changed since: now
        ],
        error: new Error('storage unavailable'),
      },
      submitInteractions: {
        outputs: [
          { ok: true, submitted: 2, at: NOW },
          { ok: true, submitted: 0, at: NOW },
          { ok: false, error: 'Failed to submit interactions' },
        ],
        error: new Error('connection reset'),
      },
      watchInteractions: { outputs: [undefined] },
    },
  },
} satisfies MachineModel<typeof interactionSubmissionMachine>;
