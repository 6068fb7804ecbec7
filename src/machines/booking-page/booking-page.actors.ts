import { fromPromise } from 'xstate';
import { api, toResult } from '@/api/client';
import type { components } from '@/api/schema';
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
 * `GET /api/Booking/{id}/details` (issue 16; bearer, owner only), the one read of a booking's details (the
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
 * `POST /api/Booking/{id}/cancel` (issue 16 item 6): 200 with the booking after cancelling (idempotent: a
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

/** The file name the server gave (`Content-Disposition: attachment; filename="…"`), or null. */
export function attachmentName(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return match[1].trim() || null;
  }
}

/** Hands a file to the browser to save: an object URL and a link with `download`, clicked, then let go. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the browser start reading the file before the address goes away.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

async function download(call: Promise<{ data?: Blob; error?: unknown; response: Response }>, fallbackName: string): Promise<boolean> {
  let answer: { data?: Blob; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch {
    console.error('Booking page, download: no answer from the server');
    return false;
  }
  if (!answer.response.ok || !answer.data) {
    console.error(`Booking page, download: ${answer.response.status}`);
    return false;
  }
  saveFile(answer.data, attachmentName(answer.response.headers.get('Content-Disposition')) ?? fallbackName);
  return true;
}

/** `GET /api/Booking/{id}/calendar` (issue 16): the paid booking as an .ics file, saved by the browser. */
export const downloadCalendar = fromPromise<DownloadResult, FileInput>(async ({ input }) => {
  const saved = await download(api.GET('/api/Booking/{id}/calendar', { params: { path: { id: input.bookingId } }, parseAs: 'blob' }), `rihla-${input.reference}.ics`);
  return saved ? { ok: true } : { ok: false, error: CALENDAR_FAILED };
});

/** `GET /api/Booking/{id}/voucher` (issue 16 item 5): the voucher as one self-contained HTML file, readable offline. */
export const downloadVoucher = fromPromise<DownloadResult, FileInput>(async ({ input }) => {
  const saved = await download(
    api.GET('/api/Booking/{id}/voucher', { params: { path: { id: input.bookingId } }, parseAs: 'blob' }),
    `rihla-voucher-${input.reference}.html`,
  );
  return saved ? { ok: true } : { ok: false, error: VOUCHER_FAILED };
});

/** The browser's print dialog (Print, or Save as PDF), for the voucher page. */
export const printVoucher = fromPromise<void>(() => {
  window.print();
  return Promise.resolve();
});
