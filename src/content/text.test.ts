import { describe, expect, it } from 'vitest';
import { isArabic } from '@core/text/language';
import { pick } from './text';

describe('pick', () => {
  const text = { en: 'Pyramids of Giza', ar: 'أهرامات الجيزة' };

  it('gives Arabic for Arabic, in any region, and English otherwise', () => {
    expect(pick(text, 'ar')).toBe('أهرامات الجيزة');
    expect(pick(text, 'ar-EG')).toBe('أهرامات الجيزة');
    expect(pick(text, 'AR')).toBe('أهرامات الجيزة');
    expect(pick(text, 'en')).toBe('Pyramids of Giza');
    expect(pick(text, 'fr')).toBe('Pyramids of Giza');
    expect(pick(text, undefined)).toBe('Pyramids of Giza');
    expect(isArabic(null)).toBe(false);
  });
});
