import { describe, expect, it } from 'vitest';
import { arabicForms, normalizeSearchText } from '@core/search/search-text';
import { searchTerms, textQuery } from './search-query';

describe('search terms', () => {
  it('keeps only words of letters and digits, lower case, no repeats', () => {
    expect(searchTerms('  Luxor  luxor KARNAK ')).toEqual(['luxor', 'karnak']);
    expect(searchTerms("a&|!:(')")).toEqual(['a']);
    expect(searchTerms("pyram:* & !giza | (sphinx) <-> 'x'")).toEqual(['pyram', 'giza', 'sphinx', 'x']);
    expect(searchTerms('&|!:()\'"*<>-')).toEqual([]);
    expect(searchTerms('e-mail 2025')).toEqual(['e', 'mail', '2025']);
  });

  it('caps the number and the length of words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms('x'.repeat(100))[0]).toHaveLength(40);
  });

  it('normalises Arabic spelling as the database does', () => {
    expect(normalizeSearchText('الأهرامات')).toBe('الاهرامات');
    expect(normalizeSearchText('إسنا آمون ٱلنيل')).toBe('اسنا امون النيل');
    expect(normalizeSearchText('مَدِينَةٌ')).toBe('مدينه');
    expect(normalizeSearchText('مصـــر')).toBe('مصر');
    expect(normalizeSearchText('مستشفى ٢٠٢٥')).toBe('مستشفي 2025');
    // Diacritics do not split a word.
    expect(searchTerms('الأَهْرَامَات')).toEqual(['الاهرامات']);
  });

  it('searches Arabic words with and without the article, and both numbers of a broken plural', () => {
    expect(arabicForms('هرم')).toEqual(expect.arrayContaining(['هرم', 'الهرم', 'اهرام', 'الاهرام']));
    expect(arabicForms('الاهرامات')).toEqual(expect.arrayContaining(['الاهرامات', 'اهرامات']));
    expect(arabicForms('معابد')).toEqual(expect.arrayContaining(['معبد', 'المعبد']));
    expect(arabicForms('الاقصر')).toEqual(['الاقصر', 'اقصر']);
    expect(arabicForms('شاطي')).toEqual(expect.arrayContaining(['شاطئ', 'شواطئ', 'الشواطئ']));
  });
});

describe('the text query', () => {
  it('is null when there is no word to look for', () => {
    expect(textQuery('!!! ::: ((( ', 1)).toBeNull();
  });

  it('passes every word as a parameter, never in the SQL', () => {
    const query = textQuery("karnak'); drop table tours; --", 3);
    expect(query?.params).toEqual(expect.arrayContaining(['karnak:*', 'drop:*', 'table:*']));
    expect(query?.params).not.toContain('tours:*'); // a joining word, dropped when other words are left
    expect(query?.sql).not.toMatch(/karnak|drop|table/);
    expect(query?.sql).toContain("to_tsquery('english'::regconfig, $3)");
    expect(query?.sql.split(' && ')).toHaveLength(3);
  });

  it('uses the Arabic configuration for Arabic words, and looks up their other forms as written', () => {
    const query = textQuery('الأقصر', 1);
    expect(query?.params).toEqual(['الاقصر:*', 'اقصر:*']);
    expect(query?.sql).toContain("to_tsquery('arabic'::regconfig, $1)");
    expect(query?.sql).not.toContain("'english'");
  });
});
