import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { describePaths } from '../../../tests/paths/path-tests';
import { paymentFailedMachine } from './payment-failed.machine';
import { paymentFailedModel } from './payment-failed.model';
import { bookingDetails, expiredBookingDetails, HOLD_EXPIRES_AT, READ_AT } from './payment-result.fixtures';
import type { BookingDetailsRead } from './payment-result.actors';
import {
  selectCanPayAgain,
  selectClosedReason,
  selectDetails,
  selectHold,
  selectIsLoading,
  selectPayAgainRequest,
  selectReturnsHome,
} from './payment-result.selectors';

describePaths(paymentFailedModel, {
  states: {
    loading: (snapshot) => {
      expect(selectIsLoading(snapshot)).toBe(true);
      expect(selectDetails(snapshot)).toBeNull();
      expect(selectReturnsHome(snapshot)).toBe(false);
      expect(selectCanPayAgain(snapshot)).toBe(false);
    },
    payable: (snapshot) => {
      expect(selectCanPayAgain(snapshot)).toBe(true);
      expect(selectReturnsHome(snapshot)).toBe(false); // a recoverable failure is not taken away
      expect(selectHold(snapshot)).toEqual({ expiresAt: HOLD_EXPIRES_AT, readAt: READ_AT });
      expect(selectDetails(snapshot)?.reference).toBe('RH-7KQ2M9');
      expect(selectClosedReason(snapshot)).toBeNull();
    },
    payingAgain: (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(selectPayAgainRequest(snapshot)).toEqual({ bookingId: 42, amount: 6250, currency: 'EGP', paymentMethod: 'card' });
      expect(selectReturnsHome(snapshot)).toBe(false);
    },
    released: (snapshot) => {
      expect(selectClosedReason(snapshot)).toBe('released');
      expect(selectCanPayAgain(snapshot)).toBe(false);
      expect(selectHold(snapshot)).toBeNull();
      expect(selectReturnsHome(snapshot)).toBe(true);
      expect(selectDetails(snapshot)?.reference).toBe('RH-7KQ2M9');
    },
    closed: (snapshot) => {
      expect(['released', 'paid']).toContain(selectClosedReason(snapshot));
      expect(selectCanPayAgain(snapshot)).toBe(false);
      expect(selectReturnsHome(snapshot)).toBe(true);
      expect(selectDetails(snapshot)?.reference).toBe('RH-7KQ2M9');
      expect(selectPayAgainRequest(snapshot)).toBeNull();
    },
    unknown: (snapshot) => {
      expect(selectDetails(snapshot)).toBeNull();
      expect(selectReturnsHome(snapshot)).toBe(true);
      expect(selectCanPayAgain(snapshot)).toBe(false);
    },
  },
});

/** The machine with the real clock (fake timers) and the details answered by `read`. */
function startPage(read: BookingDetailsRead) {
  const machine = paymentFailedMachine.provide({
    actors: { fetchBookingDetails: fromPromise<BookingDetailsRead, { bookingId: number | null }>(() => Promise.resolve(read)) },
  });
  return createActor(machine, { input: { bookingId: 42 } }).start();
}

describe('paymentFailed with the real clock (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(READ_AT);
  });
  afterEach(() => vi.useRealTimers());

  it('offers another card until the hold lapses, then says the seats were released', async () => {
    const actor = startPage({ ok: true, details: bookingDetails(), readAt: READ_AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCanPayAgain(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1000);
    expect(selectCanPayAgain(actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectClosedReason(actor.getSnapshot())).toBe('released');
    expect(selectReturnsHome(actor.getSnapshot())).toBe(true);
  });

  it('releases at the first reading after a sleep past the hold', async () => {
    const actor = startPage({ ok: true, details: bookingDetails(), readAt: READ_AT });
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(READ_AT + 11 * 60_000); // the phone slept through the end of the hold
    await vi.advanceTimersByTimeAsync(1000);
    expect(selectClosedReason(actor.getSnapshot())).toBe('released');
  });

  it('never offers another card for a booking whose hold is over', async () => {
    const actor = startPage({ ok: true, details: expiredBookingDetails(), readAt: READ_AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectCanPayAgain(actor.getSnapshot())).toBe(false);
    expect(selectClosedReason(actor.getSnapshot())).toBe('released');
  });

  it('words a booking cancelled meanwhile as cancelled', async () => {
    const actor = startPage({ ok: true, details: expiredBookingDetails({ status: 'refunded' }), readAt: READ_AT });
    await vi.advanceTimersByTimeAsync(0);
    expect(selectClosedReason(actor.getSnapshot())).toBe('cancelled');
  });
});
