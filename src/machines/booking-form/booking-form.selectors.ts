import type { SnapshotFrom } from 'xstate';
import { pricesFor, type BookingPrices } from '@core/booking/prices';
import { seatProblem, totalOf, type bookingFormMachine, type PaymentRequest } from './booking-form.machine';

export type BookingFormSnapshot = SnapshotFrom<typeof bookingFormMachine>;

/** The page on screen: loading, missing id, load failure (with Try Again), sold out, the form, or booked. */
export type BookingFormStatus = 'loading' | 'missingId' | 'loadFailed' | 'departed' | 'soldOut' | 'form' | 'booked';

export function selectStatus(snapshot: BookingFormSnapshot): BookingFormStatus {
  for (const status of ['missingId', 'loadFailed', 'departed', 'soldOut', 'form', 'booked'] as const) {
    if (snapshot.matches(status)) return status;
  }
  return 'loading';
}

export const selectTour = (snapshot: BookingFormSnapshot) => snapshot.context.tour;
export const selectLoadFailure = (snapshot: BookingFormSnapshot) => snapshot.context.loadFailure;
export const selectDraft = (snapshot: BookingFormSnapshot) => snapshot.context.draft;
export const selectFieldErrors = (snapshot: BookingFormSnapshot) => snapshot.context.fieldErrors;
export const selectFailure = (snapshot: BookingFormSnapshot) => snapshot.context.failure;

/** Adult, child and under-5 prices of the tour (spec, booking §9); null before the tour is read. */
export function selectPrices(snapshot: BookingFormSnapshot): BookingPrices | null {
  const tour = snapshot.context.tour;
  return tour ? pricesFor(tour.price) : null;
}

/** No seats left (spec: availableSeats 0 or less is Sold Out). */
export const selectIsSoldOut = (snapshot: BookingFormSnapshot) => (snapshot.context.tour?.availableSeats ?? 1) <= 0;

/** The live total in EGP from the counts as typed. */
export const selectTotal = (snapshot: BookingFormSnapshot) => totalOf(snapshot.context.draft, snapshot.context.tour);

/** More travellers than seats left (or none left), told as the counts change, before anything is sent. */
export const selectSeatProblem = (snapshot: BookingFormSnapshot) => seatProblem(snapshot.context.draft, snapshot.context.tour);

/** The booking request is under way: the button reads 'Booking...' and is disabled, the fields wait. */
export const selectIsSubmitting = (snapshot: BookingFormSnapshot) => snapshot.matches({ form: 'submitting' });

/** Submit is accepted now (not while the booking is sent, nor while the seats are read again after a 409). */
export const selectCanSubmit = (snapshot: BookingFormSnapshot) => snapshot.can({ type: 'booking.submitted' });

/** Try Again is offered where another read can help. */
export const selectCanRetry = (snapshot: BookingFormSnapshot) => snapshot.can({ type: 'booking.retried' });

/** What /payment receives, once the booking is made; null before. */
export const selectPaymentRequest = (snapshot: BookingFormSnapshot): PaymentRequest | null => {
  const booked = snapshot.context.booked;
  return snapshot.status === 'done' && booked ? { bookingId: booked.bookingId, amount: booked.amount, currency: 'EGP', paymentMethod: 'card' } : null;
};
