import type { PaymentRequest } from '@core/booking/payment-request';
import { isRecord } from '@core/values';

/** What /payment needs, carried in navigation state by /book-now and My Bookings' Pay now: the body of the payment call. */
export type { PaymentRequest } from '@core/booking/payment-request';

/** A number, or a string of one (state can come back from history as JSON); null otherwise. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Reads the navigation state, or null when anything is missing: the screen then shows 'Missing payment
 * information.' (spec §5). A booking id must be a positive whole number and the amount a number of at
 * least 0. Decision (spec open): a currency other than EGP or a method other than card cannot be paid
 * here (the server takes only those), so it counts as missing information rather than a request that
 * is bound to fail at the gateway.
 */
export function readPaymentRequest(state: unknown): PaymentRequest | null {
  if (!isRecord(state)) return null;
  const bookingId = numberOf(state.bookingId);
  const amount = numberOf(state.amount);
  const currency = typeof state.currency === 'string' ? state.currency.trim().toUpperCase() : '';
  const paymentMethod = typeof state.paymentMethod === 'string' ? state.paymentMethod.trim().toLowerCase() : '';
  if (bookingId === null || !Number.isSafeInteger(bookingId) || bookingId <= 0) return null;
  if (amount === null || amount < 0) return null;
  if (currency !== 'EGP' || paymentMethod !== 'card') return null;
  return { bookingId, amount, currency, paymentMethod };
}
