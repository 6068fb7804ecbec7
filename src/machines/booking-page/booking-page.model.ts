/**
 * The path-test model of `bookingPageMachine` (CONVENTIONS #6): a sample of every event and invoked
 * actor's result, its input and the issue it implements, as src/machines/registry.ts lists it. Every guard
 * meets a sample that passes it and one that does not. Test tooling: app code never imports it.
 */
import type { MachineModel } from '../../../tests/paths/path-graph';
import { CALENDAR_FAILED, CANCEL_FAILED, LOAD_FAILED, NOT_FOUND, SIGNED_OUT, VOUCHER_FAILED } from './booking-page.actors';
import { heldBooking, lateBooking, paidBooking, refundedBooking } from './booking-page.fixtures';
import { bookingPageMachine } from './booking-page.machine';

export const AT = Date.parse('2027-11-20T09:00:00.000Z');
const MINUTE = 60_000;

/** Pending, its hold lapsing 5 minutes after the answer arrived. */
export const held = heldBooking(AT - 10 * MINUTE);
/** Pending, the server not saying until when. */
export const unknownHold = heldBooking(AT - 10 * MINUTE, { holdExpiresAt: null });
/** Pending on the server's word, its hold already over by the device's clock. */
export const lapsedHold = heldBooking(AT - 20 * MINUTE, { actions: { pay: false, cancel: false, voucher: false, calendar: false } });
export const paid = paidBooking();
/** Paid, past the free-cancellation deadline: no Cancel. */
export const late = lateBooking();
export const refunded = refundedBooking();

export const bookingPageModel = {
  machine: bookingPageMachine,
  spec: 'booking page, voucher page, free cancellation (S4, S23)',
  input: { bookingId: 41 },
  samples: {
    events: {
      'bookingPage.retried': [{ type: 'bookingPage.retried' }],
      'bookingPage.cancelRequested': [{ type: 'bookingPage.cancelRequested' }],
      'bookingPage.cancelDismissed': [{ type: 'bookingPage.cancelDismissed' }],
      'bookingPage.cancelConfirmed': [{ type: 'bookingPage.cancelConfirmed' }],
      'bookingPage.calendarRequested': [{ type: 'bookingPage.calendarRequested' }],
      'bookingPage.voucherRequested': [{ type: 'bookingPage.voucherRequested' }],
      'bookingPage.printRequested': [{ type: 'bookingPage.printRequested' }],
    },
    actors: {
      fetchBookingDetails: {
        outputs: [
          { ok: true, details: paid, at: AT },
          { ok: true, details: held, at: AT },
          { ok: true, details: unknownHold, at: AT },
          { ok: true, details: lapsedHold, at: AT },
          { ok: true, details: late, at: AT },
          { ok: true, details: refunded, at: AT },
          { ok: false, error: SIGNED_OUT },
          { ok: false, error: NOT_FOUND },
          { ok: false, error: LOAD_FAILED },
        ],
        error: new Error('chunk failed to load'),
      },
      cancelBooking: {
        outputs: [
          { ok: true, details: refunded, at: AT },
          // An answer that still reads paid: the page reads the booking again.
          { ok: true, details: paid, at: AT },
          { ok: false, kind: 'refused', message: 'Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).' },
          { ok: false, kind: 'failed', error: CANCEL_FAILED },
        ],
        error: new Error('socket hang up'),
      },
      downloadCalendar: { outputs: [{ ok: true }, { ok: false, error: CALENDAR_FAILED }], error: new Error('no URL.createObjectURL') },
      downloadVoucher: { outputs: [{ ok: true }, { ok: false, error: VOUCHER_FAILED }], error: new Error('no URL.createObjectURL') },
      printVoucher: { outputs: [undefined], error: new Error('print blocked') },
    },
  },
} satisfies MachineModel<typeof bookingPageMachine>;
