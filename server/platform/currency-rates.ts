/**
 * Exchange rates for the display-currency choice (S7, D230–D232). Every amount
 * in Rihla is EGP; a traveller may also see an approximate US dollar or euro amount beside it. These rates
 * say how many Egyptian pounds one unit buys. They never change what is charged: payments, refunds, booking
 * totals and mails are EGP only.
 *
 * Read from a file at start (`CURRENCY_RATES_FILE`, by default server/assets/currency-rates.json, which
 * names its date and source); when `CURRENCY_RATES_URL` is set, the server fetches the same shape from it
 * at start and every day after, keeping the old rates (and logging why) whenever a fetch fails or answers
 * something it cannot read.
 */
import { readFileSync } from 'node:fs';
import type { components } from '@core/contract/schema';
import type { Logger } from './logger';

export type CurrencyRates = components['schemas']['CurrencyRates'];

/** The rates file shipped with the server. */
export const DEFAULT_RATES_FILE = new URL('../assets/currency-rates.json', import.meta.url);

/** How often the optional refresh job asks `CURRENCY_RATES_URL` (once a day). */
export const RATES_REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How long one refresh may take before it counts as failed. */
export const RATES_FETCH_TIMEOUT_MS = 10_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** No plausible EGP rate for the dollar or the euro lies outside this; a value outside it is a mistake. */
const PLAUSIBLE = { min: 1, max: 10_000 };

const isRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= PLAUSIBLE.min && value <= PLAUSIBLE.max;

/** The rates in `value` when it has the contract's shape with plausible numbers; otherwise null. */
export function parseRates(value: unknown): CurrencyRates | null {
  if (typeof value !== 'object' || value === null) return null;
  const { date, source, egpPer } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (typeof source !== 'string' || source.trim() === '' || source.length > 500) return null;
  if (typeof egpPer !== 'object' || egpPer === null) return null;
  const { USD, EUR } = egpPer as Record<string, unknown>;
  if (!isRate(USD) || !isRate(EUR)) return null;
  return { date, source: source.trim(), egpPer: { USD, EUR } };
}

/** Reads a rates file; a missing or malformed file stops the server with a message naming it. */
export function readRatesFile(path: string | URL): CurrencyRates {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the currency rates file ${String(path)}: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`The currency rates file ${String(path)} is not JSON`);
  }
  const rates = parseRates(json);
  if (!rates) throw new Error(`The currency rates file ${String(path)} needs {"date":"YYYY-MM-DD","source":"…","egpPer":{"USD":n,"EUR":n}}`);
  return rates;
}

export interface RatesStore {
  current(): CurrencyRates;
  /** Asks `url` for new rates; keeps the old ones (and logs why) when that fails. Answers whether they changed. */
  refresh(url: string, fetchImpl?: typeof fetch): Promise<boolean>;
}

export function createRatesStore(initial: CurrencyRates, logger: Pick<Logger, 'info' | 'warn'>): RatesStore {
  let rates = initial;
  return {
    current: () => rates,
    async refresh(url, fetchImpl = fetch) {
      try {
        const response = await fetchImpl(url, { signal: AbortSignal.timeout(RATES_FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const next = parseRates(await response.json());
        if (!next) throw new Error('answered something that is not a rates document');
        rates = next;
        logger.info({ date: next.date }, 'currency rates refreshed');
        return true;
      } catch (error) {
        // The address is configuration, not a secret; the old rates stay in use.
        logger.warn({ err: { message: (error as Error).message }, keptDate: rates.date }, 'currency rates refresh failed; keeping the rates in use');
        return false;
      }
    },
  };
}
