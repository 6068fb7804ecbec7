/**
 * Prices: one function for every screen and for what the server writes (mails, the voucher, the CSV) (S7). Every amount Rihla sells is in
 * Egyptian pounds and reads as such everywhere: the carousels, the company pages, the assistant, checkout.
 * Amounts are grouped by thousands.
 *
 * How an Egyptian traveller reads them: in English "EGP 1,250" (the code Egyptian banks, airlines and
 * booking sites print, never confused with the British £); in Arabic "1,250 ج.م" (جنيه مصري, the
 * abbreviation on Egyptian receipts, after the number). Digits stay Western (0-9) in both languages, as
 * on Egyptian shopping and booking sites, so a price reads the same on every screen.
 *
 * An amount really quoted in another currency (a guide's USD entrance ticket, the approximate amount of the
 * display-currency choice beside an EGP price) names its own currency: "$100", "€52", the sign before the
 * number in both languages. A missing or non-numeric amount shows a dash rather than a misleading 0.
 */
import { numberFormat } from '@core/time/intl';

/** The currency an amount is in: EGP for everything Rihla sells. */
export type PriceCurrency = 'EGP' | 'USD' | 'EUR';

/** Shown for a missing amount. */
export const NO_PRICE = '—';

const SIGNS: Record<Exclude<PriceCurrency, 'EGP'>, string> = { USD: '$', EUR: '€' };

/** The locale for numbers and dates: Western digits; day-month-year order in both languages ("1 Dec 2027"). */
export function numberLocale(language: string): string {
  return language.toLowerCase().startsWith('ar') ? 'ar-EG-u-nu-latn' : 'en-GB';
}

export function formatPrice(
  amount: number | null | undefined,
  language: string,
  options?: { decimals?: number; currency?: PriceCurrency },
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_PRICE;
  const decimals = Math.max(0, Math.min(4, Math.trunc(options?.decimals ?? 0)));
  const number = numberFormat(numberLocale(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  const currency = options?.currency ?? 'EGP';
  if (currency !== 'EGP') return `${sign}${SIGNS[currency]}${number}`;
  return language.toLowerCase().startsWith('ar') ? `${sign}${number} ج.م` : `EGP ${sign}${number}`;
}
