import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import type { components } from '@core/contract/schema';
import { consoleChange, consoleRead, type ChangeResult, type ReadResult } from '@/machines/console/console-calls';

export type AdminBooking = components['schemas']['AdminBooking'];
export type AdminBookingStatus = AdminBooking['status'];

export type BookingsResult = ReadResult<AdminBooking[]>;
export type CancelResult = ChangeResult<AdminBooking>;

export interface BookingsQuery {
  /** Only bookings with this status, or all of them. */
  status: AdminBookingStatus | null;
}

/** `GET /api/admin/bookings` (D286): every booking, newest first, at most 200. */
export const fetchBookings = fromPromise<BookingsResult, BookingsQuery>(async ({ input }) => {
  const result = await consoleRead(() => api.GET('/api/admin/bookings', { params: { query: input.status ? { status: input.status } : {} } }), 'Bookings');
  return result.ok ? { ok: true, data: result.data.items } : result;
});

/** `POST /api/admin/bookings/{id}/cancel`: cancelled in full and refunded whatever its deadline; the booking as it now stands. */
export const cancelBooking = fromPromise<CancelResult, { bookingId: number }>(({ input }) =>
  consoleChange(() => api.POST('/api/admin/bookings/{id}/cancel', { params: { path: { id: input.bookingId } } }), 'Cancel booking'),
);
