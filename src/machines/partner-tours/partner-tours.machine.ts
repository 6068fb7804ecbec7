import { assign, setup } from 'xstate';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { duplicatePartnerTour, fetchPartnerTours, type CopyResult, type PartnerTour, type ToursResult } from './partner-tours.actors';

/**
 * The partner portal's tours list (D311, D313): the company's tours in every status, newest
 * first, each to edit or duplicate. Reading ends signed out, not a partner's, failed (Try again) or with the
 * list. Duplicating one at a time: the copy (a draft) joins the top of the list and is announced; the
 * server's refusal is shown as it wrote it, a failure leaves the list as it was.
 */
export interface PartnerToursContext {
  tours: PartnerTour[];
  error: string | null;
  /** The tour being duplicated. */
  tourId: number | null;
  /** The copy last made here, for the announcement. */
  copy: PartnerTour | null;
  refusal: string | null;
  changeError: string | null;
}

export type PartnerToursEvent = { type: 'tours.retried' } | { type: 'tours.duplicateRequested'; tourId: number };

const listOutput = ({ event }: { event: { output: ToursResult } }) => event.output;
const copyOutput = ({ event }: { event: { output: CopyResult } }) => event.output;

export const partnerToursMachine = setup({
  types: { context: {} as PartnerToursContext, events: {} as PartnerToursEvent },
  actors: { fetchPartnerTours, duplicatePartnerTour },
  guards: {
    isSignedOut: (_, result: ToursResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: ToursResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: ToursResult) => !result.ok,
    isListed: ({ context, event }) => event.type === 'tours.duplicateRequested' && context.tours.some((tour) => tour.id === event.tourId),
    isRefused: (_, result: CopyResult) => !result.ok && result.kind === 'refused',
    isCopyFailure: (_, result: CopyResult) => !result.ok,
  },
  actions: {
    assignTours: assign((_, result: ToursResult) => (result.ok ? { tours: result.data, error: null } : {})),
    assignError: assign((_, result: ToursResult) => (result.ok ? {} : { tours: [], error: result.error })),
    assignUnexpectedError: assign({ tours: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    startCopy: assign(({ event }) => (event.type === 'tours.duplicateRequested' ? { tourId: event.tourId, copy: null, refusal: null, changeError: null } : {})),
    assignCopy: assign(({ context }, result: CopyResult) => (result.ok ? { tours: [result.data, ...context.tours], copy: result.data, tourId: null } : {})),
    assignRefusal: assign((_, result: CopyResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message, tourId: null } : {})),
    assignChangeError: assign((_, result: CopyResult) => (!result.ok && result.kind === 'failed' ? { changeError: result.error, tourId: null } : {})),
    assignUnexpectedChangeError: assign({ changeError: CHANGE_FAILED, tourId: null }),
  },
}).createMachine({
  id: 'partnerTours',
  context: { tours: [], error: null, tourId: null, copy: null, refusal: null, changeError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPartnerTours',
        src: 'fetchPartnerTours',
        onDone: [
          { guard: { type: 'isSignedOut', params: listOutput }, target: 'signedOut', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isForbidden', params: listOutput }, target: 'forbidden', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isFailure', params: listOutput }, target: 'failed', actions: { type: 'assignError', params: listOutput } },
          { target: 'list', actions: { type: 'assignTours', params: listOutput } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'tours.retried': { target: 'loading', actions: 'clearError' } } },
    list: {
      initial: 'idle',
      states: {
        idle: { on: { 'tours.duplicateRequested': { guard: 'isListed', target: 'duplicating', actions: 'startCopy' } } },
        duplicating: {
          tags: ['duplicating'],
          invoke: {
            id: 'duplicatePartnerTour',
            src: 'duplicatePartnerTour',
            input: ({ context }) => ({ tourId: context.tourId ?? 0 }),
            onDone: [
              { guard: { type: 'isRefused', params: copyOutput }, target: 'idle', actions: { type: 'assignRefusal', params: copyOutput } },
              { guard: { type: 'isCopyFailure', params: copyOutput }, target: 'idle', actions: { type: 'assignChangeError', params: copyOutput } },
              { target: 'idle', actions: { type: 'assignCopy', params: copyOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
      },
    },
  },
});
