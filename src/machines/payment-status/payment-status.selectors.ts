import type { SnapshotFrom } from 'xstate';
import type { paymentStatusMachine } from './payment-status.machine';

export type PaymentStatusSnapshot = SnapshotFrom<typeof paymentStatusMachine>;

/**
 * What the screen shows: waiting while it polls, 'Payment confirmed' for 1.5 s, the 10-minute stop, or the
 * outcome to navigate to (paid: /payment-success; failed: /payment-failed with the error).
 */
export type PaymentStatusView = 'waiting' | 'confirmed' | 'timedOut' | 'paid' | 'failed';

export function selectView(snapshot: PaymentStatusSnapshot): PaymentStatusView {
  if (snapshot.matches('confirmed')) return 'confirmed';
  if (snapshot.matches('timedOut')) return 'timedOut';
  if (snapshot.matches('paid')) return 'paid';
  if (snapshot.matches('failed')) return 'failed';
  return 'waiting';
}

export const selectBookingId = (snapshot: PaymentStatusSnapshot) => snapshot.context.bookingId;
/** The message for /payment-failed, as a key of the `payment` namespace (null unless failed). */
export const selectError = (snapshot: PaymentStatusSnapshot) => (snapshot.matches('failed') ? snapshot.context.error : null);
export const selectCanCheckAgain = (snapshot: PaymentStatusSnapshot) => snapshot.can({ type: 'paymentStatus.checkAgain' });
