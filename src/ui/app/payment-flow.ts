/**
 * The steps after the booking form (spec, booking §2 and §4): payment, its status, success and failure.
 * A traveller goes through them one after another, so they load as one chunk: no download between
 * steps, and one entry in the route table instead of four.
 */
export { PaymentScreen } from '../screens/payment/payment-screen';
export { PaymentStatusScreen } from '../screens/payment-status/payment-status-screen';
export { PaymentSuccessScreen } from '../screens/payment-result/payment-success-screen';
export { PaymentFailedScreen } from '../screens/payment-result/payment-failed-screen';
