import type { SnapshotFrom } from 'xstate';
import type { paymentStatusMachine } from './payment-status.machine';

export type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;

/**
 * What the screen shows: waiting while it polls, 'Payment confirmed' for 1.5 s, the 10-minute stop, a
 * cancelled booking, or the outcome to navigate to (paid: /payment-success; failed: /payment-failed).
 */
export type PaymentStatusView = 'waiting' | 'confirmed' | 'timedOut' | 'closed' | 'paid' | 'failed';

export function selectView(snapshot: PaymentStatusSnapshot): PaymentStatusView {
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('timedOut')) return 'timedOut';
  if (snapshot.matches('closed')) return 'closed';
  if (snapshot.matches('paid')) return 'paid';
  if (snapshot.matches('failed')) return 'failed';
  return 'waiting';
}

export const selectBookingId = (snapshot: PaymentStatusSnapshot) => snapshot.context.bookingId;
/** The message for /payment-failed, as a key of the `payment` namespace (null unless failed). */
export const selectError = (snapshot: PaymentStatusSnapshot) => (snapshot.matches('failed') ? snapshot.context.error : null);
export const selectCanCheckAgain = (snapshot: PaymentStatusSnapshot) => snapshot.can({ type: 'paymentStatus.checkAgain' });
/** The seat hold for the countdown while the poll waits on a pending booking; null otherwise or when unknown. */
export const selectHold = (snapshot: PaymentStatusSnapshot) => (snapshot.matches('polling') ? snapshot.context.hold : null);
/** How a closed booking ended: 'cancelled' or 'refunded' (null unless closed). */
export const selectClosedAs = (snapshot: PaymentStatusSnapshot) => (snapshot.matches('closed') ? snapshot.context.closedAs : null);
