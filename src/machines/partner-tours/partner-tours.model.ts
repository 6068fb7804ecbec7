/**
 * The path-test model of `partnerToursMachine` (CONVENTIONS #6): a sample of every event and actor result;
 * every guard meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { draftTour } from '@/machines/tour-editor/tour-editor.model';
import { partnerToursMachine } from './partner-tours.machine';

export const listed = { ...draftTour, status: 'published' as const };

export const partnerToursModel = {
  machine: partnerToursMachine,
  spec: 'partner portal: the tours list, duplicate (D311, D313)',
  samples: {
    events: {
      'tours.retried': [{ type: 'tours.retried' }],
      'tours.duplicateRequested': [
        { type: 'tours.duplicateRequested', tourId: listed.id },
        { type: 'tours.duplicateRequested', tourId: 999 },
      ],
    },
    actors: {
      fetchPartnerTours: {
        outputs: [{ ok: true, data: [listed] }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: LOAD_FAILED }],
        error: new Error('chunk failed to load'),
      },
      duplicatePartnerTour: {
        outputs: [
          { ok: true, data: { ...draftTour, id: 9 } },
          { ok: false, kind: 'refused', status: 404, message: 'Tour not found', problems: [] },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  // Not the list's length: every copy lengthens it, and the graph would never end.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.tourId,
      snapshot.context.copy !== null,
      snapshot.context.refusal !== null,
      snapshot.context.changeError,
      snapshot.context.error,
    ]),
  simplePaths: false,
} satisfies MachineModel<typeof partnerToursMachine>;
