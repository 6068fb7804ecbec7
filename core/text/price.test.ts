import { describe, expect, it } from 'vitest';
import { formatPrice, NO_PRICE, type PriceCurrency } from './price';

// One function for every screen (S7): EGP as Egyptian travellers read it; an
// amount really in another currency (a guide's USD ticket, the display currency's approximation) names it.
const table: Array<[number | null | undefined, string, { decimals?: number; currency?: PriceCurrency } | undefined, string]> = [
  [1250, 'en', undefined, 'EGP 1,250'],
  [1250, 'ar', undefined, '1,250 ج.م'],
  [1250, 'ar-EG', undefined, '1,250 ج.م'],
  [1250, 'en-US', undefined, 'EGP 1,250'],
  [1234567, 'en', undefined, 'EGP 1,234,567'],
  [1234567, 'ar', undefined, '1,234,567 ج.م'],
  [999, 'en', undefined, 'EGP 999'],
  [0, 'en', undefined, 'EGP 0'],
  [1249.6, 'en', undefined, 'EGP 1,250'],
  // The company pages' and the recommended carousel's amounts: EGP too, no longer "$29,500.00".
  [29500, 'en', undefined, 'EGP 29,500'],
  [29500, 'ar', undefined, '29,500 ج.م'],
  [1250, 'en', { currency: 'EGP' }, 'EGP 1,250'],
  [100, 'en', { currency: 'USD' }, '$100'],
  [100, 'ar', { currency: 'USD' }, '$100'],
  [52, 'en', { currency: 'EUR' }, '€52'],
  [52, 'ar', { currency: 'EUR' }, '€52'],
  [0.63, 'en', { currency: 'USD', decimals: 2 }, '$0.63'],
  [1250.5, 'ar', { decimals: 2 }, '1,250.50 ج.م'],
  [-50, 'en', undefined, 'EGP -50'],
  [-50, 'en', { currency: 'USD' }, '-$50'],
  [null, 'en', undefined, NO_PRICE],
  [undefined, 'ar', undefined, NO_PRICE],
  [Number.NaN, 'en', undefined, NO_PRICE],
];

describe('formatPrice', () => {
  it.each(table)('%s in %s (%o) reads %s', (amount, language, options, expected) => {
    expect(formatPrice(amount, language, options)).toBe(expected);
  });

  it('always uses Western digits, never Arabic-Indic ones', () => {
    expect(formatPrice(1250, 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('never writes a dollar sign on an EGP amount', () => {
    for (const language of ['en', 'ar']) expect(formatPrice(1800, language)).not.toContain('$');
  });
});
