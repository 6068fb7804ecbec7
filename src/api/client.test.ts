import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { HttpHandler } from 'msw';
import { createApiClient, toResult, type ApiResult } from './client';
import { sessionEvents, TOKEN_REFUSED } from './session-events';
import type { components } from '@core/contract/schema';
import { AUTHENTICATED_KEY, CURRENT_USER_KEY } from './stored-session';
import { handle, TEST_API_BASE } from '../../tests/msw/handlers';
import { startMswServer } from '../../tests/msw/server';

type Tour = components['schemas']['Tour'];
type Booking = components['schemas']['Booking'];

const server = startMswServer();

/** A minimal in-memory Storage: node has no localStorage, and the client reads the session from it. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  clear(): void {
    this.#items.clear();
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const storage = new MemoryStorage();
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});
beforeEach(() => {
  storage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signIn(token: string, flag: string | null): void {
  storage.setItem(
    CURRENT_USER_KEY,
    JSON.stringify({ id: 'u-1', name: 'Mariam Adel', email: 'mariam.adel@example.com', phone: null, avatar: null, token }),
  );
  if (flag !== null) storage.setItem(AUTHENTICATED_KEY, flag);
}

const FALLBACK = 'Something went wrong. Please try again later.';

const tour: Tour = {
  id: 3,
  title: 'Giza Pyramids Day Tour',
  description: 'A day at the pyramids.',
  price: 2500,
  startDate: '2025-12-01T08:00:00+02:00',
  endDate: '2025-12-01T18:00:00+02:00',
  creationDate: '2025-10-01T10:00:00+02:00',
  availableSeats: 12,
  departurePoint: 'Cairo',
  departurePointLat: null,
  departurePointLng: null,
  destinationCity: 'Giza',
  destinationCityLat: 29.9792,
  destinationCityLng: 31.1342,
  transportationType: 'Bus',
  coverImageUrl: '/images/tours/giza-pyramids.svg',
  amenities: ['Wi-Fi'],
  companyId: 7,
  companyName: 'Nile Trails',
  profileImageUrl: null,
  companyProfileImageUrl: null,
  imageUrls: [],
  image: null,
  tags: ['history'],
  categoryId: 2,
  rating: 4.5,
  included: ['Guide'],
  notIncluded: ['Tips'],
  itineraries: [],
};

const booking: Booking = {
  id: 42,
  status: 'pending',
  bookingDate: '2025-11-02T14:35:00+02:00',
  totalCost: 6875,
  bookingItem: { title: 'Giza Pyramids Day Tour', quantity: 4, price: 2500, travelProfileUrl: null },
};

// Type-level proofs, checked by `npm run typecheck` and never run: each line after a `@ts-expect-error` must be
// a compile error, or tsc fails. A handler cannot answer a body, a status or a path the contract does not have.
const typeLevelProofs = (): HttpHandler[] => [
  handle('get', '/api/Travel/{id}', ({ ok }) =>
    // @ts-expect-error `titel` is not a field of the contract's Tour
    ok({ ...tour, titel: 'Giza' }),
  ),
  handle('get', '/api/Booking/{id}', ({ ok }) =>
    // @ts-expect-error `paid` is not a BookingStatusValue
    ok({ status: 'paid' }),
  ),
  handle('get', '/api/Travel/{id}', ({ fail }) =>
    // @ts-expect-error GET /api/Travel/{id} declares no 409 answer
    fail(409, 'Conflict'),
  ),
  // @ts-expect-error the contract has no GET /api/Tour/{id}
  handle('get', '/api/Tour/{id}', ({ fail }) => fail(404, 'Tour not found')),
];
void typeLevelProofs;

/** Records the headers of every request the handlers saw. */
function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  server.use(
    handle('get', '/api/Booking', ({ request, ok }) => {
      seen.push(request.headers);
      return ok([booking]);
    }),
  );
  return seen;
}

describe('createApiClient: session headers', () => {
  it('sends the stored token as a bearer header while the authenticated flag is true', async () => {
    signIn('token-abc', 'true');
    const seen = recordHeaders();
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(result).toEqual({ ok: true, data: [booking] });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('Authorization')).toBe('Bearer token-abc');
  });

  it.each([
    ['the flag is "false"', 'false'],
    ['the flag is missing', null],
  ])('sends no Authorization header when %s', async (_case, flag) => {
    signIn('token-abc', flag);
    const seen = recordHeaders();
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(seen).toHaveLength(1);
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('sends no Authorization header when no one is signed in', async () => {
    const seen = recordHeaders();
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('asks for the language getLanguage gives, read at each call', async () => {
    const seen = recordHeaders();
    let language = 'ar';
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => language });

    await toResult(client.GET('/api/Booking'), FALLBACK);
    language = 'en';
    await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(seen.map((headers) => headers.get('Accept-Language'))).toEqual(['ar', 'en']);
  });
});

describe('a token the server refuses', () => {
  it('is announced when a call that sent a token answers 401, and not for a 401 without one', async () => {
    let refusals = 0;
    const count = () => {
      refusals += 1;
    };
    sessionEvents.addEventListener(TOKEN_REFUSED, count);
    try {
      server.use(handle('get', '/api/Booking', ({ fail }) => fail(401, 'Your session has ended. Please log in again.')));
      const signedIn = createApiClient({ baseUrl: TEST_API_BASE, getToken: () => 'revoked.token.value', getLanguage: () => 'en' });
      const result = await toResult(signedIn.GET('/api/Booking'), 'fallback');
      expect(result).toEqual({ ok: false, error: { kind: 'http', status: 401, message: 'Your session has ended. Please log in again.' } });
      expect(refusals).toBe(1);

      server.use(handle('post', '/api/Auth/login', ({ fail }) => fail(401, 'Login failed')));
      const signedOut = createApiClient({ baseUrl: TEST_API_BASE, getToken: () => null, getLanguage: () => 'en' });
      await toResult(signedOut.POST('/api/Auth/login', { body: { userName: 'omar', password: 'wrong' } }), 'fallback');
      expect(refusals).toBe(1);
    } finally {
      sessionEvents.removeEventListener(TOKEN_REFUSED, count);
    }
  });
});

describe('toResult over the client', () => {
  it('gives the typed body of a 2xx answer', async () => {
    const askedFor: string[] = [];
    server.use(
      handle('get', '/api/Travel/{id}', ({ params, ok, fail }) => {
        askedFor.push(params.id);
        return params.id === '3' ? ok(tour) : fail(404, 'Tour not found');
      }),
    );
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(client.GET('/api/Travel/{id}', { params: { path: { id: 3 } } }), FALLBACK);

    expectTypeOf(result).toEqualTypeOf<ApiResult<Tour>>();
    expect(askedFor).toEqual(['3']);
    expect(result).toEqual({ ok: true, data: tour });
  });

  it('sends a booking and gives the 201 answer', async () => {
    const received: unknown[] = [];
    server.use(
      handle('post', '/api/Booking', async ({ request, ok }) => {
        received.push(await request.json());
        return ok({ id: 42 });
      }),
    );
    signIn('token-abc', 'true');
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });
    const body = {
      travelId: 3,
      totalquantity: 3,
      childrenUnderFiveNum: 1,
      nationalId: '29801011234567',
      phoneNumber: '+20 100 123 4567',
      numberOfAdults: 2,
      numberOfChildren: 1,
    };

    const call = client.POST('/api/Booking', { body });
    const result = await toResult(call, FALLBACK);

    expect((await call).response.status).toBe(201);
    expect(received).toEqual([body]);
    expect(result).toEqual({ ok: true, data: { id: 42 } });
  });

  it("gives the server's message for a 4xx answer", async () => {
    server.use(handle('post', '/api/Booking', ({ fail }) => fail(409, 'Only 2 seats are left on this tour.')));
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(
      client.POST('/api/Booking', {
        body: {
          travelId: 3,
          totalquantity: 5,
          childrenUnderFiveNum: 0,
          nationalId: '29801011234567',
          phoneNumber: '+20 100 123 4567',
          numberOfAdults: 5,
          numberOfChildren: 0,
        },
      }),
      FALLBACK,
    );

    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', status: 409, message: 'Only 2 seats are left on this tour.' },
    });
  });

  it.each([
    ['an HTML page (a proxy error)', () => new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }), 502],
    ['an empty body', () => new Response(null, { status: 500 }), 500],
    ['JSON without a message', () => Response.json({ error: 'boom' }, { status: 503 }), 503],
  ])('gives the fallback message for a 5xx answer with %s', async (_case, answer, status) => {
    server.use(handle('get', '/api/Booking', ({ outsideContract }) => outsideContract(answer())));
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(result).toEqual({ ok: false, error: { kind: 'http', status, message: FALLBACK } });
  });

  it('gives the fallback message for a 5xx whose message is blank', async () => {
    server.use(handle('get', '/api/Booking', ({ fail }) => fail(500, '   ')));
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, message: FALLBACK } });
  });

  it('gives a network failure with the fallback message when no answer comes', async () => {
    server.use(handle('get', '/api/Booking', ({ networkError }) => networkError()));
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    const result = await toResult(client.GET('/api/Booking'), FALLBACK);

    expect(result).toEqual({ ok: false, error: { kind: 'network', status: null, message: FALLBACK } });
  });
});

describe('createApiClient: fetch', () => {
  it('looks fetch up at call time, so a fetch replaced after creation is the one used', async () => {
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });
    const replacement = vi.fn((_request: Request) => Promise.resolve(Response.json(tour)));
    vi.stubGlobal('fetch', replacement);

    const result = await toResult(client.GET('/api/Travel/{id}', { params: { path: { id: 3 } } }), FALLBACK);

    expect(replacement).toHaveBeenCalledTimes(1);
    expect(replacement.mock.calls[0]?.[0].url).toBe(`${TEST_API_BASE}/api/Travel/3`);
    expect(result).toEqual({ ok: true, data: tour });
  });

  it('fails a request no handler answers (msw is strict), as a network failure', async () => {
    const unhandled: string[] = [];
    const onUnhandled = ({ request }: { request: Request }) => {
      unhandled.push(`${request.method} ${request.url}`);
    };
    server.events.on('request:unhandled', onUnhandled);
    // msw reports the unhandled request on console.error; keep the test output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createApiClient({ baseUrl: TEST_API_BASE, getLanguage: () => 'en' });

    try {
      const result = await toResult(client.GET('/api/Booking'), FALLBACK);

      expect(unhandled).toEqual([`GET ${TEST_API_BASE}/api/Booking`]);
      expect(consoleError).toHaveBeenCalled();
      expect(result).toEqual({ ok: false, error: { kind: 'network', status: null, message: FALLBACK } });
    } finally {
      server.events.removeListener('request:unhandled', onUnhandled);
    }
  });
});
