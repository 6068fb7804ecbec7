import { assign, setup } from 'xstate';
import { isPending } from './booking-status';
import { fetchMyBookings, LOAD_FAILED, SIGNED_OUT, type ListedBooking, type MyBookingsResult } from './my-bookings.actors';

/**
 * My Bookings (spec, booking §2 My Bookings, §3 Booking (listed), §4 states, §7 GET /api/Booking, §8):
 * loading, then the error ('You must be logged in to view bookings.' or 'Failed to load bookings.' with
 * Try Again), the empty state, or the bookings, newest first.
 *
 * A pending booking holds its seats for 15 minutes (S4) and can be paid only while it does.
 * `now` is the device's time when the list arrived; while some pending booking's hold is live
 * (`populated.holding`) a timer fires when the soonest one lapses and moves `now` to that moment, so its
 * Pay now goes away at once (and the row reads Expired, as the server will say on the next read) instead of
 * sending the traveller to pay for seats already released.
 */
export interface MyBookingsContext {
  /** Newest first. */
  bookings: readonly ListedBooking[];
  /** A key of the `bookings` namespace, or null. */
  error: string | null;
  /** Milliseconds since the epoch: the clock the holds are read against. */
  now: number;
}

export type MyBookingsEvent =
  /** Try Again after 'Failed to load bookings.' */
  { type: 'myBookings.retried' };

const time = (value: string | null | undefined): number => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NaN : parsed;
};

/**
 * Newest first (by booking date; ties, and bookings whose date cannot be read, by id, higher first, which
 * is the order they were made in). The server already answers in this order; the list does not rely on it.
 */
export function newestFirst(bookings: readonly ListedBooking[]): ListedBooking[] {
  return [...bookings].sort((a, b) => {
    const at = time(a.bookingDate);
    const bt = time(b.bookingDate);
    if (!Number.isNaN(at) && !Number.isNaN(bt) && at !== bt) return bt - at;
    if (Number.isNaN(at) !== Number.isNaN(bt)) return Number.isNaN(at) ? 1 : -1;
    return b.id - a.id;
  });
}

/**
 * When a booking's seat hold lapses, or null when that is not known: not pending, or the server did not
 * say (an older server without `holdExpiresAt`; the server then decides when the traveller pays).
 */
export function holdLapsesAt(booking: ListedBooking): number | null {
  if (!isPending(booking.status)) return null;
  const lapses = time(booking.holdExpiresAt);
  return Number.isNaN(lapses) ? null : lapses;
}

/** A pending booking whose hold is known to have lapsed by `now`. */
export function hasLapsed(booking: ListedBooking, now: number): boolean {
  const lapses = holdLapsesAt(booking);
  return lapses !== null && lapses <= now;
}

/** The soonest hold still live at `now`, or null when no pending booking has a live, known hold. */
export function nextLapse(bookings: readonly ListedBooking[], now: number): number | null {
  const live = bookings.map(holdLapsesAt).filter((lapses): lapses is number => lapses !== null && lapses > now);
  return live.length ? Math.min(...live) : null;
}

export const myBookingsMachine = setup({
  types: {
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
  },
  actors: { fetchMyBookings },
  delays: {
    // S4: a pending booking holds its seats for 15 minutes; Pay now goes when the soonest hold lapses.
    holdLapse: ({ context }) => Math.max(0, (nextLapse(context.bookings, context.now) ?? context.now) - context.now),
  },
  guards: {
    isSignedOut: (_, result: MyBookingsResult) => !result.ok && result.error === SIGNED_OUT,
    isFailure: (_, result: MyBookingsResult) => !result.ok,
    hasLiveHold: (_, result: MyBookingsResult) => result.ok && nextLapse(result.bookings, result.at) !== null,
    hasBookings: (_, result: MyBookingsResult) => result.ok && result.bookings.length > 0,
    /** Once the soonest hold has lapsed, another is still live. */
    hasLiveHoldAfterLapse: ({ context }) => {
      const lapse = nextLapse(context.bookings, context.now);
      return lapse !== null && nextLapse(context.bookings, lapse) !== null;
    },
  },
  actions: {
    assignResult: assign((_, result: MyBookingsResult) =>
      result.ok ? { bookings: newestFirst(result.bookings), error: null, now: result.at } : { bookings: [], error: result.error },
    ),
    assignUnexpectedError: assign({ bookings: [], error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    /** The timer fired: the clock moves to the soonest lapse, so that booking reads as lapsed. */
    advanceToLapse: assign(({ context }) => ({ now: nextLapse(context.bookings, context.now) ?? context.now })),
  },
}).createMachine({
  id: 'myBookings',
  context: { bookings: [], error: null, now: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchMyBookings',
        src: 'fetchMyBookings',
        onDone: [
          { guard: { type: 'isSignedOut', params: ({ event }) => event.output }, target: 'signedOut', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { guard: { type: 'hasLiveHold', params: ({ event }) => event.output }, target: 'populated.holding', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { guard: { type: 'hasBookings', params: ({ event }) => event.output }, target: 'populated.settled', actions: { type: 'assignResult', params: ({ event }) => event.output } },
          { target: 'empty', actions: { type: 'assignResult', params: ({ event }) => event.output } },
        ],
        // Unexpected (the client's code could not be loaded): as a failed read.
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    /** No token, or the server refused it: Try Again cannot help, logging in can. */
    signedOut: {},
    failed: {
      on: { 'myBookings.retried': { target: 'loading', actions: 'clearError' } },
    },
    empty: {},
    populated: {
      initial: 'settled',
      states: {
        /** Some pending booking still holds its seats: Pay now is offered for it until the hold lapses. */
        holding: {
          after: {
            holdLapse: [
              { guard: 'hasLiveHoldAfterLapse', target: 'holding', reenter: true, actions: 'advanceToLapse' },
              { target: 'settled', actions: 'advanceToLapse' },
            ],
          },
        },
        /** No hold left to watch: every booking is paid, failed, expired, lapsed, or pending with no known lapse time. */
        settled: {},
      },
    },
  },
});
