import { expect, vi } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { interactionSubmissionMachine, SUBMISSION_INTERVAL_MS } from './interaction-submission.machine';
import {
  selectLastSubmittedAt,
  selectNextSubmissionAt,
  selectSubmissionError,
  selectSubmissionStatus,
} from './interaction-submission.selectors';

// The machine reads the clock (the 7-day schedule); a frozen clock keeps the model's states finite.
const NOW = Date.UTC(2026, 1, 10, 9, 0, 0);
vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
// Its warnings and failure logs are part of the paths; keep the test output for the test results.
vi.spyOn(console, 'warn').mockImplementation(() => {});
vi.spyOn(console, 'error').mockImplementation(() => {});

const DAY = 24 * 60 * 60 * 1000;

describePaths(interactionSubmissionMachine, {
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
  states: {
    reading: (snapshot) => {
      expect(selectSubmissionStatus(snapshot)).toBe('reading');
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    waiting: (snapshot) => {
      expect(selectSubmissionStatus(snapshot)).toBe('waiting');
      // Never more than 7 days away, and after the last accepted submission by exactly 7 days when known.
      expect(selectNextSubmissionAt(snapshot)).toBeLessThanOrEqual(NOW + SUBMISSION_INTERVAL_MS);
      const last = selectLastSubmittedAt(snapshot);
      if (last !== null) expect(selectNextSubmissionAt(snapshot)).toBeGreaterThanOrEqual(last + SUBMISSION_INTERVAL_MS);
      expect(snapshot.context.changePending).toBe(false);
    },
    settling: (snapshot) => {
      expect(selectSubmissionStatus(snapshot)).toBe('settling');
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    submitting: (snapshot) => {
      expect(selectSubmissionStatus(snapshot)).toBe('submitting');
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    retrying: (snapshot) => {
      expect(selectSubmissionStatus(snapshot)).toBe('retrying');
      expect(selectSubmissionError(snapshot)).toMatch(/Failed to submit interactions|connection reset/);
    },
  },
});
