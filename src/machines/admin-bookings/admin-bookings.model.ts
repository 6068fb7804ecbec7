/**
 * The path-test model of `adminBookingsMachine` (CONVENTIONS #6): a sample of every event and actor result;
 * every guard meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import type { AdminBooking } from './admin-bookings.actors';
import { adminBookingsMachine } from './admin-bookings.machine';

export const paid: AdminBooking = {
  id: 41,
  reference: 'RH-7KQ2M9',
  status: 'success',
  createdAt: '2027-11-20T09:00:00.000Z',
  traveller: { name: 'Mona Samir', email: 'mona@travellers.example', phone: '01001234567' },
  tour: { id: 6, title: 'Valley of the Kings', startDate: '2027-12-01T06:00:00.000Z' },
  company: { id: 2, name: 'Luxor Light Tours' },
  adults: 2,
  children: 0,
  underFive: 0,
  totalCost: 4800,
  refund: null,
};
export const expired: AdminBooking = { ...paid, id: 40, reference: 'RH-3HX8P2', status: 'expired' };

export const adminBookingsModel = {
  machine: adminBookingsMachine,
  spec: 'admin console: bookings overview, cancellation with a full refund (D286)',
  samples: {
    events: {
      'bookings.retried': [{ type: 'bookings.retried' }],
      'bookings.filtered': [{ type: 'bookings.filtered', status: 'success' }],
      'bookings.cancelRequested': [
        { type: 'bookings.cancelRequested', bookingId: paid.id },
        { type: 'bookings.cancelRequested', bookingId: expired.id },
      ],
      'bookings.cancelConfirmed': [{ type: 'bookings.cancelConfirmed' }],
      'bookings.cancelDismissed': [{ type: 'bookings.cancelDismissed' }],
    },
    actors: {
      fetchBookings: {
        outputs: [{ ok: true, data: [paid, expired] }, { ok: false, error: SIGNED_OUT }, { ok: false, error: FORBIDDEN }, { ok: false, error: LOAD_FAILED }],
        error: new Error('chunk failed to load'),
      },
      cancelBooking: {
        outputs: [
          { ok: true, data: { ...paid, status: 'refunded', refund: { status: 'refunded', amount: 4800 } } },
          { ok: false, kind: 'refused', message: 'Nothing to cancel.' },
          { ok: false, kind: 'failed', error: CHANGE_FAILED },
        ],
        error: new Error('socket hang up'),
      },
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.status,
      snapshot.context.bookings.map((booking) => [booking.id, booking.status]),
      snapshot.context.bookingId,
      snapshot.context.refusal !== null,
      snapshot.context.changeError,
      snapshot.context.cancelled?.id ?? null,
      snapshot.context.error,
    ]),
} satisfies MachineModel<typeof adminBookingsMachine>;
