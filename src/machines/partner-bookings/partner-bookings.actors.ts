import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { downloadFile } from '@/api/file-download';
import type { components } from '@core/contract/schema';
import { consoleRead, type ReadResult } from '@/machines/console/console-calls';

export type PartnerBooking = components['schemas']['PartnerBooking'];
export type PartnerBookingStatus = PartnerBooking['status'];
export type PartnerBookingTotals = components['schemas']['PartnerBookingList']['totals'];

/** A tour of the company as the filter offers it: its title in both languages. */
export interface TourOption {
  id: number;
  title: { en: string; ar: string };
}

/** What the list is narrowed to; null is "all". `date` is a departure day on Cairo's calendar (`YYYY-MM-DD`). */
export interface BookingsFilter {
  tourId: number | null;
  date: string | null;
  status: PartnerBookingStatus | null;
}

export const NO_FILTER: BookingsFilter = { tourId: null, date: null, status: null };

export interface BookingsPage {
  items: PartnerBooking[];
  truncated: boolean;
  totals: PartnerBookingTotals;
  /** The company's tours for the filter, when they were asked for. */
  tours: TourOption[] | null;
}

export type BookingsResult = ReadResult<BookingsPage>;

/** Key of the `partnerPortal` namespace: the CSV file did not come. */
export const DOWNLOAD_FAILED = 'bookings.download.failed';
export type DownloadResult = { ok: true } | { ok: false; error: typeof DOWNLOAD_FAILED };

/** The filter as the contract's query: only what narrows. */
export function filterQuery(filter: BookingsFilter) {
  return {
    ...(filter.tourId !== null && { tourId: filter.tourId }),
    ...(filter.date !== null && { date: filter.date }),
    ...(filter.status !== null && { status: filter.status }),
  };
}

/**
 * `GET /api/partner/bookings` with the filter (D320), and the first time also `GET
 * /api/partner/tours` for the filter's choice of tours (every status: a tour taken off the catalogue still has
 * its bookings).
 */
export const fetchBookings = fromPromise<BookingsResult, { filter: BookingsFilter; withTours: boolean }>(async ({ input }) => {
  const [list, tours] = await Promise.all([
    consoleRead(() => api.GET('/api/partner/bookings', { params: { query: filterQuery(input.filter) } }), 'Partner bookings'),
    input.withTours ? consoleRead(() => api.GET('/api/partner/tours'), 'Partner tours') : null,
  ]);
  if (!list.ok) return list;
  if (tours && !tours.ok) return tours;
  return {
    ok: true,
    data: { ...list.data, tours: tours ? tours.data.items.map((tour) => ({ id: tour.id, title: { en: tour.title.en, ar: tour.title.ar } })) : null },
  };
});

/**
 * `GET /api/partner/bookings.csv` with the same filter (D321), in the page's language (the API client sends
 * it), fetched with the partner's token and saved under the server's file name.
 */
export const downloadBookings = fromPromise<DownloadResult, { filter: BookingsFilter }>(async ({ input }) => {
  const saved = await downloadFile(
    api.GET('/api/partner/bookings.csv', { params: { query: filterQuery(input.filter) }, parseAs: 'blob' }),
    'rihla-bookings.csv',
    'Partner bookings CSV',
  );
  return saved ? { ok: true } : { ok: false, error: DOWNLOAD_FAILED };
});
