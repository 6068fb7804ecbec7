import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { LOAD_FAILED, NOT_FOUND, SIGNED_OUT } from './booking-page.actors';
import { bookingPageModel } from './booking-page.model';
import { selectCancel, selectDetails, selectDownloads, selectError, selectHold, selectPayment, selectPhase, selectStanding, selectStatusKind } from './booking-page.selectors';

describePaths(bookingPageModel, {
  states: {
    loading: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectError(snapshot)).toBeNull();
    },
    signedOut: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('signedOut');
      expect(selectError(snapshot)).toBe(SIGNED_OUT);
      expect(selectDetails(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'bookingPage.retried' })).toBe(false);
    },
    notFound: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('notFound');
      expect(selectError(snapshot)).toBe(NOT_FOUND);
      expect(selectDetails(snapshot)).toBeNull();
      expect(snapshot.can({ type: 'bookingPage.retried' })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectPhase(snapshot)).toBe('failed');
      expect(selectError(snapshot)).toBe(LOAD_FAILED);
      expect(snapshot.can({ type: 'bookingPage.retried' })).toBe(true);
    },
    'loaded.status.holding': (snapshot) => {
      expect(selectStanding(snapshot)).toBe('holding');
      expect(selectStatusKind(snapshot)).toBe('pending');
      // Pay with the booking's total, and the countdown from the clock the booking was read at.
      expect(selectPayment(snapshot)).toEqual({ bookingId: 41, amount: 6250, currency: 'EGP', paymentMethod: 'card' });
      expect(selectHold(snapshot)).toEqual({ expiresAt: snapshot.context.details?.holdExpiresAt, now: snapshot.context.at });
      expect(selectDownloads(snapshot).voucher.shown).toBe(false);
    },
    'loaded.status.awaiting': (snapshot) => {
      expect(selectStatusKind(snapshot)).toBe('pending');
      // The server decides: Pay while it offers it, no countdown.
      expect(selectPayment(snapshot)?.amount).toBe(6250);
      expect(selectHold(snapshot)).toBeNull();
    },
    'loaded.status.lapsed': (snapshot) => {
      expect(selectStatusKind(snapshot)).toBe('expired');
      expect(selectPayment(snapshot)).toBeNull();
      expect(selectHold(snapshot)).toBeNull();
    },
    'loaded.status.refreshing': (snapshot) => {
      expect(selectStanding(snapshot)).toBe('refreshing');
      expect(selectPayment(snapshot)).toBeNull();
      expect(selectStatusKind(snapshot)).toBe('expired');
    },
    'loaded.status.paid': (snapshot) => {
      expect(selectStatusKind(snapshot)).toBe('paid');
      expect(selectPayment(snapshot)).toBeNull();
      expect(selectDownloads(snapshot).calendar.shown).toBe(true);
      expect(selectDownloads(snapshot).voucher.shown).toBe(true);
    },
    'loaded.status.closed': (snapshot) => {
      expect(['cancelled', 'refunded', 'expired', 'failed']).toContain(selectStatusKind(snapshot));
      expect(selectPayment(snapshot)).toBeNull();
      expect(selectCancel(snapshot).canRequest).toBe(false);
      expect(selectDownloads(snapshot).voucher.shown).toBe(false);
      expect(snapshot.can({ type: 'bookingPage.voucherRequested' })).toBe(false);
      expect(snapshot.can({ type: 'bookingPage.calendarRequested' })).toBe(false);
    },
    'loaded.cancel.idle': (snapshot) => {
      const cancel = selectCancel(snapshot);
      expect(cancel.step).toBe('idle');
      // Offered exactly when the server allows it.
      expect(cancel.canRequest).toBe(selectDetails(snapshot)?.actions.cancel === true);
    },
    'loaded.cancel.confirming': (snapshot) => {
      expect(selectCancel(snapshot).step).toBe('confirming');
      expect(snapshot.can({ type: 'bookingPage.cancelConfirmed' })).toBe(true);
      expect(snapshot.can({ type: 'bookingPage.cancelDismissed' })).toBe(true);
    },
    'loaded.cancel.cancelling': (snapshot) => {
      expect(selectCancel(snapshot).step).toBe('cancelling');
      expect(snapshot.hasTag('cancelling')).toBe(true);
      expect(snapshot.can({ type: 'bookingPage.cancelConfirmed' })).toBe(false);
    },
    'loaded.cancel.refused': (snapshot) => {
      const cancel = selectCancel(snapshot);
      expect(cancel.refusal).toBe('Free cancellation ended on Tue, 30 Nov 2027, 08:00 (Cairo time).');
      expect(cancel.canRequest).toBe(false);
    },
    'loaded.cancel.failed': (snapshot) => {
      const cancel = selectCancel(snapshot);
      expect(cancel.error).toBe('bookingPage.cancel.failed');
      // Asking again is offered while the server allows cancelling.
      expect(cancel.canRequest).toBe(selectDetails(snapshot)?.actions.cancel === true);
    },
    'loaded.cancel.done': (snapshot) => {
      expect(selectCancel(snapshot).step).toBe('done');
      expect(selectStanding(snapshot)).toBe('closed');
      expect(selectStatusKind(snapshot)).toBe('refunded');
      expect(selectDetails(snapshot)?.refund?.amount).toBe(6250);
    },
    'loaded.downloads.ready.idle': (snapshot) => {
      expect(selectDownloads(snapshot).busy).toBeNull();
      expect(selectDownloads(snapshot).error).toBeNull();
    },
    'loaded.downloads.ready.calendarFailed': (snapshot) => {
      expect(selectDownloads(snapshot).error).toBe('bookingPage.downloads.calendarFailed');
      expect(selectDownloads(snapshot).calendar.enabled).toBe(true);
    },
    'loaded.downloads.ready.voucherFailed': (snapshot) => {
      expect(selectDownloads(snapshot).error).toBe('bookingPage.downloads.voucherFailed');
      expect(selectDownloads(snapshot).voucher.enabled).toBe(true);
    },
    'loaded.downloads.calendar': (snapshot) => {
      const downloads = selectDownloads(snapshot);
      expect(downloads.busy).toBe('calendar');
      // One at a time.
      expect([downloads.calendar.enabled, downloads.voucher.enabled, downloads.print.enabled]).toEqual([false, false, false]);
    },
    'loaded.downloads.voucher': (snapshot) => {
      expect(selectDownloads(snapshot).busy).toBe('voucher');
      expect(selectDownloads(snapshot).calendar.enabled).toBe(false);
    },
    'loaded.downloads.printing': (snapshot) => {
      expect(selectDownloads(snapshot).busy).toBe('printing');
      expect(selectDownloads(snapshot).print.enabled).toBe(false);
    },
  },
});
