/**
 * The path-test model of `bookingFormMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { makeTour } from '../../../tests/fixtures/catalogue';
import { bookingFormMachine } from './booking-form.machine';

const tour = makeTour(3, { price: 1999, availableSeats: 10 });
const soldOut = makeTour(3, { price: 1999, availableSeats: 0 });
// Left a year before these tests were written (the server answers 0 seats for it).
const departed = makeTour(3, { price: 1999, availableSeats: 0, startDate: '2025-11-26T08:00:00.000Z' });

export const bookingFormModel = {
  machine: bookingFormMachine,
  spec: 'booking §2 Book Your Trip, §3, §5, §7, §8, §9',
  // Signed in as Mariam: name and phone start filled in; the national ID is still to type.
  input: { travelId: 3, fromRecommendation: false, traveller: { name: 'Mariam Adel', phone: '+20 100 123 4567' } },
  samples: {
    events: {
      // Typing the national ID makes the form sendable; emptying the adults makes it invalid again.
      'booking.fieldChanged': [
        { type: 'booking.fieldChanged', field: 'nationalId', value: '29801011234567' },
        { type: 'booking.fieldChanged', field: 'adults', value: '' },
      ],
      'booking.submitted': [{ type: 'booking.submitted' }],
      'booking.retried': [{ type: 'booking.retried' }],
    },
    actors: {
      fetchTravel: {
        outputs: [
          { ok: true, tour },
          { ok: true, tour: soldOut },
          { ok: true, tour: departed },
          { ok: false, reason: 'missingId' },
          { ok: false, reason: 'notFound' },
          { ok: false, reason: 'failed' },
        ],
        error: new Error('socket hang up'),
      },
      createBooking: {
        outputs: [
          { ok: true, bookingId: 42, amount: 1999 },
          { ok: false, failure: { kind: 'seats', message: 'Only 1 seat is left on this tour.' } },
          { ok: false, failure: { kind: 'notSignedIn' } },
          { ok: false, failure: { kind: 'failed', message: 'Tour not found' } },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
} satisfies MachineModel<typeof bookingFormMachine>;
