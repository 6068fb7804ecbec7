/**
 * The path-test model of `applicationReviewMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, and the issue it implements, as src/machines/registry.ts lists it. Every guard meets a
 * sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { DECISION_FAILED, FILE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from './application-review.actors';
import { approvedApplication, pendingApplication } from './application-review.fixtures';
import { applicationReviewMachine, missingFields } from './application-review.machine';

export const pending = pendingApplication();
export const approved = approvedApplication();

export const applicationReviewModel = {
  machine: applicationReviewMachine,
  spec: 'admin console: the applications queue, approve or reject (D284)',
  samples: {
    events: {
      'applications.retried': [{ type: 'applications.retried' }],
      'applications.filtered': [{ type: 'applications.filtered', status: 'approved' }],
      // A listed application (pending, then approved) and one that is not on the list.
      'applications.opened': [
        { type: 'applications.opened', applicationId: pending.id },
        { type: 'applications.opened', applicationId: approved.id },
        { type: 'applications.opened', applicationId: 999 },
      ],
      'applications.closed': [{ type: 'applications.closed' }],
      'applications.approveStarted': [{ type: 'applications.approveStarted' }],
      'applications.rejectStarted': [{ type: 'applications.rejectStarted' }],
      // The Arabic the admin writes, and an English name cleared again.
      'applications.draftChanged': [
        { type: 'applications.draftChanged', field: 'nameAr', value: 'نجوم' },
        { type: 'applications.draftChanged', field: 'descriptionAr', value: 'سفاري' },
        { type: 'applications.draftChanged', field: 'nameEn', value: ' ' },
      ],
      'applications.reasonChanged': [
        { type: 'applications.reasonChanged', value: 'Wrong licence.' },
        { type: 'applications.reasonChanged', value: '' },
      ],
      'applications.submitted': [{ type: 'applications.submitted' }],
      'applications.decisionCancelled': [{ type: 'applications.decisionCancelled' }],
      'applications.fileRequested': [{ type: 'applications.fileRequested', field: 'LicenseImageUrl' }],
    },
    actors: {
      fetchApplications: {
        outputs: [
          { ok: true, applications: [pending, approved] },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: FORBIDDEN },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
      approveApplication: {
        outputs: [
          { ok: true, decision: 'approved', companyId: 12, invited: true, mailed: true },
          { ok: false, kind: 'refused', message: 'Already decided.' },
          { ok: false, kind: 'failed', error: DECISION_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      rejectApplication: {
        outputs: [
          { ok: true, decision: 'rejected', mailed: false },
          { ok: false, kind: 'refused', message: 'Already decided.' },
          { ok: false, kind: 'failed', error: DECISION_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      openApplicationFile: { outputs: [{ ok: true }, { ok: false, error: FILE_FAILED }], error: new Error('no URL.createObjectURL') },
    },
  },
  // Vertices by what the rules read: the state, the queue and the open application, which required fields
  // are blank, whether a reason is written, and the outcomes shown (not the texts typed).
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.status,
      snapshot.context.applications.map((application) => application.id),
      snapshot.context.selectedId,
      missingFields(snapshot.context.draft),
      snapshot.context.reason.trim() !== '',
      snapshot.context.missing,
      snapshot.context.reasonMissing,
      snapshot.context.error,
      snapshot.context.refusal !== null,
      snapshot.context.decisionError,
      snapshot.context.outcome?.decision ?? null,
      snapshot.context.fileError,
    ]),
} satisfies MachineModel<typeof applicationReviewMachine>;
