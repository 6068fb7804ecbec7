import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memoryLocalStorageEachTest } from '../../../tests/fixtures/memory-storage';
import { signIn } from '../../../tests/fixtures/session';
import { handle, TEST_API_BASE } from '../../../tests/msw/handlers';
import { startMswServer } from '../../../tests/msw/server';
import { paymentAddress, redirectWith } from './payment-redirect.actors';
import { paymentRedirectMachine } from './payment-redirect.machine';
import { selectCanRetry, selectFailure, selectPaymentUrl, selectStatus } from './payment-redirect.selectors';
import { readPaymentRequest, type PaymentRequest } from './payment-request';

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

const request: PaymentRequest = { bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' };
const sandboxPath = '/api/Payment/sandbox/checkout/pay_01JD3K7ZQ8W4N2R6T9V5X1Y3B7';

/** The machine with its real API call, sending the browser nowhere: `visited` records where it was sent. */
function startPayment(input: PaymentRequest | null, language = 'en') {
  const visited: string[] = [];
  const machine = paymentRedirectMachine.provide({ actors: { redirectBrowser: redirectWith((url) => visited.push(url)) } });
  const actor = createActor(machine, { input: { request: input, language } }).start();
  return { actor, visited };
}

const settled = (actor: ReturnType<typeof startPayment>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('initiating'), { timeout: 2000 });

describe('payment request (navigation state)', () => {
  it('reads the four values /book-now and Pay now pass', () => {
    expect(readPaymentRequest({ bookingId: 42, amount: 6875, currency: 'EGP', paymentMethod: 'card' })).toEqual(request);
    expect(readPaymentRequest({ bookingId: '42', amount: '6875', currency: 'egp', paymentMethod: 'Card' })).toEqual(request);
    expect(readPaymentRequest({ bookingId: 7, amount: 0, currency: 'EGP', paymentMethod: 'card' })).toEqual({ ...request, bookingId: 7, amount: 0 });
  });

  it.each([
    ['no state (a reload, an address typed by hand)', null],
    ['unrelated state', { from: '/tours' }],
    ['no booking id', { amount: 6875, currency: 'EGP', paymentMethod: 'card' }],
    ['no amount', { bookingId: 42, currency: 'EGP', paymentMethod: 'card' }],
    ['no currency', { bookingId: 42, amount: 6875, paymentMethod: 'card' }],
    ['no payment method', { bookingId: 42, amount: 6875, currency: 'EGP' }],
    ['a booking id that is not a whole number', { bookingId: 4.2, amount: 6875, currency: 'EGP', paymentMethod: 'card' }],
    ['an amount that is not a number', { bookingId: 42, amount: 'lots', currency: 'EGP', paymentMethod: 'card' }],
    ['a currency this shop does not charge', { bookingId: 42, amount: 6875, currency: 'USD', paymentMethod: 'card' }],
  ])('finds missing information in %s', (_case, state) => {
    expect(readPaymentRequest(state)).toBeNull();
  });
});

describe('payment address', () => {
  it('puts a server path on the API host and keeps a gateway address', () => {
    expect(paymentAddress(sandboxPath, TEST_API_BASE)).toBe(`${TEST_API_BASE}${sandboxPath}`);
    expect(paymentAddress('https://accept.gateway.example/pay?id=9', TEST_API_BASE)).toBe('https://accept.gateway.example/pay?id=9');
  });

  it("follows Paymob's Unified Checkout, on its own origin, exactly as the server gave it, in any language", () => {
    const unified = 'https://accept.paymob.com/unifiedcheckout/?publicKey=egy_pk_test_9a1f&clientSecret=egy_csk_test_1_x7';
    for (const language of ['ar', 'en', '']) expect(paymentAddress(unified, TEST_API_BASE, language)).toBe(unified);
  });

  it("asks the sandbox checkout page for the traveller's language, and only the sandbox page", () => {
    expect(paymentAddress(sandboxPath, TEST_API_BASE, 'ar')).toBe(`${TEST_API_BASE}${sandboxPath}?lang=ar`);
    expect(paymentAddress(sandboxPath, TEST_API_BASE, 'en-GB')).toBe(`${TEST_API_BASE}${sandboxPath}?lang=en`);
    expect(paymentAddress(`${sandboxPath}?lang=en`, TEST_API_BASE, 'ar')).toBe(`${TEST_API_BASE}${sandboxPath}?lang=en`);
    expect(paymentAddress(sandboxPath, TEST_API_BASE, 'fr')).toBe(`${TEST_API_BASE}${sandboxPath}`);
    expect(paymentAddress('https://accept.gateway.example/api/Payment/sandbox/checkout/x', TEST_API_BASE, 'ar')).toBe(
      'https://accept.gateway.example/api/Payment/sandbox/checkout/x',
    );
  });

  it.each([[''], ['   '], [null], [undefined], [42], ['javascript:alert(1)']])('finds no address in %j', (value) => {
    expect(paymentAddress(value, TEST_API_BASE)).toBeNull();
  });
});

describe('payment redirect', () => {
  it('initiates the payment with the bearer token, then sends the browser to the sandbox page', async () => {
    const user = signIn();
    const seen: { body: unknown; authorization: string | null }[] = [];
    server.use(
      handle('post', '/api/Payment/initiate', async ({ request: sent, ok }) => {
        seen.push({ body: await sent.json(), authorization: sent.headers.get('Authorization') });
        return ok({ paymentUrl: sandboxPath });
      }),
    );
    const { actor, visited } = startPayment(request);
    expect(selectStatus(actor.getSnapshot())).toBe('initiating');
    await settled(actor);
    expect(seen).toEqual([{ body: { bookingId: 42, paymentMethod: 'card', amount: 6875, currency: 'EGP' }, authorization: `Bearer ${user.token}` }]);
    expect(selectStatus(actor.getSnapshot())).toBe('redirecting');
    expect(selectPaymentUrl(actor.getSnapshot())).toBe(`${TEST_API_BASE}${sandboxPath}?lang=en`);
    await vi.waitFor(() => expect(visited).toEqual([`${TEST_API_BASE}${sandboxPath}?lang=en`]));
    actor.stop();
  });

  it("stops at 'Missing payment information.' without calling the server", async () => {
    signIn();
    const { actor, visited } = startPayment(null); // strict msw: any call would fail the test
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'missingInformation' });
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    expect(visited).toEqual([]);
  });

  it("stops at 'Authentication required.' without a token", async () => {
    const { actor } = startPayment(request);
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'authenticationRequired' });
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
  });

  it("keeps the server's message for 'Payment failed: …'", async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ fail }) => fail(409, 'This booking is no longer awaiting payment')));
    const { actor, visited } = startPayment(request);
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'rejected', message: 'This booking is no longer awaiting payment' });
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    expect(visited).toEqual([]);
  });

  it("has no message to give when the server sent none ('Unexpected error')", async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ outsideContract }) => outsideContract(new Response('<html>Bad gateway</html>', { status: 502 }))));
    const { actor } = startPayment(request);
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'rejected', message: null });
  });

  it('tells a missing answer apart (no connection)', async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ networkError }) => networkError()));
    const { actor } = startPayment(request);
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'unreachable' });
  });

  it("reports 'No payment URL returned.' for an empty address, and tries again on request", async () => {
    signIn();
    let answers = 0;
    server.use(
      handle('post', '/api/Payment/initiate', ({ ok }) => {
        answers += 1;
        return ok({ paymentUrl: answers === 1 ? '' : sandboxPath });
      }),
    );
    const { actor, visited } = startPayment(request, 'ar');
    await settled(actor);
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'noPaymentUrl' });
    actor.send({ type: 'payment.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('initiating');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    await settled(actor);
    expect(selectStatus(actor.getSnapshot())).toBe('redirecting');
    await vi.waitFor(() => expect(visited).toEqual([`${TEST_API_BASE}${sandboxPath}?lang=ar`]));
    actor.stop();
  });

  it('turns a redirect the browser refuses into a failure the traveller can retry', async () => {
    signIn();
    server.use(handle('post', '/api/Payment/initiate', ({ ok }) => ok({ paymentUrl: sandboxPath })));
    const machine = paymentRedirectMachine.provide({
      actors: {
        redirectBrowser: redirectWith(() => {
          throw new Error('The operation is insecure.');
        }),
      },
    });
    const actor = createActor(machine, { input: { request, language: 'en' } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'), { timeout: 2000 });
    expect(selectFailure(actor.getSnapshot())).toEqual({ reason: 'rejected', message: 'The operation is insecure.' });
  });
});
