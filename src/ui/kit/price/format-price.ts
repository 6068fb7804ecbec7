/**
 * Prices, one place for the spec's currency table (accounts §9; DECISIONS #7): 'pound' on most screens and
 * on Favorites, 'dollar' on the recommended carousel, the company pages and the assistant's suggestions.
 * Amounts are grouped by thousands.
 *
 * How an Egyptian traveller reads them: in English "EGP 1,250" (the code Egyptian banks, airlines and
 * booking sites print, never confused with the British £); in Arabic "1,250 ج.م" (جنيه مصري, the
 * abbreviation on Egyptian receipts, after the number). Digits stay Western (0-9) in both languages, as
 * on Egyptian shopping and booking sites, so a price reads the same on every screen. Dollars read "$1,250"
 * in both languages. A missing or non-numeric amount shows a dash rather than a misleading 0.
 */
import { numberFormat } from '@/content/intl';

export type PriceSurface = 'pound' | 'dollar'; // DECISIONS #7: the spec's surface table

/** Shown for a missing amount. */
export const NO_PRICE = '—';

/** The locale for numbers and dates: Western digits; day-month-year order in both languages ("1 Dec 2027"). */
export function numberLocale(language: string): string {
  return language.toLowerCase().startsWith('ar') ? 'ar-EG-u-nu-latn' : 'en-GB';
}

export function formatPrice(
  amount: number | null | undefined,
  surface: PriceSurface,
  language: string,
  options?: { decimals?: number },
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_PRICE;
  const decimals = Math.max(0, Math.min(4, Math.trunc(options?.decimals ?? 0)));
  const number = numberFormat(numberLocale(language), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(Math.abs(amount));
  const sign = amount < 0 ? '-' : '';
  if (surface === 'dollar') return `${sign}$${number}`;
  return language.toLowerCase().startsWith('ar') ? `${sign}${number} ج.م` : `EGP ${sign}${number}`;
}
