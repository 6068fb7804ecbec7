import type { SnapshotFrom } from 'xstate';
import { statusKind, type BookingStatusKind } from './booking-status';
import type { ListedBooking } from './my-bookings.actors';
import { hasLapsed, holdLapsesAt, type myBookingsMachine } from './my-bookings.machine';
import type { PaymentRequest } from '@core/booking/payment-request';

export type MyBookingsSnapshot = SnapshotFrom<typeof myBookingsMachine>;
export type MyBookingsStatus = 'loading' | 'signedOut' | 'failed' | 'empty' | 'populated';

export type { PaymentRequest } from '@core/booking/payment-request';

/** One row of the list, as the view shows it. */
export interface BookingRow {
  id: number;
  title: string;
  quantity: number;
  /** The tour's adult price in EGP. */
  price: number;
  image: string | null;
  /** ISO 8601, as the server sent it. */
  bookingDate: string;
  /** The booking reference (`RH-7KQ2M9`), or null from a server that does not send it. */
  reference: string | null;
  /**
   * When the tour leaves (ISO 8601); null when it has no date yet; undefined from a server that does not
   * say (the card then leaves the line out).
   */
  travelDate: string | null | undefined;
  /** Where the card leads: the booking's own page. */
  href: string;
  totalCost: number;
  /** The label to show: paid for isPaid (S1); a pending booking whose hold lapsed reads expired. */
  kind: BookingStatusKind;
  /** ISO 8601: until when the seats are held, for a pending booking whose hold is live and known. */
  heldUntil: string | null;
  /** Where Pay now goes, only for a pending booking whose hold has not lapsed; null means no Pay now. */
  payment: PaymentRequest | null;
}

export function selectStatus(snapshot: MyBookingsSnapshot): MyBookingsStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  return 'populated';
}

/** The error to show, as a key of the `bookings` namespace, or null. */
export const selectError = (snapshot: MyBookingsSnapshot): string | null => snapshot.context.error;

function row(booking: ListedBooking, now: number): BookingRow {
  const lapsed = hasLapsed(booking, now);
  const kind: BookingStatusKind = lapsed ? 'expired' : statusKind(booking.status);
  const payable = kind === 'pending';
  return {
    id: booking.id,
    title: booking.bookingItem.title,
    quantity: booking.bookingItem.quantity,
    price: booking.bookingItem.price,
    image: booking.bookingItem.travelProfileUrl,
    bookingDate: booking.bookingDate,
    reference: booking.reference ?? null,
    travelDate: booking.travelDate,
    href: `/my-bookings/${booking.id}`,
    totalCost: booking.totalCost,
    kind,
    heldUntil: payable && holdLapsesAt(booking) !== null ? (booking.holdExpiresAt ?? null) : null,
    payment: payable ? { bookingId: booking.id, amount: booking.totalCost, currency: 'EGP', paymentMethod: 'card' } : null,
  };
}

/** The bookings, newest first, read against the machine's clock. */
export const selectBookings = (snapshot: MyBookingsSnapshot): BookingRow[] =>
  snapshot.context.bookings.map((booking) => row(booking, snapshot.context.now));
