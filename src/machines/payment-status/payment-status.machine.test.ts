import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';
import { signIn } from '../../../tests/fixtures/session';
import { fetchBookingStatus, parseBookingId, type BookingStatusCheck, type FetchBookingStatusInput } from './payment-status.actors';
import { paymentStatusMachine } from './payment-status.machine';
import { selectClosedAs, selectError, selectHold, selectView } from './payment-status.selectors';

// The API client takes its base address when it loads: point it at the msw handlers first.
await vi.hoisted(async () => {
  const { TEST_API_BASE: base } = await import('../../../tests/msw/api-base');
  vi.stubEnv('VITE_API_BASE_URL', base);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const server = startMswServer();
memoryLocalStorageEachTest();

/**
 * The machine with the real delays and a booking whose status follows `statuses` (the last one repeats);
 * `checks` records when each check happened on the fake clock.
 */
function startPoll(statuses: readonly (BookingStatusCheck | Error)[], bookingId: string | null = '42') {
  const checks: number[] = [];
  const inputs: FetchBookingStatusInput[] = [];
  const machine = paymentStatusMachine.provide({
    actors: {
      fetchBookingStatus: fromPromise<BookingStatusCheck, FetchBookingStatusInput>(({ input }) => {
        const next = statuses[Math.min(checks.length, statuses.length - 1)] as BookingStatusCheck | Error;
        checks.push(Date.now() - start);
        inputs.push(input);
        return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
      }),
    },
  });
  const start = Date.now();
  const actor = createActor(machine, { input: { bookingId } }).start();
  return { actor, checks, inputs };
}

const HOLD = '2025-11-02T12:55:00.000Z';
/** An answer of the poll: the status, the latest payment attempt and the hold. */
const answer = (status: string, lastPayment: 'pending' | 'declined' | 'success' | null = null, holdExpiresAt: string | null = null): BookingStatusCheck => ({
  ok: true,
  status,
  lastPayment,
  holdExpiresAt,
  readAt: 1000,
});
const pending = answer('pending', 'pending', HOLD);
const view = (actor: ReturnType<typeof startPoll>['actor']) => selectView(actor.getSnapshot());

describe('payment status poll (real delays, fake clock)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at once, then every 3 s while the booking is pending', async () => {
    const { actor, checks, inputs } = startPoll([pending]);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toEqual([0]);
    expect(inputs[0]).toEqual({ bookingId: 42 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(checks).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toEqual([0, 3000]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(checks).toEqual([0, 3000, 6000, 9000]);
    expect(view(actor)).toBe('waiting');
    actor.stop();
  });

  it("shows 'Payment confirmed' on a paid status and ends paid after 1.5 s", async () => {
    const { actor, checks } = startPoll([pending, answer('success', 'success')]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(view(actor)).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(1499);
    expect(view(actor)).toBe('confirmed');
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor)).toBe('paid');
    expect(actor.getSnapshot().status).toBe('done');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks).toEqual([0, 3000]); // no check after the payment was confirmed
  });

  it.each(['paid', 'PAID', 'Success'])("reads '%s' as paid (S1)", async (status) => {
    const { actor } = startPoll([answer(status)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(view(actor)).toBe('confirmed');
    actor.stop();
  });

  it.each([
    ['a declined card on a booking still held', answer('pending', 'declined', HOLD), 'status.declined'],
    ['a booking whose payment came after its seats were released', answer('failed', 'success'), 'status.bookingFailed'],
    ['an expired hold', answer('expired'), 'status.expired'],
    ['an expired hold after a declined card', answer('expired', 'declined'), 'status.expired'],
    ['a failed fetch', { ok: false, reason: 'failed' } as const, 'status.somethingWentWrong'],
    ['a missing booking id', { ok: false, reason: 'missingId' } as const, 'status.bookingIdMissing'],
  ])('ends failed on %s, with its message', async (_case, check, error) => {
    const { actor, checks } = startPoll([pending, check]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(view(actor)).toBe('failed');
    expect(selectError(actor.getSnapshot())).toBe(error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks).toHaveLength(2);
  });

  it("ends failed with 'Something went wrong' when the check itself crashes", async () => {
    const { actor } = startPoll([new Error('socket hang up')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(selectError(actor.getSnapshot())).toBe('status.somethingWentWrong');
  });

  it('keeps waiting while a checkout is open or no payment was started, with the hold of the last answer', async () => {
    const { actor, checks } = startPoll([answer('pending', null), answer('pending', 'pending', HOLD)]);
    await vi.advanceTimersByTimeAsync(0);
    expect(view(actor)).toBe('waiting');
    expect(selectHold(actor.getSnapshot())).toBeNull(); // no hold in the answer: no countdown
    await vi.advanceTimersByTimeAsync(3000);
    expect(selectHold(actor.getSnapshot())).toEqual({ expiresAt: HOLD, readAt: 1000 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(checks).toEqual([0, 3000, 6000]);
    expect(view(actor)).toBe('waiting');
    actor.stop();
  });

  it('ends at the first answer saying the card was declined, not after 10 minutes', async () => {
    const { actor, checks } = startPoll([pending, pending, answer('pending', 'declined', HOLD)]);
    await vi.advanceTimersByTimeAsync(6000);
    expect(view(actor)).toBe('failed');
    expect(selectError(actor.getSnapshot())).toBe('status.declined');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toEqual([0, 3000, 6000]);
  });

  it.each([['cancelled'], ['refunded'], ['CANCELLED']])("ends closed, neither paid nor failed, on '%s'", async (status) => {
    const { actor, checks } = startPoll([pending, answer(status, null)]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(view(actor)).toBe('closed');
    expect(selectClosedAs(actor.getSnapshot())).toBe(status.toLowerCase());
    expect(selectError(actor.getSnapshot())).toBeNull();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(checks).toHaveLength(2);
  });

  it('stops polling after 10 minutes, and Check again starts a fresh 10 minutes', async () => {
    const { actor, checks } = startPoll([pending]);
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000 - 1);
    expect(view(actor)).toBe('waiting');
    const before = checks.length;
    expect(before).toBe(200); // at 0, 3 s, …, 597 s
    await vi.advanceTimersByTimeAsync(1);
    expect(view(actor)).toBe('timedOut');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toHaveLength(before); // nothing runs while stopped

    actor.send({ type: 'paymentStatus.checkAgain' });
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toHaveLength(before + 1);
    expect(view(actor)).toBe('waiting');
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(view(actor)).toBe('timedOut');
  });

  it('stops polling when the actor stops (the user left the page)', async () => {
    const { actor, checks } = startPoll([pending]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(checks).toEqual([0, 3000]);
    actor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toEqual([0, 3000]);
  });
});

describe('booking id', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
  ])('reads %j', (raw, id) => expect(parseBookingId(raw)).toBe(id));

  it.each([[null], [undefined], [''], ['abc'], ['-1'], ['0'], ['4.2'], ['99999999999999999999']])('finds no id in %j', (raw) => {
    expect(parseBookingId(raw)).toBeNull();
  });
});

describe('fetchBookingStatus (GET /api/Booking/{id})', () => {
  const check = (bookingId: number | null) => {
    const actor = createActor(fetchBookingStatus, { input: { bookingId } });
    const done = new Promise<BookingStatusCheck>((resolve, reject) => {
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output as BookingStatusCheck), error: reject });
    });
    actor.start();
    return done;
  };

  it('reads the status, the latest payment and the hold, sending no authorization even when signed in (spec §6)', async () => {
    signIn();
    const seen: (string | null)[] = [];
    server.use(
      handle('get', '/api/Booking/{id}', ({ params, request, ok, fail }) => {
        seen.push(request.headers.get('Authorization'));
        if (params.id === '7') return ok({ status: 'pending', lastPayment: 'declined', holdExpiresAt: HOLD });
        return params.id === '42' ? ok({ status: 'success', lastPayment: 'success', holdExpiresAt: null }) : fail(404, 'Booking not found');
      }),
    );
    vi.useFakeTimers({ now: 5000, toFake: ['Date'] });
    await expect(check(42)).resolves.toEqual({ ok: true, status: 'success', lastPayment: 'success', holdExpiresAt: null, readAt: 5000 });
    await expect(check(7)).resolves.toEqual({ ok: true, status: 'pending', lastPayment: 'declined', holdExpiresAt: HOLD, readAt: 5000 });
    vi.useRealTimers();
    expect(seen).toEqual([null, null]);
  });

  it('reads an answer without the payment and hold fields (an older server) as no payment and no known hold', async () => {
    server.use(handle('get', '/api/Booking/{id}', ({ ok }) => ok({ status: 'pending' })));
    await expect(check(42)).resolves.toMatchObject({ ok: true, status: 'pending', lastPayment: null, holdExpiresAt: null });
  });

  it('answers failed for a 404 and for no answer at all', async () => {
    server.use(handle('get', '/api/Booking/{id}', ({ params, fail, networkError }) => (params.id === '404' ? fail(404, 'Booking not found') : networkError())));
    await expect(check(404)).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(check(500)).resolves.toEqual({ ok: false, reason: 'failed' });
  });

  it('answers missingId without a call when there is no id', async () => {
    await expect(check(null)).resolves.toEqual({ ok: false, reason: 'missingId' });
  });
});
