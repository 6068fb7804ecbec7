/**
 * A tour's date and time as every surface writes it: the cards, the tour page, the booking
 * form, My Bookings, the booking page, the mails and voucher, and the assistant's replies. One format per
 * language, on Cairo's clock (the tours run in Egypt: a traveller abroad must not read a departure an hour or
 * a day off), 24-hour like the Tour Plan's times, so a departure reads "04:30" on the card and in the plan:
 * "Fri, 4 Dec 2026, 04:30" and "الجمعة، 4 ديسمبر 2026، 04:30", Western digits in both (D250).
 * The browser and the server import it; it goes through the kept formatters of intl.ts, so a page the
 * server rendered hydrates with the server's very strings.
 */
import { dateTimeFormat } from './intl';
import { isArabic } from '../text/language';

export const TOUR_TIME_ZONE = 'Africa/Cairo';

/** The locale the app formats a language in: Arabic with Western digits, else British English (day month year). */
export function formatLocale(language: string | null | undefined): string {
  return isArabic(language) ? 'ar-EG-u-nu-latn' : 'en-GB';
}

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: TOUR_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23', // not hour12: false, which some ICU versions read as "24:30" after midnight
};

const TIME: Intl.DateTimeFormatOptions = { timeZone: TOUR_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function instantOf(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date and time on Cairo's clock in the reader's language; null when missing or unreadable. */
export function formatTourDateTime(value: Date | string | null | undefined, language: string | null | undefined): string | null {
  const instant = instantOf(value);
  return instant ? dateTimeFormat(formatLocale(language), DATE_TIME).format(instant) : null;
}

/** Only the time, on Cairo's clock, 24-hour ("14:50"): a seat hold's lapse beside a date already shown. */
export function formatTourTime(value: Date | string | null | undefined, language: string | null | undefined): string | null {
  const instant = instantOf(value);
  return instant ? dateTimeFormat(formatLocale(language), TIME).format(instant) : null;
}
