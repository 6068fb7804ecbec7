import type { components } from '../contract/schema';

/**
 * What a payment is asked with: the body of `POST /api/Payment/initiate`, which is also what the booking
 * form and My Bookings hand the payment screen (booking, amount in EGP, currency, method).
 */
export type PaymentRequest = components['schemas']['PaymentInitiateRequest'];
