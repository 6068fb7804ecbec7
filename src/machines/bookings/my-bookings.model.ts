/**
 * The path-test model of `myBookingsMachine` (CONVENTIONS #6): a sample of every event and
 * invoked actor's result, its input and the spec section it implements, as src/machines/registry.ts lists
 * it. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { LOAD_FAILED, SIGNED_OUT } from './my-bookings.actors';
import { heldBooking, listedBooking } from './my-bookings.fixtures';
import { myBookingsMachine } from './my-bookings.machine';

const AT = Date.parse('2025-11-02T12:40:00.000Z');
const paid = listedBooking(1, { bookingDate: '2025-11-01T09:00:00.000Z' });
// Two live holds, lapsing 5 and 10 minutes after AT: the timer fires twice before nothing is held.
const soon = heldBooking(2, AT - 10 * 60_000);
const later = heldBooking(3, AT - 5 * 60_000);

export const myBookingsModel = {
  machine: myBookingsMachine,
  spec: 'booking §2 My Bookings, §3 Booking (listed), §4 states, §7 GET /api/Booking, §8',
  samples: {
    events: { 'myBookings.retried': [{ type: 'myBookings.retried' }] },
    actors: {
      fetchMyBookings: {
        outputs: [
          { ok: true, bookings: [paid, soon, later], at: AT },
          { ok: true, bookings: [paid], at: AT },
          { ok: true, bookings: [], at: AT },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
    },
  },
} satisfies MachineModel<typeof myBookingsMachine>;
