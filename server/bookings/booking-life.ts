/**
 * The booking's life (S4, S23): the one statechart of a booking's status on the server,
 * and the one function that moves a booking from one status to another in the database. Every change of
 * `bookings.status` goes through `moveBooking`, which asks this chart whether the move is allowed from the
 * status the row has under its lock, so no code path can take a booking somewhere the chart does not go.
 *
 * ```
 *   pending ──payment.succeeded──▶ success ──booking.cancelled──▶ cancelled ──refund.made──▶ refunded
 *    │  ▲ payment.declined (the hold goes on: pay with another card)      ▲
 *    │  └──┘                                                              │
 *    ├──hold.lapsed──▶ expired ──payment.succeeded (seats free again)──▶ success
 *    │                   └──payment.arrivedTooLate (seats gone; refunded)──▶ failed
 *    └──booking.cancelled (unpaid: nothing to refund)─────────────────────────┘
 * ```
 *
 * It is an XState machine (the same library as the browser's statecharts), so it opens in the visualiser
 * and its transitions are data: `nextBookingStatus` reads them, the tests walk every one of them.
 */
import { createMachine, getNextSnapshot } from 'xstate';
import type { Queryable } from '../platform';

export const BOOKING_STATUSES = ['pending', 'success', 'failed', 'expired', 'cancelled', 'refunded'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_EVENTS = [
  'payment.declined',
  'payment.succeeded',
  'payment.arrivedTooLate',
  'hold.lapsed',
  'booking.cancelled',
  'refund.made',
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/**
 * The chart. A status with no way out is final. `failed` also holds bookings whose card was declined before
 * a decline kept the booking pending (D210; their seats were released then); a late success for one takes the seats again, as for expired.
 */
export const bookingLifeMachine = createMachine({
  id: 'bookingLife',
  types: {} as { events: { type: BookingEvent } },
  initial: 'pending',
  states: {
    /** Seats held for 15 minutes while the traveller pays. */
    pending: {
      on: {
        'payment.succeeded': 'success',
        // The card was refused: the booking keeps its hold, and the traveller may pay with another card.
        'payment.declined': { target: 'pending' },
        'hold.lapsed': 'expired',
        // Cancelled before paying: the hold is given back, nothing to refund.
        'booking.cancelled': 'cancelled',
      },
    },
    /** Paid: the seats are sold. */
    success: {
      on: { 'booking.cancelled': 'cancelled' },
    },
    /** The hold lapsed unpaid; the seats went back. A payment that still arrives takes them again if it can. */
    expired: {
      on: { 'payment.succeeded': 'success', 'payment.arrivedTooLate': 'failed' },
    },
    /** A payment arrived after the seats were gone (it is refunded), or a pre-issue-16 decline. */
    failed: {
      on: { 'payment.succeeded': 'success', 'payment.arrivedTooLate': 'failed' },
    },
    /** Cancelled by the traveller, seats back; a paid booking's refund is on its way. */
    cancelled: {
      on: { 'refund.made': 'refunded' },
    },
    /** Cancelled and the money given back. */
    refunded: { type: 'final' },
  },
});

/** Where `event` takes a booking in `from`, or null when the chart has no such move. */
export function nextBookingStatus(from: BookingStatus, event: BookingEvent): BookingStatus | null {
  const current = bookingLifeMachine.resolveState({ value: from, context: undefined });
  if (!current.can({ type: event })) return null;
  return getNextSnapshot(bookingLifeMachine, current, { type: event }).value as BookingStatus;
}

/** The statuses from which `event` moves a booking (for the conditional update). */
export function statusesAccepting(event: BookingEvent): BookingStatus[] {
  return BOOKING_STATUSES.filter((status) => nextBookingStatus(status, event) !== null);
}

export type MoveResult = { ok: true; from: BookingStatus; to: BookingStatus } | { ok: false; status: BookingStatus | null };

/**
 * Moves one booking by `event` inside the caller's transaction: reads its status under the row's lock,
 * asks the chart, and writes the new status (with the columns `set` names: `paid_at`, `cancelled_at`) only
 * when the chart allows it. The caller holds the tour's lock first where seats change (bookings.ts).
 */
export async function moveBooking(
  tx: Queryable,
  bookingId: number,
  event: BookingEvent,
  stamp: { paidAt?: Date; cancelledAt?: Date } = {},
): Promise<MoveResult> {
  const row = await tx.one<{ status: BookingStatus }>('select status from bookings where id = $1 for update', [bookingId]);
  if (!row) return { ok: false, status: null };
  const to = nextBookingStatus(row.status, event);
  if (!to) return { ok: false, status: row.status };
  await tx.query(
    `update bookings set status = $2,
            paid_at = coalesce($3::timestamptz, paid_at),
            cancelled_at = coalesce($4::timestamptz, cancelled_at)
      where id = $1`,
    [bookingId, to, stamp.paidAt ?? null, stamp.cancelledAt ?? null],
  );
  return { ok: true, from: row.status, to };
}
