import { describe, expect, it } from 'vitest';
import { isArabic, pick, westernDigits } from './text';

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

describe('westernDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9 and leaves everything else', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+٢٠ ١٠٠ abc 42')).toBe('+20 100 abc 42');
    expect(westernDigits('')).toBe('');
  });
});
