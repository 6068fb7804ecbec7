import { Hono } from 'hono';
import type { paths } from '@core/contract/schema';
import { type ServerConfig, createRatesStore, RATES_REFRESH_INTERVAL_MS, type RatesStore, type Services, type BackgroundJob, type AppEnv } from '../platform';

type Answer = paths['/api/Currency/rates']['get']['responses'][200]['content']['application/json'];

/** How long a browser or a CDN may keep the rates: an hour (they change at most daily). */
const RATES_CACHE_CONTROL = 'public, max-age=3600';

const stores = new WeakMap<ServerConfig, RatesStore>();

/** The one store of rates of a server (its route, its page render and its refresh job share it). */
export function ratesStore(services: Pick<Services, 'config' | 'logger'>): RatesStore {
  let store = stores.get(services.config);
  if (!store) {
    store = createRatesStore(services.config.currencyRates, services.logger);
    stores.set(services.config, store);
  }
  return store;
}

/** `GET /api/Currency/rates` (a Rihla addition): the rates for the display-currency choice. */
export function currencyRoutes(services: Services) {
  return new Hono<AppEnv>().get('/api/Currency/rates', (c) => {
    c.header('Cache-Control', RATES_CACHE_CONTROL);
    return c.json(ratesStore(services).current() satisfies Answer);
  });
}

/**
 * The optional refresh (CURRENCY_RATES_URL): at start and once a day. Off when the address is not set.
 * A failure is logged and the rates in use stay (server/platform/currency-rates.ts).
 */
export const currencyRatesJob = ((services: Services, intervalMs: number = RATES_REFRESH_INTERVAL_MS) => {
  const url = services.config.currencyRatesUrl;
  if (!url) return () => {};
  const store = ratesStore(services);
  void store.refresh(url);
  const timer = setInterval(() => void store.refresh(url), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}) satisfies BackgroundJob;
