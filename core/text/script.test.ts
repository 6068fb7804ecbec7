import { describe, expect, it } from 'vitest';
import { hasArabic, writtenLanguage } from './script';

describe('which script a text is written in', () => {
  it('reads a text by most of its letters, a tie as Arabic, and no letters as no language', () => {
    expect(writtenLanguage('رحلات Dahab')).toBe('ar');
    expect(writtenLanguage('Diving tours in الغردقة')).toBe('en');
    expect(writtenLanguage('ab أب')).toBe('ar');
    expect(writtenLanguage('5000 !')).toBeNull();
    expect(writtenLanguage('Café')).toBe('en');
    expect(writtenLanguage('Show me tours in الغردقة')).toBe('en');
    expect(writtenLanguage('1234 ??')).toBeNull();
  });

  it('finds an Arabic letter in any of its blocks, presentation forms included', () => {
    expect(hasArabic('Tours in الغردقة')).toBe(true);
    expect(hasArabic('\uFEFB')).toBe(true);
    expect(hasArabic('Luxor 2026')).toBe(false);
  });
});
