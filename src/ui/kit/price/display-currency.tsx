/**
 * The display-currency choice (D230–D232): every amount is EGP and stays EGP; a traveller may also
 * see an approximate amount in US dollars or euros beside it. The choice is remembered in local storage and
 * in a cookie, so the server renders the next page with it (server/site/render.ts reads the cookie) and the
 * page hydrates without a mismatch. The rates come with a server-rendered page (its embedded state); the
 * development shell, which has none, reads them from `GET /api/Currency/rates` when a currency needs them.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrencyRates } from '@/api/currency';

export type { CurrencyRates };

export const DISPLAY_CURRENCIES = ['EGP', 'USD', 'EUR'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
/** The converted currencies: EGP is never converted. */
export type OtherCurrency = Exclude<DisplayCurrency, 'EGP'>;

/** The cookie the server reads (server/site/render.ts names the same) and the local storage key. */
export const CURRENCY_COOKIE = 'rihla_currency';
export const CURRENCY_STORAGE_KEY = 'rihlaCurrency';

export function isDisplayCurrency(value: unknown): value is DisplayCurrency {
  return typeof value === 'string' && (DISPLAY_CURRENCIES as readonly string[]).includes(value);
}

/** The remembered choice: the cookie (what the server rendered with), then local storage, else EGP. */
export function storedCurrency(): DisplayCurrency {
  const candidates: unknown[] = [];
  try {
    candidates.push(new RegExp(`(?:^|;\\s*)${CURRENCY_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]);
  } catch {
    // No document: nothing stored.
  }
  try {
    candidates.push(localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    // Storage disabled.
  }
  return candidates.find(isDisplayCurrency) ?? 'EGP';
}

/** Keeps the choice for the next visit and for the server's next render: a year, the whole site, first-party. */
export function rememberCurrency(currency: DisplayCurrency): void {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage disabled: the cookie still carries it.
  }
  document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=31536000; samesite=lax`;
}

/** An EGP amount in another currency, or null when there is nothing to show (EGP chosen, no rates, no amount). */
export function convertedAmount(amountEgp: number | null | undefined, currency: DisplayCurrency, rates: CurrencyRates | null): number | null {
  if (currency === 'EGP' || !rates || amountEgp === null || amountEgp === undefined || !Number.isFinite(amountEgp)) return null;
  const rate = rates.egpPer[currency];
  return rate > 0 ? amountEgp / rate : null;
}

export interface DisplayCurrencyValue {
  currency: DisplayCurrency;
  rates: CurrencyRates | null;
  choose: (currency: DisplayCurrency) => void;
}

const DisplayCurrencyContext = createContext<DisplayCurrencyValue>({ currency: 'EGP', rates: null, choose: () => {} });

export function useDisplayCurrency(): DisplayCurrencyValue {
  return useContext(DisplayCurrencyContext);
}

export interface DisplayCurrencyProviderProps {
  /** The choice the page starts with: the server's (from the cookie) or, without a server render, the stored one. */
  currency: DisplayCurrency;
  /** The rates the page starts with (embedded by the server), or null to read them when first needed. */
  rates: CurrencyRates | null;
  children: ReactNode;
}

export function DisplayCurrencyProvider({ currency: initial, rates: initialRates, children }: DisplayCurrencyProviderProps) {
  const [currency, setCurrency] = useState(initial);
  const [rates, setRates] = useState(initialRates);
  const choose = useCallback((next: DisplayCurrency) => {
    setCurrency(next);
    rememberCurrency(next);
  }, []);
  useEffect(() => {
    if (currency === 'EGP' || rates) return;
    // Only without a server render (the development shell): the API client loads then, off the first paint.
    // Without rates the EGP amounts stand alone, as with EGP chosen; nothing is invented.
    void import('@/api/currency')
      .then(({ fetchCurrencyRates }) => fetchCurrencyRates())
      .then((result) => result.ok && setRates(result.data), () => {});
  }, [currency, rates]);
  const value = useMemo(() => ({ currency, rates, choose }), [currency, rates, choose]);
  return <DisplayCurrencyContext.Provider value={value}>{children}</DisplayCurrencyContext.Provider>;
}
