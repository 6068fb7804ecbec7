/**
 * A `datetime-local` input's value on Cairo's clock (a partner writes a departure as the
 * clock in Egypt reads it, wherever their browser is): to and from the ISO instant the contract carries.
 * Egypt's offset is +02:00 in winter and +03:00 in summer (daylight saving again since 2023), so the offset
 * is read from the platform's time-zone data for the very instant, never assumed.
 */
import { TOUR_TIME_ZONE } from './tour-time';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const cairoParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TOUR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Cairo's wall clock at `instant`, as the minutes since the epoch it would be on UTC's clock. */
function cairoWallClock(instant: number): number {
  const parts = Object.fromEntries(cairoParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
}

/** `2027-12-04T04:30` (Cairo) for an ISO instant; '' for none or an unreadable one. */
export function isoToCairoLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(cairoWallClock(instant)).toISOString().slice(0, 16);
}

/**
 * The ISO instant (UTC, `Z`) of a Cairo wall-clock time `YYYY-MM-DDTHH:MM`; null for '' or anything else.
 * A time the clock skips when summer time starts (00:00–00:59 on its first day) reads as the hour after.
 */
export function cairoLocalToIso(local: string): string | null {
  const match = LOCAL.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(wall)) return null;
  // The offset at the instant first guessed, then at the instant it gives: the two agree except at a change.
  let instant = wall - (cairoWallClock(wall) - wall);
  const offset = cairoWallClock(instant) - instant;
  instant = wall - offset;
  if (cairoWallClock(instant) !== wall) instant = wall - (cairoWallClock(instant) - instant);
  return new Date(instant).toISOString();
}
