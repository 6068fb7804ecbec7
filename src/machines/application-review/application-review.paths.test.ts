import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from './application-review.actors';
import { missingFields } from './application-review.machine';
import { applicationReviewModel } from './application-review.model';
import { selectApplications, selectDecision, selectError, selectFiles, selectOutcome, selectPhase, selectSelected } from './application-review.selectors';

describePaths(applicationReviewModel, {
  states: {
    loading: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
    signedOut: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('signedOut');
      expect(selectError(snapshot)).toBe(SIGNED_OUT);
      expect(selectApplications(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'applications.retried' })).toBe(false);
    },
    forbidden: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('forbidden');
      expect(selectError(snapshot)).toBe(FORBIDDEN);
      // Nothing of the queue is kept for an account that is not an admin's.
      expect(selectApplications(snapshot)).toEqual([]);
      expect(snapshot.can({ type: 'applications.retried' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'applications.retried' })).toBe(true);
    },
    list: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('list');
      expect(selectSelected(snapshot)).toBeNull();
      expect(selectApplications(snapshot).length).toBeGreaterThan(0);
      // Only a listed application opens.
      expect(snapshot.can({ type: 'applications.opened', applicationId: 999 })).toBe(false);
    },
    'reviewing.decision.idle': (snapshot) => {
      const application = selectSelected(snapshot);
      expect(application).not.toBeNull();
      // A decision is offered exactly for a pending application.
      expect(selectDecision(snapshot).canDecide).toBe(application?.status === 'pending');
      expect(selectDecision(snapshot).form).toBeNull();
    },
    'reviewing.decision.approving.editing': (snapshot) => {
      const decision = selectDecision(snapshot);
      expect(decision.form).toBe('approve');
      expect(decision.step).toBe('approving');
      expect(selectSelected(snapshot)?.status).toBe('pending');
      // What is named missing is always still blank.
      for (const field of decision.missing) expect(missingFields(snapshot.context.draft)).toContain(field);
    },
    'reviewing.decision.approving.sending': (snapshot) => {
      expect(selectDecision(snapshot).step).toBe('sending');
      expect(missingFields(snapshot.context.draft)).toEqual([]);
      expect(snapshot.can({ type: 'applications.closed' })).toBe(false);
      expect(snapshot.can({ type: 'applications.submitted' })).toBe(false);
    },
    'reviewing.decision.rejecting.editing': (snapshot) => {
      const decision = selectDecision(snapshot);
      expect(decision.form).toBe('reject');
      if (decision.reasonMissing) expect(snapshot.context.reason.trim()).toBe('');
    },
    'reviewing.decision.rejecting.sending': (snapshot) => {
      expect(selectDecision(snapshot).step).toBe('sending');
      expect(snapshot.context.reason.trim()).not.toBe('');
      expect(snapshot.can({ type: 'applications.closed' })).toBe(false);
    },
    'reviewing.decision.decided': (snapshot) => {
      expect(selectDecision(snapshot).step).toBe('decided');
      expect(['approved', 'rejected']).toContain(selectOutcome(snapshot)?.decision);
      expect(selectDecision(snapshot).canDecide).toBe(false);
    },
    'reviewing.files.idle': (snapshot) => {
      expect(selectFiles(snapshot).busy).toBe(false);
      expect(selectFiles(snapshot).error).toBeNull();
      // A document the application has can be opened; one it lacks cannot.
      expect(selectFiles(snapshot).canOpen('LicenseImageUrl')).toBe(true);
      expect(selectFiles(snapshot).canOpen('AdditionalDocument')).toBe(false);
    },
    'reviewing.files.opening': (snapshot) => {
      expect(selectFiles(snapshot).busy).toBe(true);
      expect(selectFiles(snapshot).canOpen('LicenseImageUrl')).toBe(false);
    },
    'reviewing.files.failed': (snapshot) => {
      expect(selectFiles(snapshot).error).toBe('applications.files.failed');
      expect(selectFiles(snapshot).canOpen('LicenseImageUrl')).toBe(true);
    },
  },
});
