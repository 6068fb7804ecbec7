/**
 * The path-test model of `tourEditorMachine` (CONVENTIONS #6): one sample per outcome, a passing and a failing
 * sample per guard; every field edit is one event type, so the paths stay few. Test tooling: app code never
 * imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { tourEditorMachine } from './tour-editor.machine';
import type { PartnerTour } from './tour-form';

export const draftTour: PartnerTour = {
  id: 6,
  status: 'draft',
  companyId: 2,
  createdAt: '2027-11-20T09:00:00.000Z',
  seatsSold: 3,
  availableSeats: 17,
  title: { en: 'Dahab reef day', ar: '' },
  description: { en: 'Snorkelling at the Blue Hole.', ar: 'غطس في الحفرة الزرقاء.' },
  price: 1250,
  seats: 20,
  startDate: '2027-12-04T02:30:00.000Z',
  endDate: '2027-12-04T16:00:00.000Z',
  departurePoint: { en: 'Dahab', ar: 'دهب' },
  departureLat: 28.5,
  departureLng: 34.5,
  destinationCity: { en: 'Dahab', ar: 'دهب' },
  destinationLat: null,
  destinationLng: null,
  transportationType: { en: '', ar: '' },
  categoryId: 1,
  tags: { en: ['Reef'], ar: ['شعاب'] },
  amenities: { en: [], ar: [] },
  included: { en: [], ar: [] },
  notIncluded: { en: [], ar: [] },
  imageUrls: ['/uploads/tours/a.png'],
  coverImageUrl: null,
  freeCancellationHours: 48,
  itineraries: [],
};

/** A chosen file; as JSON its name, type and size (a File's own JSON is `{}`: the two samples would be one event). */
export function chosenFile(name: string, type: string, size = 64): File {
  return Object.assign(new File([new Uint8Array(size)], name, { type }), { toJSON: () => ({ name, type, size }) });
}

const png = chosenFile('reef.png', 'image/png');
const pdf = chosenFile('menu.pdf', 'application/pdf');
const titleProblem = { field: 'title', language: 'ar' as const, message: '“Title” in Arabic is required.' };

export const tourEditorModel = {
  machine: tourEditorMachine,
  spec: 'partner portal: the tour editor, draft → published → unpublished (D308–D315)',
  input: { tourId: draftTour.id },
  samples: {
    events: {
      'tour.retried': [{ type: 'tour.retried' }],
      'tour.fieldChanged': [{ type: 'tour.fieldChanged', path: 'title.ar', value: 'يوم الشعاب' }],
      'tour.dayAdded': [{ type: 'tour.dayAdded' }],
      'tour.dayRemoved': [{ type: 'tour.dayRemoved', index: 0 }],
      // An image the server would take, and a file that is not one.
      'tour.imageChosen': [
        { type: 'tour.imageChosen', file: png },
        { type: 'tour.imageChosen', file: pdf },
      ],
      'tour.imageArranged': [{ type: 'tour.imageArranged', index: 0, action: 'cover' }],
      'tour.saveRequested': [{ type: 'tour.saveRequested' }],
      'tour.publishRequested': [{ type: 'tour.publishRequested' }],
      'tour.unpublishRequested': [{ type: 'tour.unpublishRequested' }],
      'tour.duplicateRequested': [{ type: 'tour.duplicateRequested' }],
    },
    actors: {
      loadTour: {
        outputs: [
          { ok: true, data: { tour: draftTour, categories: [{ id: 1, categoryName: 'Beaches' }] } },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: FORBIDDEN },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
      saveTour: {
        outputs: [
          { ok: true, data: draftTour },
          { ok: false, kind: 'refused', status: 409, message: '3 seats are already sold.', problems: [] },
          { ok: false, kind: 'refused', status: 400, message: 'The tour cannot stay published.', problems: [titleProblem] },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      publishTour: {
        outputs: [
          { ok: true, data: { ...draftTour, status: 'published' } },
          { ok: false, kind: 'refused', status: 400, message: 'Some things are missing.', problems: [titleProblem] },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      unpublishTour: {
        outputs: [
          { ok: true, data: { ...draftTour, status: 'unpublished' } },
          { ok: false, kind: 'refused', status: 409, message: 'The tour is not published.', problems: [] },
          { ok: false, kind: 'failed', error: SIGNED_OUT },
        ],
        error: new Error('socket hang up'),
      },
      duplicateTour: {
        outputs: [{ ok: true, data: { ...draftTour, id: 9 } }, { ok: false, kind: 'refused', status: 404, message: 'Tour not found', problems: [] }, { ok: false, kind: 'failed', error: CHANGE_FAILED }],
        error: new Error('socket hang up'),
      },
      uploadPartnerImage: {
        outputs: [
          { ok: true, data: { url: '/uploads/tours/b.png' } },
          { ok: false, kind: 'refused', status: 400, message: 'Not an image.', problems: [] },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  // Vertices by what the rules read: the state, the tour's status, whether it has unsaved changes, and whether
  // an outcome is shown (not the texts typed, nor which image or day, nor which outcome): few vertices, few paths.
  serializeState: (snapshot) => {
    const { context } = snapshot;
    const shown = context.outcome !== null || context.copyId !== null || context.refusal !== null || context.seatsRefusal !== null || context.problems.length > 0 || context.changeError !== null;
    return JSON.stringify([snapshot.value, context.status, context.dirty, context.error, shown]);
  },
  simplePaths: false,
} satisfies MachineModel<typeof tourEditorMachine>;
