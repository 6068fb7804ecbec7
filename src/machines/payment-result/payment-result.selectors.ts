import type { SnapshotFrom } from 'xstate';
import { isPaid } from '@/machines/bookings/booking-status';
import type { PaymentRequest } from '@/machines/payment-redirect/payment-request';
import type { paymentFailedMachine } from './payment-failed.machine';
import type { paymentSuccessMachine } from './payment-success.machine';
import type { BookingDetails } from './payment-result.actors';

export type PaymentFailedSnapshot = SnapshotFrom<typeof paymentFailedMachine>;
export type PaymentSuccessSnapshot = SnapshotFrom<typeof paymentSuccessMachine>;

/** The booking the page is about, once read (null while loading or when it could not be read). */
export const selectDetails = (snapshot: PaymentFailedSnapshot | PaymentSuccessSnapshot): BookingDetails | null => snapshot.context.details;

/** The page returns home by itself (the spec's countdown): not while a retry is possible, nor once the booking is shown as paid. */
export const selectReturnsHome = (snapshot: PaymentFailedSnapshot | PaymentSuccessSnapshot): boolean => snapshot.hasTag('returnsHome');

export const selectIsLoading = (snapshot: PaymentFailedSnapshot | PaymentSuccessSnapshot): boolean => snapshot.hasTag('busy');

/** Pay with another card is offered now (the booking is pending and its hold lasts). */
export const selectCanPayAgain = (snapshot: PaymentFailedSnapshot): boolean => snapshot.can({ type: 'paymentFailed.payAgain' });

/** The hold to count down while another card can pay: its end and the clock when it was read. */
export function selectHold(snapshot: PaymentFailedSnapshot): { expiresAt: string; readAt: number } | null {
  const { details, readAt } = snapshot.context;
  if (!snapshot.matches('payable') || !details?.holdExpiresAt || readAt === null) return null;
  return { expiresAt: details.holdExpiresAt, readAt };
}

/**
 * What /payment takes to pay again, once the traveller chose another card: the booking, its total in EGP
 * and the card method (the same navigation state as My Bookings' Pay now); null otherwise.
 */
export function selectPayAgainRequest(snapshot: PaymentFailedSnapshot): PaymentRequest | null {
  const { details } = snapshot.context;
  if (!snapshot.matches('payingAgain') || !details) return null;
  return { bookingId: details.id, amount: details.totalCost, currency: 'EGP', paymentMethod: 'card' };
}

/**
 * Why a booking can no longer be paid, for the page's words: `paid` (paid meanwhile, say in another tab),
 * `cancelled` (cancelled or refunded), else `released` (the hold is over, the seats went back).
 */
export type ClosedReason = 'paid' | 'cancelled' | 'released';

export function selectClosedReason(snapshot: PaymentFailedSnapshot): ClosedReason | null {
  if (snapshot.matches('released')) return 'released';
  if (!snapshot.matches('closed')) return null;
  const status = snapshot.context.details?.status;
  if (isPaid(status)) return 'paid';
  if (status === 'cancelled' || status === 'refunded') return 'cancelled';
  return 'released';
}
