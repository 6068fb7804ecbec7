import { assign, setup } from 'xstate';
import { LOAD_FAILED, FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import {
  DOWNLOAD_FAILED,
  downloadBookings,
  fetchBookings,
  type BookingsFilter,
  type BookingsResult,
  type DownloadResult,
  type PartnerBooking,
  type PartnerBookingTotals,
  type TourOption,
} from './partner-bookings.actors';

/**
 * A partner's bookings (D320, D321): the company's bookings per tour and departure day,
 * narrowed by tour, departure day and status, with the paid ones' totals; more than the server lists (2,000)
 * is said, so the partner narrows the filter. The same bookings download as a CSV file, one download at a
 * time, the list staying as it is; a download that fails is said.
 */
export interface PartnerBookingsContext {
  filter: BookingsFilter;
  bookings: PartnerBooking[];
  truncated: boolean;
  totals: PartnerBookingTotals | null;
  /** The company's tours for the filter; read once. */
  tours: TourOption[] | null;
  error: string | null;
  downloadError: string | null;
}

export type PartnerBookingsEvent = { type: 'bookings.retried' } | { type: 'bookings.filtered'; filter: BookingsFilter } | { type: 'bookings.downloadRequested' };

const listOutput = ({ event }: { event: { output: BookingsResult } }) => event.output;
const downloadOutput = ({ event }: { event: { output: DownloadResult } }) => event.output;

export const partnerBookingsMachine = setup({
  types: {
    context: {} as PartnerBookingsContext,
    events: {} as PartnerBookingsEvent,
    input: {} as { filter: BookingsFilter },
  },
  actors: { fetchBookings, downloadBookings },
  guards: {
    isSignedOut: (_, result: BookingsResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: BookingsResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: BookingsResult) => !result.ok,
    isDownloadFailure: (_, result: DownloadResult) => !result.ok,
  },
  actions: {
    assignBookings: assign(({ context }, result: BookingsResult) =>
      result.ok ? { bookings: result.data.items, truncated: result.data.truncated, totals: result.data.totals, tours: result.data.tours ?? context.tours, error: null } : {},
    ),
    assignError: assign((_, result: BookingsResult) => (result.ok ? {} : { bookings: [], truncated: false, totals: null, error: result.error })),
    assignUnexpectedError: assign({ bookings: [], truncated: false, totals: null, error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignFilter: assign(({ event }) => (event.type === 'bookings.filtered' ? { filter: event.filter, downloadError: null } : {})),
    assignDownloadError: assign((_, result: DownloadResult) => (result.ok ? { downloadError: null } : { downloadError: result.error })),
    assignUnexpectedDownloadError: assign({ downloadError: DOWNLOAD_FAILED }),
    clearDownloadError: assign({ downloadError: null }),
  },
}).createMachine({
  id: 'partnerBookings',
  context: ({ input }) => ({ filter: input.filter, bookings: [], truncated: false, totals: null, tours: null, error: null, downloadError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      // A filter changed while the list is read: read it again with the new one (the old answer is dropped).
      on: { 'bookings.filtered': { target: 'loading', reenter: true, actions: 'assignFilter' } },
      invoke: {
        id: 'fetchBookings',
        src: 'fetchBookings',
        input: ({ context }) => ({ filter: context.filter, withTours: context.tours === null }),
        onDone: [
          { guard: { type: 'isSignedOut', params: listOutput }, target: 'signedOut', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isForbidden', params: listOutput }, target: 'forbidden', actions: { type: 'assignError', params: listOutput } },
          { guard: { type: 'isFailure', params: listOutput }, target: 'failed', actions: { type: 'assignError', params: listOutput } },
          { target: 'list', actions: { type: 'assignBookings', params: listOutput } },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    signedOut: {},
    forbidden: {},
    failed: { on: { 'bookings.retried': { target: 'loading', actions: 'clearError' } } },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'bookings.filtered': { target: '#partnerBookings.loading', actions: 'assignFilter' },
            'bookings.downloadRequested': { target: 'downloading', actions: 'clearDownloadError' },
          },
        },
        downloading: {
          tags: ['downloading'],
          invoke: {
            id: 'downloadBookings',
            src: 'downloadBookings',
            input: ({ context }) => ({ filter: context.filter }),
            onDone: [
              { guard: { type: 'isDownloadFailure', params: downloadOutput }, target: 'idle', actions: { type: 'assignDownloadError', params: downloadOutput } },
              { target: 'idle' },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedDownloadError' },
          },
        },
      },
    },
  },
});
