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
