import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../platform/config';
import { createRatesStore, DEFAULT_RATES_FILE, parseRates, readRatesFile } from '../platform/currency-rates';
import { collectingLogger } from '../testing/log-lines';
import { startTestServer, useTestServer } from '../testing/harness';

const shipped = readRatesFile(DEFAULT_RATES_FILE);

describe('the rates file shipped with the server', () => {
  it('names its date and source and gives EGP per US dollar and per euro', () => {
    expect(shipped.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipped.source).toContain('cbe.org.eg');
    // A euro buys more pounds than a dollar; both well above 1.
    expect(shipped.egpPer.USD).toBeGreaterThan(10);
    expect(shipped.egpPer.EUR).toBeGreaterThan(shipped.egpPer.USD);
  });
});

describe('parseRates', () => {
  it('takes the contract shape and refuses anything else', () => {
    const good = { date: '2026-11-27', source: 'x', egpPer: { USD: 47.5, EUR: 55 } };
    expect(parseRates(good)).toEqual(good);
    expect(parseRates({ ...good, date: '27/11/2026' })).toBeNull();
    expect(parseRates({ ...good, source: '' })).toBeNull();
    expect(parseRates({ ...good, egpPer: { USD: 0, EUR: 55 } })).toBeNull();
    expect(parseRates({ ...good, egpPer: { USD: '47.5', EUR: 55 } })).toBeNull();
    expect(parseRates({ ...good, egpPer: { USD: 47.5 } })).toBeNull();
    expect(parseRates(null)).toBeNull();
  });
});

describe('CURRENCY_RATES_FILE', () => {
  it('replaces the shipped file, and a malformed one stops the server from starting with a message naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rihla-rates-'));
    const file = join(dir, 'rates.json');
    writeFileSync(file, JSON.stringify({ date: '2026-01-02', source: 'a test', egpPer: { USD: 50, EUR: 58 } }));
    expect(readConfig({ DATA_DIR: 'memory://', CURRENCY_RATES_FILE: file }).currencyRates).toEqual({ date: '2026-01-02', source: 'a test', egpPer: { USD: 50, EUR: 58 } });
    writeFileSync(file, '{"date":"2026-01-02"}');
    expect(() => readConfig({ DATA_DIR: 'memory://', CURRENCY_RATES_FILE: file })).toThrow(/CURRENCY_RATES_FILE/);
    expect(() => readConfig({ DATA_DIR: 'memory://', CURRENCY_RATES_URL: 'ftp://rates.example/r.json' })).toThrow(/CURRENCY_RATES_URL/);
    // Off by default.
    expect(readConfig({ DATA_DIR: 'memory://' }).currencyRatesUrl).toBeUndefined();
  });
});

describe('the refresh', () => {
  it('keeps the rates in use and logs why when the address fails or answers something else', async () => {
    const { logger, lines } = collectingLogger();
    const store = createRatesStore(shipped, logger);
    const answer = (body: unknown, status = 200) => () => Promise.resolve(new Response(JSON.stringify(body), { status }));
    expect(await store.refresh('http://rates.test/', answer({}, 500))).toBe(false);
    expect(await store.refresh('http://rates.test/', answer({ date: 'soon' }))).toBe(false);
    expect(await store.refresh('http://rates.test/', () => Promise.reject(new Error('connection refused')))).toBe(false);
    expect(store.current()).toEqual(shipped);
    expect(lines().filter((line) => line.msg === 'currency rates refresh failed; keeping the rates in use')).toHaveLength(3);
    const next = { date: '2026-11-28', source: 'the test feed', egpPer: { USD: 48, EUR: 56 } };
    expect(await store.refresh('http://rates.test/', answer(next))).toBe(true);
    expect(store.current()).toEqual(next);
  });
});

describe('GET /api/Currency/rates', () => {
  let feed: Server;
  const fed = { date: '2026-11-28', source: 'a rates feed for the test', egpPer: { USD: 48.25, EUR: 56.1 } };

  beforeAll(async () => {
    feed = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(fed));
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  });

  // Registered before the server's, so it runs after the server closed.
  afterAll(async () => {
    await new Promise((resolve) => feed.close(resolve));
  });

  const server = useTestServer();

  it('answers the configured rates, publicly cacheable, in the contract shape', async () => {
    const { data, response } = await server.api().GET('/api/Currency/rates');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(data).toEqual(shipped);
  });

  it('answers the rates fetched from CURRENCY_RATES_URL when that is set', async () => {
    const refreshed = await startTestServer({ CURRENCY_RATES_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rates.json` });
    try {
      await expect
        .poll(async () => (await refreshed.api().GET('/api/Currency/rates')).data, { timeout: 5_000 })
        .toEqual(fed);
    } finally {
      await refreshed.close();
    }
  }, 60_000);
});
