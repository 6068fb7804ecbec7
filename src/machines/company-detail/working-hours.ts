import { dateTimeFormat } from '@core/time/intl';
/**
 * The company's Open now / Closed now rule (spec, accounts §4): by today's working hours, 'CLOSED' means
 * closed, '24/7' means open, otherwise a range 'HH:MM - HH:MM' applies, including ranges that cross
 * midnight, with the end exclusive. A day missing from the list counts as closed (contract: WorkingHours).
 *
 * Decisions where the spec is open:
 * - Whose clock: the company's. Every partner is in Egypt, so the rule reads the time in Africa/Cairo; a
 *   traveller abroad asking "can I call them now?" gets the answer for Cairo, not for their own time zone.
 * - Just after midnight, yesterday's overnight range still counts: a desk open "22:00 - 02:00" on Saturday
 *   is open at 01:00 on Sunday, even when Sunday itself says CLOSED. A visitor at 01:00 would find it open.
 * - A range that ends where it starts ('00:00 - 00:00') goes all the way round the clock: open all day.
 */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The time zone every partner company works in. */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

export interface WorkingDay {
  dayOfWeek: string;
  workingTime: string;
}

/** A moment on the company's clock: the weekday and the minutes since its midnight (0..1439). */
export interface CompanyClock {
  day: Weekday;
  minutes: number;
}

export type WorkingTime =
  | { kind: 'closed' }
  | { kind: 'allDay' }
  /** Minutes since midnight; `end` is exclusive and may be at or before `start` (the range crosses midnight). */
  | { kind: 'range'; start: number; end: number };

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MINUTES = 24 * 60;

/** Reads one day's `workingTime`; anything unreadable counts as closed rather than inventing hours. */
export function parseWorkingTime(text: string | null | undefined): WorkingTime {
  const value = (text ?? '').trim();
  if (value.toUpperCase() === '24/7') return { kind: 'allDay' };
  const match = RANGE.exec(value);
  if (!match) return { kind: 'closed' };
  const [, startHour, startMinute, endHour, endMinute] = match.map(Number) as [number, number, number, number, number];
  return { kind: 'range', start: startHour * 60 + startMinute, end: endHour * 60 + endMinute };
}

/** The `workingTime` listed for a day, or null when the day is missing. */
export function hoursOn(hours: readonly WorkingDay[], day: Weekday): string | null {
  return hours.find((entry) => entry.dayOfWeek.toLowerCase() === day.toLowerCase())?.workingTime ?? null;
}

const crossesMidnight = (time: WorkingTime): boolean => time.kind === 'range' && time.end <= time.start;

/** Whether a day's own hours cover `minutes` of that same day. */
function coversOwnDay(time: WorkingTime, minutes: number): boolean {
  if (time.kind === 'closed') return false;
  if (time.kind === 'allDay') return true;
  if (crossesMidnight(time)) return minutes >= time.start; // the part before midnight; the rest belongs to tomorrow
  return minutes >= time.start && minutes < time.end;
}

/** Whether a day's range that crossed midnight is still running at `minutes` of the next day. */
function spillsInto(time: WorkingTime, minutes: number): boolean {
  return time.kind === 'range' && crossesMidnight(time) && minutes < time.end;
}

/** The day before `day`. */
export function previousDay(day: Weekday): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + WEEKDAYS.length - 1) % WEEKDAYS.length] as Weekday;
}

/** The Open now rule (spec, accounts §4) at a moment on the company's clock. */
export function isOpenAt(hours: readonly WorkingDay[], clock: CompanyClock): boolean {
  const minutes = ((Math.trunc(clock.minutes) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const today = parseWorkingTime(hoursOn(hours, clock.day));
  if (coversOwnDay(today, minutes)) return true;
  const yesterday = parseWorkingTime(hoursOn(hours, previousDay(clock.day)));
  return spillsInto(yesterday, minutes);
}

const CLOCK_FORMAT: Intl.DateTimeFormatOptions = {
  timeZone: COMPANY_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * The company's clock (Cairo time) at an instant. Through the kept formatters (D202): a company page the
 * server rendered reads its clock back from the server's table instead of waking ICU while it hydrates.
 */
export function companyClock(at: Date | number): CompanyClock {
  const parts = dateTimeFormat('en-US', CLOCK_FORMAT).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = WEEKDAYS.find((name) => name === part('weekday')) ?? 'Sunday';
  const hour = Number(part('hour')) % 24;
  return { day, minutes: hour * 60 + Number(part('minute')) };
}

/** Open now, for the company's hours at an instant. */
export function isOpenNow(hours: readonly WorkingDay[], at: Date | number): boolean {
  return isOpenAt(hours, companyClock(at));
}

/** The week for the Working Hours dialog, Sunday first (the Egyptian working week), a missing day as CLOSED. */
export function weekOf(hours: readonly WorkingDay[]): { day: Weekday; time: WorkingTime; text: string }[] {
  return WEEKDAYS.map((day) => {
    const text = hoursOn(hours, day);
    return { day, time: parseWorkingTime(text), text: text ?? 'CLOSED' };
  });
}
