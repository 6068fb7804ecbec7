import { dateTimeFormat } from '@core/time/intl';
import type { OpeningHours, Season } from './types';

/**
 * Opening hours of a destination page (booking §2: the Pyramids' summer April–September 8:00–17:00 and
 * winter October–March 8:00–16:00, last entry one hour before closing; Luxor Temple's 6:00–22:00 and
 * 6:00–21:00, last admission 30 minutes before closing). Pure functions over the content records.
 *
 * Whose calendar: the site's. The monuments keep Cairo time, so "today's season" is read from the date in
 * Africa/Cairo, not from the visitor's own time zone (as the company pages read Cairo time for Open now).
 */
export const SITE_TIME_ZONE = 'Africa/Cairo';

const HOUR_MS = 3_600_000;

/**
 * The month (1–12) in Cairo at an instant, through the kept formatters (D202). Cairo's offset from UTC is
 * a whole number of hours (+2, +3 in summer time), so its months turn on the hour: the instant is read at
 * the start of its hour, and a guide page the server rendered this hour reads its month back from the
 * server's table instead of waking ICU while it hydrates.
 */
export function cairoMonth(at: Date | number): number {
  const hour = Math.floor((typeof at === 'number' ? at : at.getTime()) / HOUR_MS) * HOUR_MS;
  const part = dateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, month: 'numeric' })
    .formatToParts(hour)
    .find((entry) => entry.type === 'month');
  return Number(part?.value);
}

/**
 * Whether a season covers a month. Seasons are inclusive month ranges and may wrap the year end: winter
 * October–March is [10, 3].
 */
export function seasonCovers(season: Season, month: number): boolean {
  const [first, last] = season.months;
  return first <= last ? month >= first && month <= last : month >= first || month <= last;
}

/** The season in force on a date in Cairo, or null when no season covers that month. */
export function seasonOn(hours: OpeningHours, at: Date | number): Season | null {
  const month = cairoMonth(at);
  return hours.seasons.find((season) => seasonCovers(season, month)) ?? null;
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' as minutes since midnight, or null when unreadable. */
export function clockMinutes(time: string): number | null {
  const match = CLOCK.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes since midnight as 'H:MM' (the spec writes 8:00, 17:00). */
export function clockText(minutes: number): string {
  const day = 24 * 60;
  const wrapped = ((Math.trunc(minutes) % day) + day) % day;
  return `${Math.floor(wrapped / 60)}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** The last entry on a season's day: closing time less the page's last-entry minutes ('17:00', 60 → '16:00'). */
export function lastEntryTime(season: Season, minutesBeforeClose: number): string | null {
  const closes = clockMinutes(season.closes);
  return closes === null ? null : clockText(closes - minutesBeforeClose);
}

/** A season's day as 'H:MM–H:MM', or the raw text when it cannot be read. */
export function seasonTimes(season: Season): string {
  const opens = clockMinutes(season.opens);
  const closes = clockMinutes(season.closes);
  if (opens === null || closes === null) return `${season.opens}–${season.closes}`;
  return `${clockText(opens)}–${clockText(closes)}`;
}
