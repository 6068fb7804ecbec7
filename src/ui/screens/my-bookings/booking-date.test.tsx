import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatHoldTime } from './booking-date';

describe('booking date (spec, booking §9: day, short month, year and time; Cairo time, 24-hour like every tour time, D250)', () => {
  it.each([
    ['2025-11-02T12:35:00Z', 'en', 'Sun, 2 Nov 2025, 14:35'],
    ['2025-11-02T12:35:00Z', 'ar', 'الأحد، 2 نوفمبر 2025، 14:35'],
    // 23:05 UTC is already the next morning in Cairo.
    ['2026-01-31T23:05:00Z', 'en', 'Sun, 1 Feb 2026, 01:05'],
    ['2026-01-31T23:05:00Z', 'ar', 'الأحد، 1 فبراير 2026، 01:05'],
    // Noon reads 12:00 and the minutes after midnight 00:05 (Cairo is UTC+3 in summer).
    ['2025-07-15T09:00:00Z', 'en', 'Tue, 15 Jul 2025, 12:00'],
    ['2025-07-14T21:05:00Z', 'en', 'Tue, 15 Jul 2025, 00:05'],
    ['2025-07-14T21:05:00Z', 'ar', 'الثلاثاء، 15 يوليو 2025، 00:05'],
  ])('%s in %s reads %s', (iso, language, expected) => {
    expect(formatBookingDate(iso, language)).toBe(expected);
  });

  it('gives null for a date it cannot read', () => {
    expect(formatBookingDate('soon', 'en')).toBeNull();
    expect(formatBookingDate(null, 'ar')).toBeNull();
  });

  it('reads a hold time the same way', () => {
    expect(formatHoldTime('2025-11-02T12:50:00Z', 'en')).toBe('14:50');
    expect(formatHoldTime('2025-11-02T12:50:00Z', 'ar')).toBe('14:50');
    expect(formatHoldTime(undefined, 'en')).toBeNull();
  });
});
