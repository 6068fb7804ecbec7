import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatHoldTime } from './booking-date';

describe('booking date (spec, booking §9: day, short month, year, 12-hour time with am/pm; Cairo time)', () => {
  it.each([
    ['2025-11-02T12:35:00Z', 'en', '2 Nov 2025, 2:35 pm'],
    ['2025-11-02T12:35:00Z', 'ar', '2 نوفمبر 2025، 2:35 م'],
    // 23:05 UTC is already the next morning in Cairo.
    ['2026-01-31T23:05:00Z', 'en', '1 Feb 2026, 1:05 am'],
    ['2026-01-31T23:05:00Z', 'ar', '1 فبراير 2026، 1:05 ص'],
    // Noon and midnight read 12, not 0 (Cairo is UTC+3 in summer).
    ['2025-07-15T09:00:00Z', 'en', '15 Jul 2025, 12:00 pm'],
    ['2025-07-14T21:05:00Z', 'en', '15 Jul 2025, 12:05 am'],
    ['2025-07-14T21:05:00Z', 'ar', '15 يوليو 2025، 12:05 ص'],
  ])('%s in %s reads %s', (iso, language, expected) => {
    expect(formatBookingDate(iso, language)).toBe(expected);
  });

  it('gives null for a date it cannot read', () => {
    expect(formatBookingDate('soon', 'en')).toBeNull();
    expect(formatBookingDate(null, 'ar')).toBeNull();
  });

  it('reads a hold time the same way', () => {
    expect(formatHoldTime('2025-11-02T12:50:00Z', 'en')).toBe('2:50 pm');
    expect(formatHoldTime('2025-11-02T12:50:00Z', 'ar')).toBe('2:50 م');
    expect(formatHoldTime(undefined, 'en')).toBeNull();
  });
});
