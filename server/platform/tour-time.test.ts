import { describe, expect, it } from 'vitest';
import { formatCairoDateTime } from './display';
import { tourLine } from '../assistant/compose';
import type { Tour } from '../catalogue/catalogue';
import { formatTourDateTime, formatTourTime } from '@core/time/tour-time';

describe("a tour's date and time, one wording per language on Cairo's clock (D250)", () => {
  it.each([
    // Winter: Cairo is UTC+2.
    ['2026-12-04T02:30:00Z', 'en', 'Fri, 4 Dec 2026, 04:30'],
    ['2026-12-04T02:30:00Z', 'ar', 'الجمعة، 4 ديسمبر 2026، 04:30'],
    // Summer time: UTC+3; 22:15 UTC is already the next day in Cairo.
    ['2026-07-14T22:15:00Z', 'en', 'Wed, 15 Jul 2026, 01:15'],
    ['2026-07-14T22:15:00Z', 'ar-EG', 'الأربعاء، 15 يوليو 2026، 01:15'],
    // Midnight reads 00:00, not 24:00; an unknown language reads English.
    ['2026-12-03T22:00:00Z', 'fr', 'Fri, 4 Dec 2026, 00:00'],
  ])('%s in %s reads %s', (iso, language, expected) => {
    expect(formatTourDateTime(iso, language)).toBe(expected);
    expect(formatTourDateTime(new Date(iso), language)).toBe(expected);
  });

  it('gives null for a date it cannot read, and the time alone on the same clock', () => {
    expect(formatTourDateTime('soon', 'en')).toBeNull();
    expect(formatTourDateTime(null, 'ar')).toBeNull();
    expect(formatTourDateTime('', 'ar')).toBeNull();
    expect(formatTourTime('2026-12-04T12:50:00Z', 'en')).toBe('14:50');
    expect(formatTourTime('2026-12-04T12:50:00Z', 'ar')).toBe('14:50');
    expect(formatTourTime(undefined, 'en')).toBeNull();
  });

  it("is what the server's mails and the assistant write too", () => {
    const instant = '2026-12-04T02:30:00Z';
    for (const language of ['en', 'ar'] as const) {
      expect(formatCairoDateTime(new Date(instant), language)).toBe(formatTourDateTime(instant, language));
      const tour = { id: 8, title: 'Balloon', destinationCity: 'Luxor', price: 6000, availableSeats: 9, startDate: instant } as Tour;
      expect(tourLine(tour, language)).toContain(formatTourDateTime(instant, language));
    }
  });
});
