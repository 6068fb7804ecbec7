import { describe, expect, it } from 'vitest';
import { formatPrice, NO_PRICE, type PriceSurface } from './format-price';

// The spec's currency table (accounts §9, DECISIONS #7) as Egyptian travellers read it.
const table: Array<[number | null | undefined, PriceSurface, string, { decimals?: number } | undefined, string]> = [
  [1250, 'pound', 'en', undefined, 'EGP 1,250'],
  [1250, 'pound', 'ar', undefined, '1,250 ج.م'],
  [1250, 'pound', 'ar-EG', undefined, '1,250 ج.م'],
  [1250, 'pound', 'en-US', undefined, 'EGP 1,250'],
  [1234567, 'pound', 'en', undefined, 'EGP 1,234,567'],
  [1234567, 'pound', 'ar', undefined, '1,234,567 ج.م'],
  [999, 'pound', 'en', undefined, 'EGP 999'],
  [0, 'pound', 'en', undefined, 'EGP 0'],
  [1249.6, 'pound', 'en', undefined, 'EGP 1,250'],
  [1250, 'dollar', 'en', undefined, '$1,250'],
  [1250, 'dollar', 'ar', undefined, '$1,250'],
  [3571.43, 'dollar', 'en', { decimals: 2 }, '$3,571.43'],
  [1250, 'dollar', 'ar', { decimals: 2 }, '$1,250.00'],
  [1250.5, 'pound', 'ar', { decimals: 2 }, '1,250.50 ج.م'],
  [-50, 'pound', 'en', undefined, 'EGP -50'],
  [-50, 'dollar', 'en', undefined, '-$50'],
  [null, 'pound', 'en', undefined, NO_PRICE],
  [undefined, 'dollar', 'ar', undefined, NO_PRICE],
  [Number.NaN, 'pound', 'en', undefined, NO_PRICE],
];

describe('formatPrice', () => {
  it.each(table)('%s on the %s surface in %s (%o) reads %s', (amount, surface, language, options, expected) => {
    expect(formatPrice(amount, surface, language, options)).toBe(expected);
  });

  it('always uses Western digits, never Arabic-Indic ones', () => {
    expect(formatPrice(1250, 'pound', 'ar')).not.toMatch(/[٠-٩]/);
  });
});
