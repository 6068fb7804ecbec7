import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOAD_FAILED, type ListedBooking, type MyBookingsResult } from './my-bookings.actors';
import { heldBooking, listedBooking } from './my-bookings.fixtures';
import { myBookingsMachine, newestFirst } from './my-bookings.machine';
import { selectBookings, selectStatus } from './my-bookings.selectors';

const AT = Date.parse('2025-11-02T12:40:00.000Z');
const MINUTE = 60_000;

/** The machine with the real delays, its list answered by `answers` in turn. */
function start(...answers: MyBookingsResult[]) {
  let call = 0;
  const actor = createActor(
    myBookingsMachine.provide({
      actors: { fetchMyBookings: fromPromise<MyBookingsResult>(() => Promise.resolve(answers[Math.min(call++, answers.length - 1)]!)) },
    }),
  );
  actor.start();
  return { actor, calls: () => call };
}

const payable = (actor: ReturnType<typeof start>['actor']) =>
  selectBookings(actor.getSnapshot())
    .filter((row) => row.payment)
    .map((row) => row.id);
const kinds = (actor: ReturnType<typeof start>['actor']) => Object.fromEntries(selectBookings(actor.getSnapshot()).map((row) => [row.id, row.kind]));

describe('My Bookings: Pay now while the seats are held (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers Pay now until each hold lapses, then shows it Expired, soonest first', async () => {
    // Made 10 and 5 minutes before the list arrived: holds lapse 5 and 10 minutes after it.
    const { actor } = start({ ok: true, bookings: [heldBooking(2, AT - 10 * MINUTE), heldBooking(3, AT - 5 * MINUTE), listedBooking(1)], at: AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ populated: 'holding' })).toBe(true);
    expect(payable(actor)).toEqual([3, 2]);

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(payable(actor)).toEqual([3, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(payable(actor)).toEqual([3]);
    expect(kinds(actor)).toEqual({ 3: 'pending', 2: 'expired', 1: 'paid' });
    expect(actor.getSnapshot().matches({ populated: 'holding' })).toBe(true);

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(payable(actor)).toEqual([3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(payable(actor)).toEqual([]);
    expect(kinds(actor)).toEqual({ 3: 'expired', 2: 'expired', 1: 'paid' });
    expect(actor.getSnapshot().matches({ populated: 'settled' })).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a hold that lapsed before the list arrived offers no Pay now and sets no timer', async () => {
    const { actor } = start({ ok: true, bookings: [heldBooking(4, AT - 15 * MINUTE)], at: AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ populated: 'settled' })).toBe(true);
    expect(kinds(actor)).toEqual({ 4: 'expired' });
    expect(payable(actor)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a pending booking whose hold time is not known stays payable (the server decides) and sets no timer', async () => {
    const { actor } = start({ ok: true, bookings: [heldBooking(5, AT, { holdExpiresAt: undefined })], at: AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ populated: 'settled' })).toBe(true);
    expect(selectBookings(actor.getSnapshot())[0]?.payment).toEqual({ bookingId: 5, amount: 6875, currency: 'EGP', paymentMethod: 'card' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaving the page stops the hold timer', async () => {
    const { actor } = start({ ok: true, bookings: [heldBooking(6, AT)], at: AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('My Bookings: loading', () => {
  it('Try Again after a failed read reads again', async () => {
    const { actor, calls } = start({ ok: false, error: LOAD_FAILED }, { ok: true, bookings: [], at: AT });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('failed'));
    actor.send({ type: 'myBookings.retried' });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('empty'));
    expect(calls()).toBe(2);
  });

  it('lists newest first, whatever order the answer had; unreadable dates last', () => {
    const at = (id: number, bookingDate: string): ListedBooking => listedBooking(id, { bookingDate });
    const sorted = newestFirst([at(1, '2025-01-01T10:00:00Z'), at(2, 'not a date'), at(3, '2025-03-01T10:00:00Z'), at(4, '2025-03-01T10:00:00Z')]);
    expect(sorted.map((booking) => booking.id)).toEqual([4, 3, 1, 2]);
  });

  it('labels by the one status reading (S1): paid for success and PAID, failed and expired as such', async () => {
    const { actor } = start({
      ok: true,
      bookings: [
        listedBooking(1, { status: 'success' }),
        listedBooking(2, { status: 'PAID' as ListedBooking['status'] }),
        listedBooking(3, { status: 'failed' }),
        listedBooking(4, { status: 'expired' }),
      ],
      at: AT,
    });
    await vi.waitFor(() => expect(selectStatus(actor.getSnapshot())).toBe('populated'));
    expect(kinds(actor)).toEqual({ 1: 'paid', 2: 'paid', 3: 'failed', 4: 'expired' });
    expect(payable(actor)).toEqual([]);
  });
});
