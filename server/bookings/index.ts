/**
 * Bookings and their payments: a booking's life (hold, pay, cancel, refund, expire), its documents (voucher,
 * calendar file, mails), the payment gateways (sandbox, Paymob) and their callbacks. A payment is a step of a
 * booking's life and a refund a step of its cancellation, so the two change together and live together.
 * Used by the other areas through this file only.
 */
import type { AreaSetup } from '../platform';
import { bookingRoutes, holdExpiryJob } from './bookings.routes';
import { paymentRoutes, refundRetryJob } from './payments.routes';

export { cancelAndRefund } from './booking-details';
export { sendDueBookingMails } from './booking-documents';
export type { BookingStatus } from './booking-life';
export { bookingIdOfReference, bookingReference, verifyVoucherCode, voucherKey } from './booking-reference';
export { releaseLapsedHolds } from './bookings';
export { bookingMailDeps, paymentProviderFor } from './booking-services';

/** Lapsed holds are released (and their mails sent) and failed refunds retried beside the routes. */
export const bookingsArea: AreaSetup = { routes: [bookingRoutes, paymentRoutes], jobs: [holdExpiryJob, refundRetryJob] };
