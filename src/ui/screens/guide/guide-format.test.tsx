import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PriceRange } from '@/content/types';
import { createTestI18n } from '../../../../tests/i18n';
import { currencyOf, formatPriceRange, metresText, moneyText, monthName } from './guide-format';

const guideT = async (language: 'en' | 'ar'): Promise<TFunction<'guide'>> => (await createTestI18n(language)).getFixedT<'guide'>(language, 'guide');

const perHour = { en: 'per hour', ar: 'في الساعة' };
const CASES: { price: PriceRange; en: string; ar: string }[] = [
  { price: { currency: 'EGP', amount: 500, approx: true, per: perHour }, en: 'about EGP 500 per hour', ar: 'حوالي 500 ج.م في الساعة' },
  { price: { currency: 'EGP', amount: 700, from: true }, en: 'from EGP 700', ar: 'ابتداءً من 700 ج.م' },
  { price: { currency: 'USD', amount: 50, upTo: 80 }, en: '$50–80', ar: '$50–80' },
  { price: { currency: 'EGP', amount: 1500, upTo: 2500, approx: true }, en: 'about EGP 1,500–2,500', ar: 'حوالي 1,500–2,500 ج.م' },
  { price: { currency: 'USD', amount: 120 }, en: '$120', ar: '$120' },
  // A range whose top is its bottom is one price.
  { price: { currency: 'USD', amount: 40, upTo: 40 }, en: '$40', ar: '$40' },
];

describe('formatPriceRange', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`reads the guide prices as the spec writes them, in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      const t = await guideT(language);
      expect(CASES.map(({ price }) => formatPriceRange(price, language, t))).toEqual(CASES.map((entry) => entry[language]));
    });
  }
});

describe('moneyText and currencyOf', () => {
  it('shows a fixed price in its own currency, grouped by thousands: EGP unless the content says USD', () => {
    expect(currencyOf('USD')).toBe('USD');
    expect(currencyOf('EGP')).toBe('EGP');
    expect(currencyOf(undefined)).toBe('EGP');
    expect(moneyText({ currency: 'EGP', amount: 1200 }, 'en')).toBe('EGP 1,200');
    expect(moneyText({ currency: 'EGP', amount: 1200 }, 'ar')).toBe('1,200 ج.م');
    expect(moneyText({ currency: 'USD', amount: 100 }, 'ar')).toBe('$100');
  });
});

describe('metresText and monthName', () => {
  it('writes heights in metres per language', async () => {
    expect(metresText(2629, 'en', await guideT('en'))).toBe('2,629 m');
    expect(metresText(2285, 'ar', await guideT('ar'))).toBe('2,285 م');
  });

  it('names the months per language', () => {
    expect([monthName(4, 'en'), monthName(9, 'en'), monthName(10, 'en'), monthName(3, 'en')]).toEqual(['April', 'September', 'October', 'March']);
    expect([monthName(4, 'ar'), monthName(10, 'ar')]).toEqual(['أبريل', 'أكتوبر']);
  });
});
