import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackMessage, checkCard, deliverCallback, passesLuhn, sandboxProvider, signCallback, verifyCallbackSignature } from './payment-provider';

const NOW = new Date('2026-03-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', cardholder: 'Omar Khaled' };

describe('the sandbox gateway decides like a real one', () => {
  it('passes real card numbers through the Luhn check and refuses a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('1234567812345678')).toBe(false);
    expect(passesLuhn('42424242x4242424')).toBe(false);
  });

  it('accepts 4242 4242 4242 4242, declines 4000 0000 0000 0002 and any other valid number', () => {
    expect(checkCard(good, NOW)).toEqual({ ok: true, outcome: 'success', last4: '4242' });
    expect(checkCard({ ...good, cardNumber: '4000-0000-0000-0002' }, NOW)).toEqual({ ok: true, outcome: 'failed', last4: '0002' });
    expect(checkCard({ ...good, cardNumber: '5555 5555 5555 4444' }, NOW)).toEqual({ ok: true, outcome: 'failed', last4: '4444' });
    // Typed on an Arabic keyboard.
    expect(checkCard({ ...good, cardNumber: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', expiry: '١٢/٣٠', cvc: '١٢٣' }, NOW)).toEqual({ ok: true, outcome: 'success', last4: '4242' });
  });

  it('names the first thing a person must correct', () => {
    expect(checkCard({ ...good, cardNumber: '' }, NOW)).toMatchObject({ ok: false, problem: 'cardNumberMissing', field: 'cardNumber' });
    expect(checkCard({ ...good, cardNumber: '4242 4242' }, NOW)).toMatchObject({ ok: false, problem: 'cardNumberFormat' });
    expect(checkCard({ ...good, cardNumber: '4242 4242 4242 4241' }, NOW)).toMatchObject({ ok: false, problem: 'cardNumberLuhn' });
    expect(checkCard({ ...good, expiry: '' }, NOW)).toMatchObject({ ok: false, problem: 'expiryMissing', field: 'expiry' });
    expect(checkCard({ ...good, expiry: '13/30' }, NOW)).toMatchObject({ ok: false, problem: 'expiryFormat' });
    expect(checkCard({ ...good, expiry: '2030-12' }, NOW)).toMatchObject({ ok: false, problem: 'expiryFormat' });
    expect(checkCard({ ...good, cvc: '12' }, NOW)).toMatchObject({ ok: false, problem: 'cvcFormat', field: 'cvc' });
    expect(checkCard({ ...good, cardholder: '   ' }, NOW)).toMatchObject({ ok: false, problem: 'cardholderMissing', field: 'cardholder' });
  });

  it('treats a card as valid to the end of its expiry month', () => {
    expect(checkCard({ ...good, expiry: '03/26' }, NOW)).toMatchObject({ ok: true });
    expect(checkCard({ ...good, expiry: '3 / 26' }, NOW)).toMatchObject({ ok: true });
    expect(checkCard({ ...good, expiry: '02/26' }, NOW)).toMatchObject({ ok: false, problem: 'expired', field: 'expiry' });
    expect(checkCard({ ...good, expiry: '03/26' }, new Date('2026-04-01T00:00:00Z'))).toMatchObject({ ok: false, problem: 'expired' });
  });
});

describe('callback signatures', () => {
  const fields = { paymentId: '7d6c5e3a-0b1f-4c2d-9e8f-1a2b3c4d5e6f', bookingId: 42, status: 'success' as const, amount: 6875, currency: 'EGP' };

  it('signs the contract\'s concatenation with HMAC-SHA512', () => {
    expect(callbackMessage(fields)).toBe('6875.0042EGP7d6c5e3a-0b1f-4c2d-9e8f-1a2b3c4d5e6fsuccess');
    expect(signCallback('s3cret', fields)).toBe(createHmac('sha512', 's3cret').update('6875.0042EGP7d6c5e3a-0b1f-4c2d-9e8f-1a2b3c4d5e6fsuccess').digest('hex'));
  });

  it('accepts its own signature and refuses any other', () => {
    const hmac = signCallback('s3cret', fields);
    expect(verifyCallbackSignature('s3cret', { ...fields, hmac })).toBe(true);
    expect(verifyCallbackSignature('other', { ...fields, hmac })).toBe(false);
    expect(verifyCallbackSignature('s3cret', { ...fields, status: 'failed', hmac })).toBe(false);
    expect(verifyCallbackSignature('s3cret', { ...fields, amount: 6874, hmac })).toBe(false);
    expect(verifyCallbackSignature('s3cret', { ...fields, hmac: hmac.slice(0, 64) })).toBe(false);
    expect(verifyCallbackSignature('s3cret', { ...fields, hmac: 'zz' + hmac.slice(2) })).toBe(false);
  });

  it('sends the browser to a path on this server, whatever the public address says', async () => {
    // The browser must stay on the address it reached the site by: its session is in that origin's storage.
    const provider = sandboxProvider();
    const payment = { bookingId: 1, amount: 100, currency: 'EGP', tourTitle: 'T', seats: 1, customer: { name: 'A', email: 'a@b.c', phone: null } };
    expect(await provider.start({ ...payment, paymentId: 'abc' })).toEqual({ checkoutUrl: '/api/Payment/sandbox/checkout/abc', providerOrderId: null });
    expect((await provider.start({ ...payment, paymentId: 'a/b c' })).checkoutUrl).toBe('/api/Payment/sandbox/checkout/a%2Fb%20c');
  });

  it('records a refund without moving money, with a reference of its own each time', async () => {
    const provider = sandboxProvider();
    const request = { paymentId: 'p', amount: 100, currency: 'EGP', providerTransactionId: null };
    const first = await provider.refund(request);
    const second = await provider.refund(request);
    expect(first.ok && first.reference).toMatch(/^sandbox_refund_/);
    expect(first.ok && second.ok && first.reference !== second.reference).toBe(true);
  });
});

describe('delivering the callback', () => {
  const callback = { paymentId: 'p', bookingId: 1, status: 'failed' as const, amount: 1, currency: 'EGP', hmac: 'h' };

  it('retries a 5xx or a network failure, then gives up', async () => {
    const statuses: Array<number | 'down'> = ['down', 503, 204];
    const calls: string[] = [];
    const post = ((url: string) => {
      calls.push(url);
      const next = statuses.shift();
      return next === 'down' ? Promise.reject(new Error('ECONNREFUSED')) : Promise.resolve(new Response(null, { status: next }));
    }) as typeof fetch;
    expect(await deliverCallback('http://shop/cb', callback, post, [0, 0])).toBe('delivered');
    expect(calls).toHaveLength(3);

    const alwaysDown = (() => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch;
    expect(await deliverCallback('http://shop/cb', callback, alwaysDown, [0, 0])).toBe('unreachable');
  });

  it('reports a 409 (settled the other way) without retrying', async () => {
    let calls = 0;
    const post = (() => {
      calls += 1;
      return Promise.resolve(Response.json({ message: 'x' }, { status: 409 }));
    }) as typeof fetch;
    expect(await deliverCallback('http://shop/cb', callback, post, [0, 0])).toBe('conflict');
    expect(calls).toBe(1);
  });
});
