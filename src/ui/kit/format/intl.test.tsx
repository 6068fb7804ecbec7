import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('kept Intl formatters', () => {
  it('answers the same locale and options with the same formatter, and other ones with another', () => {
    const price = numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 });
    expect(numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 2 })).toBe(price);
    expect(numberFormat('ar-EG-u-nu-latn', { maximumFractionDigits: 0 })).not.toBe(price);
    expect(numberFormat('en-GB', { maximumFractionDigits: 2 })).not.toBe(price);
    const day = dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Africa/Cairo' })).toBe(day);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium' })).not.toBe(day);
  });

  it('formats as the platform formatter does', () => {
    expect(numberFormat('en-GB', { useGrouping: true }).format(1234567)).toBe('1,234,567');
    expect(dateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Cairo' }).format(Date.UTC(2027, 11, 1, 12))).toBe('1 Dec 2027');
  });
});
