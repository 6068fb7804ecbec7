import { assign, setup } from 'xstate';
import { isPaid, isPending } from '@/machines/bookings/booking-status';
import {
  cancelBooking,
  downloadCalendar,
  downloadVoucher,
  fetchBookingDetails,
  LOAD_FAILED,
  NOT_FOUND,
  printVoucher,
  SIGNED_OUT,
  type BookingDetails,
  type CancelResult,
  type DetailsResult,
  type DownloadResult,
} from './booking-page.actors';

/**
 * One booking as its owner sees it: the booking page `/my-bookings/:id` and its
 * voucher page `/my-bookings/:id/voucher`.
 *
 * Loading ends signed out (no token, or a refused one), not found (not a booking of this traveller's: the
 * server answers 404 for anyone else's), failed (Try Again), or loaded. Loaded is three regions at once:
 * - `status`: what the booking is now. A pending booking whose seat hold is live (`holding`) re-reads the
 *   booking when the hold lapses, so Pay goes away as the seats do (S4); `awaiting` is pending
 *   with no known hold time (the server decides), `lapsed` a hold over by the device's clock; then `paid`
 *   and `closed` (cancelled, refunded, expired, failed).
 * - `cancel`: the traveller asks, confirms in a dialog (refund and deadline shown), the server answers with
 *   the booking after it (`done`), a refusal in the reader's language (`refused`: the deadline passed…), or
 *   a failure (`failed`, ask again). Allowed only when the server says so (`actions.cancel`).
 * - `downloads`: add to calendar, download the voucher, print the voucher, one at a time, each with its
 *   own failure; allowed only when the server offers them (`actions.calendar`, `actions.voucher`).
 */
export interface BookingPageContext {
  bookingId: number;
  details: BookingDetails | null;
  /** Milliseconds since the epoch: the device's clock when the details arrived. */
  at: number;
  /** Why there is nothing to show: a key of the `bookings` namespace, or null. */
  error: string | null;
  /** The server's reason for refusing to cancel (409), as it wrote it, or null. */
  refusal: string | null;
  /** Why the cancel did not go through: a key of the `bookings` namespace, or null. */
  cancelError: string | null;
  /** Why the last download did not happen: a key of the `bookings` namespace, or null. */
  downloadError: string | null;
}

export interface BookingPageInput {
  /** The id in the address; anything that is not a booking id reads as not found. */
  bookingId: number;
}

export type BookingPageEvent =
  /** Try Again after a failed read. */
  | { type: 'bookingPage.retried' }
  /** Cancel booking: opens the confirmation. */
  | { type: 'bookingPage.cancelRequested' }
  /** Keep booking (or Escape): closes the confirmation. */
  | { type: 'bookingPage.cancelDismissed' }
  /** Yes, cancel: asks the server. */
  | { type: 'bookingPage.cancelConfirmed' }
  | { type: 'bookingPage.calendarRequested' }
  | { type: 'bookingPage.voucherRequested' }
  | { type: 'bookingPage.printRequested' };

const time = (iso: string | null | undefined): number | null => {
  const parsed = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(parsed) ? null : parsed;
};

/** When a pending booking's hold lapses, or null when it is not pending or the time is not known. */
export function holdLapsesAt(details: BookingDetails | null): number | null {
  return details && isPending(details.status) ? time(details.holdExpiresAt) : null;
}

type Loaded = Extract<DetailsResult, { ok: true }> | Extract<CancelResult, { ok: true }>;
const loaded = (result: DetailsResult | CancelResult): result is Loaded => result.ok;

const output = ({ event }: { event: { output: DetailsResult } }) => event.output;
const assignOutput = { type: 'assignDetails' as const, params: output };

/** The transitions into `loaded.status` from an answer that carries the booking, by what it says. */
const statusTargets = (prefix: string) => [
  { guard: { type: 'hasLiveHold' as const, params: output }, target: `${prefix}holding`, actions: assignOutput },
  { guard: { type: 'hasUnknownHold' as const, params: output }, target: `${prefix}awaiting`, actions: assignOutput },
  { guard: { type: 'isPendingResult' as const, params: output }, target: `${prefix}lapsed`, actions: assignOutput },
  { guard: { type: 'isPaidResult' as const, params: output }, target: `${prefix}paid`, actions: assignOutput },
  { target: `${prefix}closed`, actions: assignOutput },
];

export const bookingPageMachine = setup({
  types: {
    context: {} as BookingPageContext,
    events: {} as BookingPageEvent,
    input: {} as BookingPageInput,
  },
  actors: { fetchBookingDetails, cancelBooking, downloadCalendar, downloadVoucher, printVoucher },
  delays: {
    // S4: a pending booking holds its seats for 15 minutes; the page re-reads it when the hold lapses.
    holdLapse: ({ context }) => Math.max(0, (holdLapsesAt(context.details) ?? context.at) - context.at),
  },
  guards: {
    isSignedOut: (_, result: DetailsResult) => !result.ok && result.error === SIGNED_OUT,
    isNotFound: (_, result: DetailsResult) => !result.ok && result.error === NOT_FOUND,
    isFailure: (_, result: DetailsResult | DownloadResult) => !result.ok,
    /** Pending, and its hold lapses after the answer arrived. */
    hasLiveHold: (_, result: DetailsResult) => {
      if (!loaded(result)) return false;
      const lapses = holdLapsesAt(result.details);
      return lapses !== null && lapses > result.at;
    },
    /** Pending, and the server did not say until when: the server decides when the traveller pays. */
    hasUnknownHold: (_, result: DetailsResult) => loaded(result) && isPending(result.details.status) && holdLapsesAt(result.details) === null,
    isPendingResult: (_, result: DetailsResult) => loaded(result) && isPending(result.details.status),
    isPaidResult: (_, result: DetailsResult) => loaded(result) && isPaid(result.details.status),
    isRefused: (_, result: CancelResult) => !result.ok && result.kind === 'refused',
    isCancelFailure: (_, result: CancelResult) => !result.ok,
    /** The answer to a cancel is a booking that is over (cancelled, refunded, or it had already expired). */
    isClosedResult: (_, result: CancelResult) => loaded(result) && !isPending(result.details.status) && !isPaid(result.details.status),
    canCancel: ({ context }) => context.details?.actions.cancel === true,
    hasCalendar: ({ context }) => context.details?.actions.calendar === true,
    hasVoucher: ({ context }) => context.details?.actions.voucher === true && context.details.voucher !== null,
  },
  actions: {
    assignDetails: assign((_, result: DetailsResult | CancelResult) => (loaded(result) ? { details: result.details, at: result.at, error: null } : {})),
    assignError: assign((_, result: DetailsResult) => (result.ok ? {} : { details: null, error: result.error })),
    assignUnexpectedError: assign({ details: null, error: LOAD_FAILED }),
    clearError: assign({ error: null }),
    assignRefusal: assign((_, result: CancelResult) => (!result.ok && result.kind === 'refused' ? { refusal: result.message } : {})),
    assignCancelError: assign((_, result: CancelResult) => (!result.ok && result.kind === 'failed' ? { cancelError: result.error } : {})),
    assignUnexpectedCancelError: assign({ cancelError: 'bookingPage.cancel.failed' }),
    clearCancelOutcome: assign({ refusal: null, cancelError: null }),
    assignDownloadError: assign((_, result: DownloadResult) => (result.ok ? {} : { downloadError: result.error })),
    assignCalendarError: assign({ downloadError: 'bookingPage.downloads.calendarFailed' }),
    assignVoucherError: assign({ downloadError: 'bookingPage.downloads.voucherFailed' }),
    clearDownloadError: assign({ downloadError: null }),
  },
}).createMachine({
  id: 'bookingPage',
  context: ({ input }) => ({
    bookingId: input.bookingId,
    details: null,
    at: 0,
    error: null,
    refusal: null,
    cancelError: null,
    downloadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchBookingDetails',
        src: 'fetchBookingDetails',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: [
          { guard: { type: 'isSignedOut', params: ({ event }) => event.output }, target: 'signedOut', actions: { type: 'assignError', params: ({ event }) => event.output } },
          { guard: { type: 'isNotFound', params: ({ event }) => event.output }, target: 'notFound', actions: { type: 'assignError', params: ({ event }) => event.output } },
          { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignError', params: ({ event }) => event.output } },
          ...statusTargets('#bookingPage.loaded.status.'),
        ],
        // Unexpected (the client's code could not be loaded): as a failed read.
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    /** No token, or the server refused it: logging in can help, Try Again cannot. */
    signedOut: {},
    /** Not a booking of this traveller's (or no booking at all). */
    notFound: {},
    failed: {
      on: { 'bookingPage.retried': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      type: 'parallel',
      states: {
        status: {
          initial: 'closed',
          states: {
            /** Pending with its seats held: Pay and the countdown, until the hold lapses. */
            holding: {
              after: { holdLapse: 'refreshing' },
            },
            /** Pending, the hold's end not known: Pay while the server offers it. */
            awaiting: {},
            /** Pending on the server's last word, but its hold is over by the device's clock: no Pay. */
            lapsed: {},
            /** The hold lapsed: the booking is read again (it will say expired, or paid if the payment landed). */
            refreshing: {
              invoke: {
                id: 'refreshBookingDetails',
                src: 'fetchBookingDetails',
                input: ({ context }) => ({ bookingId: context.bookingId }),
                onDone: [
                  // The re-read failed: keep what is shown, without Pay (the seats are no longer held).
                  { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'lapsed' },
                  ...statusTargets(''),
                ],
                onError: { target: 'lapsed' },
              },
            },
            paid: {},
            /** Cancelled, refunded, expired or failed: nothing more to pay or cancel. */
            closed: {},
          },
        },
        cancel: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'bookingPage.cancelRequested': { guard: 'canCancel', target: 'confirming' } },
            },
            /** The confirmation dialog: what cancelling refunds, and until when it is free. */
            confirming: {
              on: {
                'bookingPage.cancelDismissed': 'idle',
                'bookingPage.cancelConfirmed': { target: 'cancelling', actions: 'clearCancelOutcome' },
              },
            },
            cancelling: {
              tags: ['cancelling'],
              invoke: {
                id: 'cancelBooking',
                src: 'cancelBooking',
                input: ({ context }) => ({ bookingId: context.bookingId }),
                onDone: [
                  { guard: { type: 'isRefused', params: ({ event }) => event.output }, target: 'refused', actions: { type: 'assignRefusal', params: ({ event }) => event.output } },
                  { guard: { type: 'isCancelFailure', params: ({ event }) => event.output }, target: 'failed', actions: { type: 'assignCancelError', params: ({ event }) => event.output } },
                  {
                    guard: { type: 'isClosedResult', params: ({ event }) => event.output },
                    target: ['#bookingPage.loaded.status.closed', '#bookingPage.loaded.cancel.done'],
                    actions: { type: 'assignDetails', params: ({ event }) => event.output },
                  },
                  // Answered, yet the booking still reads as active: read it again for the truth.
                  { target: '#bookingPage.loading' },
                ],
                onError: { target: 'failed', actions: 'assignUnexpectedCancelError' },
              },
            },
            /** The server refused, with its reason (409): Cancel is not offered again on this page. */
            refused: {},
            /** The cancel did not go through: the traveller may ask again. */
            failed: {
              on: { 'bookingPage.cancelRequested': { guard: 'canCancel', target: 'confirming' } },
            },
            /** Cancelled: the outcome (and the refund) is announced. */
            done: {},
          },
        },
        downloads: {
          initial: 'ready',
          states: {
            ready: {
              initial: 'idle',
              states: {
                idle: {},
                calendarFailed: {},
                voucherFailed: {},
              },
              on: {
                'bookingPage.calendarRequested': { guard: 'hasCalendar', target: 'calendar', actions: 'clearDownloadError' },
                'bookingPage.voucherRequested': { guard: 'hasVoucher', target: 'voucher', actions: 'clearDownloadError' },
                'bookingPage.printRequested': { guard: 'hasVoucher', target: 'printing', actions: 'clearDownloadError' },
              },
            },
            calendar: {
              tags: ['downloading'],
              invoke: {
                id: 'downloadCalendar',
                src: 'downloadCalendar',
                input: ({ context }) => ({ bookingId: context.bookingId, reference: context.details?.reference ?? String(context.bookingId) }),
                onDone: [
                  { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'ready.calendarFailed', actions: { type: 'assignDownloadError', params: ({ event }) => event.output } },
                  { target: 'ready.idle' },
                ],
                onError: { target: 'ready.calendarFailed', actions: 'assignCalendarError' },
              },
            },
            voucher: {
              tags: ['downloading'],
              invoke: {
                id: 'downloadVoucher',
                src: 'downloadVoucher',
                input: ({ context }) => ({ bookingId: context.bookingId, reference: context.details?.reference ?? String(context.bookingId) }),
                onDone: [
                  { guard: { type: 'isFailure', params: ({ event }) => event.output }, target: 'ready.voucherFailed', actions: { type: 'assignDownloadError', params: ({ event }) => event.output } },
                  { target: 'ready.idle' },
                ],
                onError: { target: 'ready.voucherFailed', actions: 'assignVoucherError' },
              },
            },
            /** The print dialog is open (it blocks the page in most browsers). */
            printing: {
              invoke: { id: 'printVoucher', src: 'printVoucher', onDone: 'ready.idle', onError: 'ready.idle' },
            },
          },
        },
      },
    },
  },
});
