import { assign, setup } from 'xstate';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { cancelBooking, fetchBookings, type AdminBooking, type AdminBookingStatus, type BookingsResult, type CancelResult } from './admin-bookings.actors';

/**
 * The admin console's bookings overview (D286, D379): every booking, newest first, filtered
 * by status, with its traveller, tour, company, party, total and refund. A booking that is awaiting payment or
 * paid can be cancelled in full with a refund of what was paid, whatever its deadline, after the admin
 * confirms it in the row; the answer is the booking as it now stands (refund due, in progress or done), the
 * server's refusal is shown as it wrote it, a failure leaves the booking as it was.
 */
export interface AdminBookingsContext {
  status: AdminBookingStatus | null;
  bookings: AdminBooking[];
  error: string | null;
  /** The booking whose cancellation waits to be confirmed, or is being sent. */
  bookingId: number | null;
  refusal: string | null;
  changeError: string | null;
  /** The booking last cancelled here, for the announcement. */
  cancelled: AdminBooking | null;
}

export type AdminBookingsEvent =
  | { type: 'bookings.retried' }
  | { type: 'bookings.filtered'; status: AdminBookingStatus | null }
  | { type: 'bookings.cancelRequested'; bookingId: number }
  | { type: 'bookings.cancelConfirmed' }
  | { type: 'bookings.cancelDismissed' };

/** What an admin may cancel: a booking awaiting payment or paid (the rest is over already). */
export const isCancellable = (booking: AdminBooking | undefined) => booking?.status === 'pending' || booking?.status === 'success';

const listOutput = ({ event }: { event: { output: BookingsResult } }) => event.output;
const cancelOutput = ({ event }: { event: { output: CancelResult } }) => event.output;

export const adminBookingsMachine = setup({
  types: { context: {} as AdminBookingsContext, events: {} as AdminBookingsEvent },
  actors: { fetchBookings, cancelBooking },
  guards: {
    isSignedOut: (_, result: BookingsResult) => !result.ok && result.error === SIGNED_OUT,
    isForbidden: (_, result: BookingsResult) => !result.ok && result.error === FORBIDDEN,
    isFailure: (_, result: BookingsResult) => !result.ok,
    isCancellable: ({ context, event }) => event.type === 'bookings.cancelRequested' && isCancellable(context.bookings.find((booking) => booking.id === event.bookingId)),
    isRefused: (_, result: CancelResult) => !result.ok && result.kind === 'refused',
    isCancelFailure: (_, result: CancelResult) => !result.ok,
  },
  actions: {
    assignBookings: assign((_, result: BookingsResult) => (result.ok ? { bookings: result.data, error: null } : {})),
    assignError: assign((_, result: BookingsResult) => (result.ok ? {} : { bookings: [], error: result.error })),
    assignUnexpectedError: assign({ bookings: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignStatus: assign(({ event }) => (event.type === 'bookings.filtered' ? { status: event.status, cancelled: null, refusal: null, changeError: null } : {})),
    askCancel: assign(({ event }) => (event.type === 'bookings.cancelRequested' ? { bookingId: event.bookingId, refusal: null, changeError: null, cancelled: null } : {})),
    clearBooking: assign({ bookingId: null }),
    assignCancelled: assign(({ context }, result: CancelResult) =>
      result.ok ? { bookings: context.bookings.map((booking) => (booking.id === result.data.id ? result.data : booking)), cancelled: result.data, bookingId: null } : {},
    ),
    assignRefusal: assign((_, result: CancelResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message, bookingId: null } : {})),
    assignChangeError: assign((_, result: CancelResult) => (!result.ok && result.kind === 'failed' ? { changeError: result.error, bookingId: null } : {})),
    assignUnexpectedChangeError: assign({ changeError: CHANGE_FAILED, bookingId: null }),
  },
}).createMachine({
  id: 'adminBookings',
  context: { status: null, bookings: [], error: null, bookingId: null, refusal: null, changeError: null, cancelled: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchBookings',
        src: 'fetchBookings',
        input: ({ context }) => ({ status: context.status }),
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
            'bookings.filtered': { target: '#adminBookings.loading', actions: 'assignStatus' },
            'bookings.cancelRequested': { guard: 'isCancellable', target: 'confirming', actions: 'askCancel' },
          },
        },
        /** "Cancel and refund in full?": confirmed or dismissed. */
        confirming: {
          on: {
            'bookings.cancelConfirmed': 'cancelling',
            'bookings.cancelDismissed': { target: 'idle', actions: 'clearBooking' },
          },
        },
        cancelling: {
          tags: ['cancelling'],
          invoke: {
            id: 'cancelBooking',
            src: 'cancelBooking',
            input: ({ context }) => ({ bookingId: context.bookingId ?? 0 }),
            onDone: [
              { guard: { type: 'isRefused', params: cancelOutput }, target: 'idle', actions: { type: 'assignRefusal', params: cancelOutput } },
              { guard: { type: 'isCancelFailure', params: cancelOutput }, target: 'idle', actions: { type: 'assignChangeError', params: cancelOutput } },
              { target: 'idle', actions: { type: 'assignCancelled', params: cancelOutput } },
            ],
            onError: { target: 'idle', actions: 'assignUnexpectedChangeError' },
          },
        },
      },
    },
  },
});
