import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@core/contract/schema';
import { downloadFile } from '@/api/file-download';
import { readStoredToken } from '@/api/stored-session';

export type BookingDetails = components['schemas']['BookingDetails'];

/** Keys of the `bookings` namespace: why the booking page has nothing to show. */
export const SIGNED_OUT = 'bookingPage.signedOut';
export const NOT_FOUND = 'bookingPage.notFound';
export const LOAD_FAILED = 'bookingPage.loadFailed';
/** Keys of the `bookings` namespace: why a cancel, a download or printing did not happen. */
export const CANCEL_FAILED = 'bookingPage.cancel.failed';
export const CANCEL_SIGNED_OUT = 'bookingPage.cancel.signedOut';
export const CALENDAR_FAILED = 'bookingPage.downloads.calendarFailed';
export const VOUCHER_FAILED = 'bookingPage.downloads.voucherFailed';

/**
 * The booking in full and the device's clock when it arrived (to tell whether the seat hold is live), or
 * why it could not be read (CONVENTIONS #3).
 */
export type DetailsResult =
  | { ok: true; details: BookingDetails; at: number }
  | { ok: false; error: typeof SIGNED_OUT | typeof NOT_FOUND | typeof LOAD_FAILED };

/** What cancelling answered: the booking after it, the server's refusal (409, already in the reader's language), or a failure. */
export type CancelResult =
  | { ok: true; details: BookingDetails; at: number }
  | { ok: false; kind: 'refused'; message: string }
  | { ok: false; kind: 'failed'; error: typeof CANCEL_FAILED | typeof CANCEL_SIGNED_OUT };

/** Whether a file was handed to the browser to save. */
export type DownloadResult = { ok: true } | { ok: false; error: typeof CALENDAR_FAILED | typeof VOUCHER_FAILED };

export interface BookingInput {
  bookingId: number;
}

export interface FileInput extends BookingInput {
  /** The booking reference, for the file's name when the server does not give one. */
  reference: string;
}

const isBookingId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * `GET /api/Booking/{id}/details` (bearer, owner only), the one read of a booking's details (the
 * booking page's and the payment result pages'). Without a stored token nothing is asked; a 401 reads as
 * signed out too. An id that is not a booking id, and a 404 (no such booking, or another traveller's), read
 * as not found. Anything else is a failed read, logged for the developer.
 */
export async function readBookingDetails(bookingId: number): Promise<DetailsResult> {
  if (!readStoredToken()) return { ok: false, error: SIGNED_OUT };
  if (!isBookingId(bookingId)) return { ok: false, error: NOT_FOUND };
  const result = await toResult(api.GET('/api/Booking/{id}/details', { params: { path: { id: bookingId } } }), 'Failed to load the booking.');
  if (result.ok) return { ok: true, details: result.data, at: Date.now() };
  if (result.error.status === 401) return { ok: false, error: SIGNED_OUT };
  if (result.error.status === 404 || result.error.status === 400) return { ok: false, error: NOT_FOUND };
  console.error(`Booking details: ${result.error.message}`);
  return { ok: false, error: LOAD_FAILED };
}

export const fetchBookingDetails = fromPromise<DetailsResult, BookingInput>(({ input }) => readBookingDetails(input.bookingId));

/**
 * `POST /api/Booking/{id}/cancel`: 200 with the booking after cancelling (idempotent: a
 * booking already cancelled answers as it is); 409 with the reason, shown as the server wrote it.
 */
export const cancelBooking = fromPromise<CancelResult, BookingInput>(async ({ input }) => {
  const result = await toResult(api.POST('/api/Booking/{id}/cancel', { params: { path: { id: input.bookingId } } }), 'Failed to cancel the booking.');
  if (result.ok) return { ok: true, details: result.data, at: Date.now() };
  if (result.error.status === 409) return { ok: false, kind: 'refused', message: result.error.message };
  if (result.error.status === 401) return { ok: false, kind: 'failed', error: CANCEL_SIGNED_OUT };
  console.error(`Booking page, cancel: ${result.error.message}`);
  return { ok: false, kind: 'failed', error: CANCEL_FAILED };
});

/** `GET /api/Booking/{id}/calendar`: the paid booking as an .ics file, saved by the browser. */
export const downloadCalendar = fromPromise<DownloadResult, FileInput>(async ({ input }) => {
  const saved = await downloadFile(
    api.GET('/api/Booking/{id}/calendar', { params: { path: { id: input.bookingId } }, parseAs: 'blob' }),
    `rihla-${input.reference}.ics`,
    'Booking page, calendar',
  );
  return saved ? { ok: true } : { ok: false, error: CALENDAR_FAILED };
});

/** `GET /api/Booking/{id}/voucher`: the voucher as one self-contained HTML file, readable offline. */
export const downloadVoucher = fromPromise<DownloadResult, FileInput>(async ({ input }) => {
  const saved = await downloadFile(
    api.GET('/api/Booking/{id}/voucher', { params: { path: { id: input.bookingId } }, parseAs: 'blob' }),
    `rihla-voucher-${input.reference}.html`,
    'Booking page, voucher',
  );
  return saved ? { ok: true } : { ok: false, error: VOUCHER_FAILED };
});

/** The browser's print dialog (Print, or Save as PDF), for the voucher page. */
export const printVoucher = fromPromise<void>(() => {
  window.print();
  return Promise.resolve();
});
