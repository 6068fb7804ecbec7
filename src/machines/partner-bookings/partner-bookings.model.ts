/**
 * The path-test model of `partnerBookingsMachine` (CONVENTIONS #6): a sample of every event and actor result;
 * every guard meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import { DOWNLOAD_FAILED, NO_FILTER, type PartnerBooking } from './partner-bookings.actors';
import { partnerBookingsMachine } from './partner-bookings.machine';

export const paid: PartnerBooking = {
  id: 41,
  reference: 'RH-7KQ2M9',
  status: 'success',
  createdAt: '2027-11-20T09:00:00.000Z',
  paidAt: '2027-11-20T09:05:00.000Z',
  traveller: { name: 'Mona Samir', phone: '+20 100 123 4567' },
  tour: { id: 6, title: 'Valley of the Kings', startDate: '2027-12-01T06:00:00.000Z' },
  adults: 2,
  children: 1,
  underFive: 1,
  seats: 4,
  totalCost: 6000,
  checkedInAt: null,
};

export const partnerBookingsModel = {
  machine: partnerBookingsMachine,
  spec: 'partner portal: bookings per tour and date, CSV export (D320, D321)',
  input: { filter: NO_FILTER },
  samples: {
    events: {
      'bookings.retried': [{ type: 'bookings.retried' }],
      'bookings.filtered': [{ type: 'bookings.filtered', filter: { tourId: 6, date: '2027-12-01', status: 'success' } }],
      'bookings.downloadRequested': [{ type: 'bookings.downloadRequested' }],
    },
    actors: {
      fetchBookings: {
        outputs: [
          {
            ok: true,
            data: { items: [paid], truncated: false, totals: { bookings: 1, paidSeats: 4, paidTotal: 6000 }, tours: [{ id: 6, title: { en: 'Valley of the Kings', ar: 'وادي الملوك' } }] },
          },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: FORBIDDEN },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
      downloadBookings: { outputs: [{ ok: true }, { ok: false, error: DOWNLOAD_FAILED }], error: new Error('quota exceeded') },
    },
  },
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.filter,
      snapshot.context.bookings.length,
      snapshot.context.tours !== null,
      snapshot.context.error,
      snapshot.context.downloadError,
    ]),
} satisfies MachineModel<typeof partnerBookingsMachine>;
