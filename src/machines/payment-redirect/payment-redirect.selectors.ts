import type { SnapshotFrom } from 'xstate';
import type { paymentRedirectMachine } from './payment-redirect.machine';

export type PaymentRedirectSnapshot = SnapshotFrom<typeof paymentRedirectMachine>;
export type PaymentRedirectStatus = 'initiating' | 'redirecting' | 'failed';

export function selectStatus(snapshot: PaymentRedirectSnapshot): PaymentRedirectStatus {
  if (snapshot.matches('redirecting')) return 'redirecting';
  if (snapshot.matches('failed')) return 'failed';
  return 'initiating';
}

/** What is being paid (null when the navigation state lacked something). */
export const selectRequest = (snapshot: PaymentRedirectSnapshot) => snapshot.context.request;
/** The payment page the browser is being sent to. */
export const selectPaymentUrl = (snapshot: PaymentRedirectSnapshot) => snapshot.context.paymentUrl;
export const selectFailure = (snapshot: PaymentRedirectSnapshot) => snapshot.context.failure;
/** Trying again makes sense (the server refused or did not answer), not for missing information or token. */
export const selectCanRetry = (snapshot: PaymentRedirectSnapshot) => snapshot.can({ type: 'payment.retry' });
