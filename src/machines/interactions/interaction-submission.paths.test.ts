import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { SUBMISSION_INTERVAL_MS } from './interaction-submission.machine';
import { interactionSubmissionModel, NOW } from './interaction-submission.model';
import {
  selectLastSubmittedAt,
  selectNextSubmissionAt,
  selectSubmissionError,
  selectSubmissionStatus,
} from './interaction-submission.selectors';

describePaths(interactionSubmissionModel, {
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
