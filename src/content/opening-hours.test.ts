import { describe, expect, it } from 'vitest';
import type { OpeningHours } from './types';
import { cairoMonth, clockMinutes, clockText, lastEntryTime, seasonCovers, seasonOn, seasonTimes } from './opening-hours';

/** The Pyramids' hours (booking §2): summer April–September 8:00–17:00, winter October–March 8:00–16:00. */
const PYRAMIDS: OpeningHours = {
  seasons: [
    { name: { en: 'Summer', ar: 'الصيف' }, months: [4, 9], opens: '08:00', closes: '17:00' },
    { name: { en: 'Winter', ar: 'الشتاء' }, months: [10, 3], opens: '08:00', closes: '16:00' },
  ],
  lastEntryMinutesBeforeClose: 60,
};

const seasonName = (at: string) => seasonOn(PYRAMIDS, new Date(at))?.name.en ?? null;

describe('seasonOn', () => {
  it('turns to summer when April begins in Cairo (UTC+2 then), not in UTC', () => {
    expect(seasonName('2025-03-31T21:59:59Z')).toBe('Winter'); // 23:59:59 on 31 March in Cairo
    expect(seasonName('2025-03-31T22:00:00Z')).toBe('Summer'); // midnight, 1 April in Cairo
  });

  it('turns to winter when October begins in Cairo (summer time, UTC+3, then)', () => {
    expect(seasonName('2025-09-30T20:59:59Z')).toBe('Summer'); // 23:59:59 on 30 September in Cairo
    expect(seasonName('2025-09-30T21:00:00Z')).toBe('Winter'); // midnight, 1 October in Cairo
  });

  it('covers the whole year, winter wrapping over the new year', () => {
    const months = Array.from({ length: 12 }, (_, index) => seasonName(`2026-${String(index + 1).padStart(2, '0')}-15T12:00:00Z`));
    expect(months).toEqual(['Winter', 'Winter', 'Winter', 'Summer', 'Summer', 'Summer', 'Summer', 'Summer', 'Summer', 'Winter', 'Winter', 'Winter']);
  });

  it('finds no season for a month none covers', () => {
    const summerOnly: OpeningHours = { ...PYRAMIDS, seasons: [PYRAMIDS.seasons[0]!] };
    expect(seasonOn(summerOnly, new Date('2026-01-15T12:00:00Z'))).toBeNull();
  });
});

describe('cairoMonth and seasonCovers', () => {
  it('reads the month on the Cairo calendar', () => {
    expect(cairoMonth(Date.parse('2025-12-31T22:30:00Z'))).toBe(1);
    expect(cairoMonth(new Date('2025-06-15T00:00:00Z'))).toBe(6);
  });

  it('turns the month on the hour in Cairo, winter time and summer time alike (read at the start of the hour)', () => {
    expect(cairoMonth(Date.parse('2025-12-31T21:59:59.999Z'))).toBe(12);
    expect(cairoMonth(Date.parse('2025-12-31T22:00:00Z'))).toBe(1);
    // Summer time (UTC+3) until the last Thursday of October.
    expect(cairoMonth(Date.parse('2025-09-30T20:59:59.999Z'))).toBe(9);
    expect(cairoMonth(Date.parse('2025-09-30T21:00:00Z'))).toBe(10);
  });

  it('reads inclusive month ranges, wrapped or not', () => {
    const winter = PYRAMIDS.seasons[1]!;
    expect([10, 12, 1, 3].every((month) => seasonCovers(winter, month))).toBe(true);
    expect([4, 9].some((month) => seasonCovers(winter, month))).toBe(false);
  });
});

describe('times', () => {
  it('reads and writes clock times', () => {
    expect(clockMinutes('08:00')).toBe(480);
    expect(clockMinutes('6:30')).toBe(390);
    expect(clockMinutes('24:00')).toBeNull();
    expect(clockMinutes('noon')).toBeNull();
    expect(clockText(390)).toBe('6:30');
    expect(clockText(-30)).toBe('23:30');
  });

  it('gives a season its times and its last entry', () => {
    const [summer, winter] = PYRAMIDS.seasons as [OpeningHours['seasons'][0], OpeningHours['seasons'][0]];
    expect(seasonTimes(summer)).toBe('8:00–17:00');
    expect(lastEntryTime(summer, 60)).toBe('16:00');
    expect(lastEntryTime(winter, 60)).toBe('15:00');
    // Luxor Temple: last admission 30 minutes before closing at 22:00.
    expect(lastEntryTime({ ...summer, closes: '22:00' }, 30)).toBe('21:30');
    expect(lastEntryTime({ ...summer, closes: 'late' }, 30)).toBeNull();
    expect(seasonTimes({ ...summer, closes: 'late' })).toBe('08:00–late');
  });
});
