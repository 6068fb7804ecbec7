import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { CANCEL_FAILED, type BookingInput, type CancelResult, type DetailsResult } from './booking-page.actors';
import { heldBooking, paidBooking, refundedBooking } from './booking-page.fixtures';
import { bookingPageMachine } from './booking-page.machine';
import { selectCancel, selectHold, selectPayment, selectStanding, selectStatusKind } from './booking-page.selectors';

const MINUTE = 60_000;

/** The machine with the real delays; the booking read answers `reads` in turn, a cancel `cancels` in turn. */
function start(reads: DetailsResult[], cancels: CancelResult[] = []) {
  const calls = { read: 0, cancel: 0 };
  const actor = createActor(
    bookingPageMachine.provide({
      actors: {
        fetchBookingDetails: fromPromise<DetailsResult, BookingInput>(() => Promise.resolve(reads[Math.min(calls.read++, reads.length - 1)]!)),
        cancelBooking: fromPromise<CancelResult, BookingInput>(() => Promise.resolve(cancels[Math.min(calls.cancel++, cancels.length - 1)]!)),
      },
    }),
    { input: { bookingId: 41 } },
  );
  actor.start();
  return { actor, calls };
}

describe('booking page: Pay while the seats are held (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers Pay until the hold lapses, then reads the booking again and shows what the server says', async () => {
    const at = Date.now();
    const held = heldBooking(at - 10 * MINUTE); // lapses 5 minutes from now
    const expired = heldBooking(at - 10 * MINUTE, { status: 'expired', holdExpiresAt: null, actions: { pay: false, cancel: false, voucher: false, calendar: false } });
    const { actor, calls } = start([
      { ok: true, details: held, at },
      { ok: true, details: expired, at: at + 5 * MINUTE },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectStanding(actor.getSnapshot())).toBe('holding');
    expect(selectPayment(actor.getSnapshot())?.amount).toBe(6250);
    expect(selectHold(actor.getSnapshot())).toEqual({ expiresAt: held.holdExpiresAt, now: at });

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(selectPayment(actor.getSnapshot())).not.toBeNull();
    expect(calls.read).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(calls.read).toBe(2);
    expect(selectStanding(actor.getSnapshot())).toBe('closed');
    expect(selectStatusKind(actor.getSnapshot())).toBe('expired');
    expect(selectPayment(actor.getSnapshot())).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a payment that landed during the hold reads paid after the lapse', async () => {
    const at = Date.now();
    const { actor } = start([
      { ok: true, details: heldBooking(at - 14 * MINUTE), at },
      { ok: true, details: paidBooking(), at: at + MINUTE },
    ]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(selectStanding(actor.getSnapshot())).toBe('paid');
    expect(selectPayment(actor.getSnapshot())).toBeNull();
  });

  it('a re-read that fails still takes Pay away: the seats are no longer held', async () => {
    const at = Date.now();
    const { actor } = start([
      { ok: true, details: heldBooking(at - 14 * MINUTE), at },
      { ok: false, error: 'bookingPage.loadFailed' },
    ]);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(selectStanding(actor.getSnapshot())).toBe('lapsed');
    expect(selectStatusKind(actor.getSnapshot())).toBe('expired');
    expect(selectPayment(actor.getSnapshot())).toBeNull();
  });

  it('a hold over before the booking arrived offers no Pay and sets no timer', async () => {
    const at = Date.now();
    const { actor } = start([{ ok: true, details: heldBooking(at - 16 * MINUTE), at }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectStanding(actor.getSnapshot())).toBe('lapsed');
    expect(selectPayment(actor.getSnapshot())).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaving the page stops the hold timer', async () => {
    const at = Date.now();
    const { actor } = start([{ ok: true, details: heldBooking(at), at }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('booking page: cancelling', () => {
  it('asks, confirms, and shows the booking the server answered (refunded)', async () => {
    const { actor, calls } = start([{ ok: true, details: paidBooking(), at: 0 }], [{ ok: true, details: refundedBooking(), at: 1 }]);
    await vi.waitFor(() => expect(selectStanding(actor.getSnapshot())).toBe('paid'));
    actor.send({ type: 'bookingPage.cancelRequested' });
    expect(selectCancel(actor.getSnapshot()).step).toBe('confirming');
    actor.send({ type: 'bookingPage.cancelDismissed' });
    expect(selectCancel(actor.getSnapshot()).step).toBe('idle');
    expect(calls.cancel).toBe(0);

    actor.send({ type: 'bookingPage.cancelRequested' });
    actor.send({ type: 'bookingPage.cancelConfirmed' });
    await vi.waitFor(() => expect(selectCancel(actor.getSnapshot()).step).toBe('done'));
    expect(calls.cancel).toBe(1);
    expect(selectStatusKind(actor.getSnapshot())).toBe('refunded');
    // Done: nothing left to cancel, a second click cannot send a second cancel.
    actor.send({ type: 'bookingPage.cancelRequested' });
    expect(selectCancel(actor.getSnapshot()).step).toBe('done');
  });

  it('after a failure the traveller may ask again; after a refusal Cancel goes away', async () => {
    const { actor } = start(
      [{ ok: true, details: paidBooking(), at: 0 }],
      [
        { ok: false, kind: 'failed', error: CANCEL_FAILED },
        { ok: false, kind: 'refused', message: 'Too late to cancel.' },
      ],
    );
    await vi.waitFor(() => expect(selectStanding(actor.getSnapshot())).toBe('paid'));
    actor.send({ type: 'bookingPage.cancelRequested' });
    actor.send({ type: 'bookingPage.cancelConfirmed' });
    await vi.waitFor(() => expect(selectCancel(actor.getSnapshot()).step).toBe('failed'));
    expect(selectCancel(actor.getSnapshot()).canRequest).toBe(true);

    actor.send({ type: 'bookingPage.cancelRequested' });
    actor.send({ type: 'bookingPage.cancelConfirmed' });
    await vi.waitFor(() => expect(selectCancel(actor.getSnapshot()).refusal).toBe('Too late to cancel.'));
    expect(selectCancel(actor.getSnapshot()).canRequest).toBe(false);
    expect(selectStanding(actor.getSnapshot())).toBe('paid');
  });
});
