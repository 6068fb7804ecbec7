import { and, assign, setup } from 'xstate';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { imageProblem, type ImageProblem } from '@/machines/console/partner-image';
import { setAt } from '@/machines/console/field-path';
import {
  duplicateTour,
  loadTour,
  publishTour,
  saveTour,
  unpublishTour,
  uploadPartnerImage,
  type Category,
  type LoadResult,
  type TourProblem,
  type TourResult,
  type UploadResult,
} from './tour-editor.actors';
import { arrangeImages, emptyDay, emptyTourForm, fieldsOf, formOf, problemPath, type ImageArrangement, type PartnerTour, type TourForm, type TourStatus } from './tour-form';
import { nextTourStatus } from '@core/tours/tour-rules';

/**
 * A partner's tour, written in English and Arabic side by side (D308–D315).
 *
 * The tour's lifecycle is the tour rules' statechart (`nextTourStatus`, shared with the server): publishing
 * only from a draft or an unpublished tour, unpublishing only from a published one. Loading ends signed out,
 * not a partner's (403), failed (Try again), or in `editing`:
 * - `idle`: fields change (one event for every field, by its path), days are added and removed, images are
 *   ordered, removed and one made the cover; a chosen image is checked here (type, 2 MB) before it is sent.
 * - `uploading`: one image at a time; the partner may go on typing.
 * - `saving`: a new tour is created (a draft: the view then moves to its address), an existing one PATCHed
 *   with every field. A refusal is the server's word, shown as written (at the seats field for the 409 of
 *   seats below those sold; field by field for a published tour's edit that would leave it incomplete); a
 *   failure keeps what was typed to save again.
 * - `publishing`: saved first when there are unsaved changes (or the tour is new), then published; the
 *   server's `problems` are listed and each marked at its field and language.
 * - `unpublishing`, `duplicating` (the copy's id, for the view to open it).
 */
export interface TourEditorContext {
  /** Null until a new tour is first saved. */
  tourId: number | null;
  status: TourStatus;
  seatsSold: number;
  form: TourForm;
  /** Changed since loaded or last saved. */
  dirty: boolean;
  categories: Category[];
  /** Why the tour cannot be shown: a console key (common's `console` block, console-calls.ts), or null. */
  error: string | null;
  /** The server's word against the last change, as it wrote it. */
  refusal: string | null;
  /** The 409 of seats below those already sold, shown at the seats field. */
  seatsRefusal: string | null;
  /** What is missing before publishing (D309): each field and language. */
  problems: TourProblem[];
  /** Why the last change did not go through: a console key (common's `console` block, console-calls.ts). */
  changeError: string | null;
  /** What the last change did, for the announcement. */
  outcome: 'saved' | 'published' | 'unpublished' | null;
  /** Why the last image was not added: a key of `partnerTours` (the picture rules), a console key, or the server's word. */
  imageError: ImageProblem | typeof CHANGE_FAILED | typeof SIGNED_OUT | { message: string } | null;
  /** The copy made by Duplicate, for the view to open. */
  copyId: number | null;
}

export type TourEditorEvent =
  | { type: 'tour.retried' }
  /** Any field, by its path in the form (`title.ar`, `price`, `itineraries.1.includesLunch`). */
  | { type: 'tour.fieldChanged'; path: string; value: string | boolean }
  | { type: 'tour.dayAdded' }
  | { type: 'tour.dayRemoved'; index: number }
  | { type: 'tour.imageChosen'; file: File }
  | { type: 'tour.imageArranged'; index: number; action: ImageArrangement }
  | { type: 'tour.saveRequested' }
  | { type: 'tour.publishRequested' }
  | { type: 'tour.unpublishRequested' }
  | { type: 'tour.duplicateRequested' };

export interface TourEditorInput {
  tourId: number | null;
}

/** Where a problem is marked: its form path and language (`title.ar`), or the path alone for a field without one. */
export const problemKey = (problem: TourProblem) => (problem.language ? `${problemPath(problem.field)}.${problem.language}` : problemPath(problem.field));

const stillMissing = (problems: TourProblem[], path: string) =>
  problems.filter((problem) => {
    const key = problemKey(problem);
    const coordinates = key === 'departureLat' && path === 'departureLng';
    return !(path === key || path.startsWith(`${key}.`) || coordinates);
  });

const cleared: Pick<TourEditorContext, 'refusal' | 'seatsRefusal' | 'problems' | 'changeError' | 'outcome'> = { refusal: null, seatsRefusal: null, problems: [], changeError: null, outcome: null };

const loadOutput = ({ event }: { event: { output: LoadResult } }) => event.output;
const tourOutput = ({ event }: { event: { output: TourResult } }) => event.output;
const uploadOutput = ({ event }: { event: { output: UploadResult } }) => event.output;

/**
 * The transitions out of a change that answers a tour: refused (a save's 409 is about seats, D312; else the
 * server's message with its problems), failed, or done.
 */
const refusedOrFailed = (target: string, save = false) => [
  ...(save ? [{ guard: { type: 'isSeatsRefused' as const, params: tourOutput }, target, actions: { type: 'assignSeatsRefusal' as const, params: tourOutput } }] : []),
  { guard: { type: 'isRefused' as const, params: tourOutput }, target, actions: { type: 'assignRefusal' as const, params: tourOutput } },
  { guard: { type: 'isChangeFailure' as const, params: tourOutput }, target, actions: { type: 'assignChangeError' as const, params: tourOutput } },
];

export const tourEditorMachine = setup({
  types: { context: {} as TourEditorContext, events: {} as TourEditorEvent, input: {} as TourEditorInput },
  actors: { loadTour, saveTour, publishTour, unpublishTour, duplicateTour, uploadPartnerImage },
  guards: {
    isSignedOut: (_, result: LoadResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: LoadResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: LoadResult) => !result.ok,
    /** A chosen file the server would take: an image, at most 2 MB. */
    isImageAcceptable: ({ event }) => event.type === 'tour.imageChosen' && imageProblem(event.file) === null,
    /** Publish from a draft or an unpublished tour (D308). */
    canPublish: ({ context }) => nextTourStatus(context.status, 'publish') !== null,
    /** Unpublish a published tour only (D308). */
    canUnpublish: ({ context }) => nextTourStatus(context.status, 'unpublish') !== null,
    /** A copy is of the tour as saved: a saved tour with no unsaved changes. */
    canDuplicate: ({ context }) => context.tourId !== null && !context.dirty,
    /** Publishing sends what is on the screen: a new tour or unsaved changes are saved first. */
    needsSave: ({ context }) => context.tourId === null || context.dirty,
    isSeatsRefused: (_, result: TourResult) => !result.ok && result.kind === 'refused' && result.status === 409,
    isRefused: (_, result: TourResult) => !result.ok && result.kind === 'refused',
    isChangeFailure: (_, result: TourResult) => !result.ok,
    isUploadRefused: (_, result: UploadResult) => !result.ok && result.kind === 'refused',
    isUploadFailure: (_, result: UploadResult) => !result.ok,
  },
  actions: {
    assignLoaded: assign((_, result: LoadResult) => {
      if (!result.ok) return {};
      const { tour, categories } = result.data;
      return tour ? { ...tourState(tour), categories, error: null } : { categories, error: null };
    }),
    assignError: assign((_, result: LoadResult) => (result.ok ? {} : { error: result.error })),
    assignUnexpectedError: assign({ error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'tour.fieldChanged') return {};
      return {
        form: setAt(context.form, event.path, event.value),
        dirty: true,
        problems: stillMissing(context.problems, event.path),
        seatsRefusal: event.path === 'seats' ? null : context.seatsRefusal,
        outcome: null,
      };
    }),
    addDay: assign(({ context }) => ({ form: { ...context.form, itineraries: [...context.form.itineraries, emptyDay()] }, dirty: true, outcome: null })),
    removeDay: assign(({ context, event }) => {
      if (event.type !== 'tour.dayRemoved') return {};
      return { form: { ...context.form, itineraries: context.form.itineraries.filter((_, index) => index !== event.index) }, dirty: true, outcome: null };
    }),
    arrangeImage: assign(({ context, event }) => {
      if (event.type !== 'tour.imageArranged') return {};
      return { form: arrangeImages(context.form, event.index, event.action), dirty: true, outcome: null, imageError: null };
    }),
    assignImageProblem: assign(({ event }) => (event.type === 'tour.imageChosen' ? { imageError: imageProblem(event.file) } : {})),
    clearImageError: assign({ imageError: null }),
    addImage: assign(({ context }, result: UploadResult) => {
      if (!result.ok) return {};
      return { form: { ...context.form, imageUrls: [...context.form.imageUrls, result.data.url] }, dirty: true, outcome: null };
    }),
    assignImageRefusal: assign((_, result: UploadResult) => (!result.ok && result.kind === 'refused' ? { imageError: { message: result.message } } : {})),
    assignImageFailure: assign((_, result: UploadResult) => (!result.ok && result.kind === 'failed' ? { imageError: result.error } : {})),
    assignUnexpectedImageFailure: assign({ imageError: CHANGE_FAILED }),
    clearOutcome: assign({ ...cleared, copyId: null }),
    assignSaved: assign((_, result: TourResult) => (result.ok ? { ...tourState(result.data), outcome: 'saved' as const } : {})),
    assignPublished: assign((_, result: TourResult) => (result.ok ? { ...tourState(result.data), outcome: 'published' as const } : {})),
    assignUnpublished: assign((_, result: TourResult) => (result.ok ? { ...tourState(result.data), outcome: 'unpublished' as const } : {})),
    assignCopy: assign((_, result: TourResult) => (result.ok ? { copyId: result.data.id } : {})),
    assignSeatsRefusal: assign((_, result: TourResult) => (!result.ok && result.kind === 'refused' ? { seatsRefusal: result.message } : {})),
    assignRefusal: assign((_, result: TourResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message, problems: result.problems } : {})),
    assignChangeError: assign((_, result: TourResult) => (!result.ok && result.kind === 'failed' ? { changeError: result.error } : {})),
    assignUnexpectedChangeError: assign({ changeError: CHANGE_FAILED }),
  },
}).createMachine({
  id: 'tourEditor',
  context: ({ input }) => ({
    tourId: input.tourId,
    status: 'draft',
    seatsSold: 0,
    form: emptyTourForm(),
    dirty: false,
    categories: [],
    error: null,
    ...cleared,
    imageError: null,
    copyId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTour',
        src: 'loadTour',
        input: ({ context }) => ({ tourId: context.tourId }),
        onDone: [
          { guard: { type: 'isSignedOut', params: loadOutput }, target: 'signedOut', actions: { type: 'assignError', params: loadOutput } },
          { guard: { type: 'isForbidden', params: loadOutput }, target: 'forbidden', actions: { type: 'assignError', params: loadOutput } },
          { guard: { type: 'isFailure', params: loadOutput }, target: 'failed', actions: { type: 'assignError', params: loadOutput } },
          { target: 'editing', actions: { type: 'assignLoaded', params: loadOutput } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'tour.retried': { target: 'loading', actions: 'clearError' } } },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'tour.fieldChanged': { actions: 'assignField' },
            'tour.dayAdded': { actions: 'addDay' },
            'tour.dayRemoved': { actions: 'removeDay' },
            'tour.imageArranged': { actions: 'arrangeImage' },
            'tour.imageChosen': [{ guard: 'isImageAcceptable', target: 'uploading', actions: 'clearImageError' }, { actions: 'assignImageProblem' }],
            'tour.saveRequested': { target: 'saving', actions: 'clearOutcome' },
            // What is on the screen is published: a new tour or unsaved changes are saved first.
            'tour.publishRequested': [
              { guard: and(['canPublish', 'needsSave']), target: 'publishing.saving', actions: 'clearOutcome' },
              { guard: 'canPublish', target: 'publishing.sending', actions: 'clearOutcome' },
            ],
            'tour.unpublishRequested': { guard: 'canUnpublish', target: 'unpublishing', actions: 'clearOutcome' },
            'tour.duplicateRequested': { guard: 'canDuplicate', target: 'duplicating', actions: 'clearOutcome' },
          },
        },
        /** One image on its way; typing goes on. */
        uploading: {
          tags: ['uploading'],
          on: { 'tour.fieldChanged': { actions: 'assignField' } },
          invoke: {
            id: 'uploadPartnerImage',
            src: 'uploadPartnerImage',
            input: ({ event }) => ({ file: event.type === 'tour.imageChosen' ? event.file : new File([], 'none') }),
            onDone: [
              { guard: { type: 'isUploadRefused', params: uploadOutput }, target: 'idle', actions: { type: 'assignImageRefusal', params: uploadOutput } },
              { guard: { type: 'isUploadFailure', params: uploadOutput }, target: 'idle', actions: { type: 'assignImageFailure', params: uploadOutput } },
              { target: 'idle', actions: { type: 'addImage', params: uploadOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedImageFailure' },
          },
        },
        saving: {
          tags: ['busy', 'saving'],
          invoke: {
            id: 'saveTour',
            src: 'saveTour',
            input: ({ context }) => ({ tourId: context.tourId, fields: fieldsOf(context.form) }),
            onDone: [...refusedOrFailed('idle', true), { target: 'idle', actions: { type: 'assignSaved', params: tourOutput } }],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
        /** Saved first when needed, then published; what is missing comes back as `problems`. */
        publishing: {
          tags: ['busy', 'publishing'],
          initial: 'sending',
          states: {
            saving: {
              invoke: {
                id: 'saveTour',
                src: 'saveTour',
                input: ({ context }) => ({ tourId: context.tourId, fields: fieldsOf(context.form) }),
                onDone: [...refusedOrFailed('#tourEditor.editing.idle', true), { target: 'sending', actions: { type: 'assignSaved', params: tourOutput } }],
                onError: { target: '#tourEditor.editing.idle', actions: 'assignUnexpectedChangeError' },
              },
            },
            sending: {
              invoke: {
                id: 'publishTour',
                src: 'publishTour',
                input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
                onDone: [...refusedOrFailed('#tourEditor.editing.idle'), { target: '#tourEditor.editing.idle', actions: { type: 'assignPublished', params: tourOutput } }],
                onError: { target: '#tourEditor.editing.idle', actions: 'assignUnexpectedChangeError' },
              },
            },
          },
        },
        unpublishing: {
          tags: ['busy', 'unpublishing'],
          invoke: {
            id: 'unpublishTour',
            src: 'unpublishTour',
            input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
            onDone: [...refusedOrFailed('idle'), { target: 'idle', actions: { type: 'assignUnpublished', params: tourOutput } }],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
        duplicating: {
          tags: ['busy', 'duplicating'],
          invoke: {
            id: 'duplicateTour',
            src: 'duplicateTour',
            input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
            onDone: [...refusedOrFailed('idle'), { target: 'idle', actions: { type: 'assignCopy', params: tourOutput } }],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
      },
    },
  },
});

/** What a tour answered by the server sets: its id, status, seats sold, and the form as it was stored. */
function tourState(tour: PartnerTour) {
  return { tourId: tour.id, status: tour.status, seatsSold: tour.seatsSold, form: formOf(tour), dirty: false };
}
