import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { handle } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';
import { signIn } from '../../../tests/fixtures/session';
import { fetchBookingDetails, resultBookingId, type BookingDetailsRead } from './payment-result.actors';
import { paidBookingDetails } from './payment-result.fixtures';

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

describe('resultBookingId (the booking a result page is about)', () => {
  it('takes the navigation state first, then the address', () => {
    expect(resultBookingId({ bookingId: 42 }, '?bookingId=7')).toBe(42);
    expect(resultBookingId({ bookingId: '42' }, '')).toBe(42);
    expect(resultBookingId(null, '?bookingId=7')).toBe(7);
    expect(resultBookingId({ bookingId: null }, '?bookingId=7')).toBe(7);
    expect(resultBookingId({ error: 'x' }, '?lng=ar&bookingId=7')).toBe(7);
  });

  it.each([[null, ''], [{ bookingId: -1 }, '?bookingId=abc'], [{ bookingId: 4.2 }, '?bookingId=0'], ['42', '']])('finds none in %j and %j', (state, search) => {
    expect(resultBookingId(state, search)).toBeNull();
  });
});

describe('fetchBookingDetails (GET /api/Booking/{id}/details)', () => {
  const read = (bookingId: number | null) => {
    const actor = createActor(fetchBookingDetails, { input: { bookingId } });
    const done = new Promise<BookingDetailsRead>((resolve, reject) => {
      actor.subscribe({ complete: () => resolve(actor.getSnapshot().output as BookingDetailsRead), error: reject });
    });
    actor.start();
    return done;
  };

  it("reads the owner's booking with the bearer token, and the clock when it arrived", async () => {
    signIn();
    const tokens: (string | null)[] = [];
    server.use(
      handle('get', '/api/Booking/{id}/details', ({ params, request, ok, fail }) => {
        tokens.push(request.headers.get('Authorization'));
        return params.id === '42' ? ok(paidBookingDetails()) : fail(404, 'Booking not found');
      }),
    );
    const before = Date.now();
    const answer = await read(42);
    expect(answer).toMatchObject({ ok: true, details: { id: 42, reference: 'RH-7KQ2M9' } });
    expect(answer.ok && answer.readAt >= before && answer.readAt <= Date.now()).toBe(true);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(/^Bearer /);
  });

  it('answers failed for a booking that is not the traveller’s, a server error and no answer', async () => {
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('get', '/api/Booking/{id}/details', ({ params, fail, networkError }) =>
        params.id === '404' ? fail(404, 'Booking not found') : params.id === '500' ? fail(500, 'Database unavailable') : networkError(),
      ),
    );
    await expect(read(404)).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(read(500)).resolves.toEqual({ ok: false, reason: 'failed' });
    await expect(read(7)).resolves.toEqual({ ok: false, reason: 'failed' });
    // A 404 is an answer (not the traveller's booking); the server error and the lost connection are logged.
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('asks nothing without an id', async () => {
    await expect(read(null)).resolves.toEqual({ ok: false, reason: 'missingId' });
  });
});
