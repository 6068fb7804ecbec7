/**
 * Cairo's wall clock. Tours, events and opening hours are all Egyptian times (docs/decisions.md D65),
 * so the seed's dates and the assistant's "this weekend" are reckoned on Cairo's calendar, summer time
 * included.
 */
export const CAIRO_TIME_ZONE = 'Africa/Cairo';

const cairoClock = new Intl.DateTimeFormat('en-US', {
  timeZone: CAIRO_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface CairoWallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** Cairo's date, time and weekday at an instant, as numbers. */
export function cairoWallClock(instant: Date): CairoWallClock {
  const parts = new Map(cairoClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const n = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.get(type) ?? 0);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
    weekday: WEEKDAYS.indexOf(parts.get('weekday') ?? 'Sun'),
  };
}

/** Cairo's calendar date and weekday (0 = Sunday) at an instant. */
export function cairoDay(instant: Date): { year: number; month: number; day: number; weekday: number; seconds: number } {
  const { year, month, day, weekday, hour, minute, second } = cairoWallClock(instant);
  return { year, month, day, weekday, seconds: hour * 3600 + minute * 60 + second };
}

function cairoOffset(instant: Date): number {
  const c = cairoDay(instant);
  const wallAsUtc = Date.UTC(c.year, c.month - 1, c.day) + c.seconds * 1000;
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant Cairo's calendar day (year, month 1-12, day; overflow rolls over) begins. */
export function cairoMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  const first = wall - cairoOffset(new Date(wall));
  return new Date(wall - cairoOffset(new Date(first)));
}
