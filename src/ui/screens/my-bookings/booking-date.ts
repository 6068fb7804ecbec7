import { numberLocale } from '@/ui/kit/price/format-price';
import { dateTimeFormat } from '@/content/intl';

// Bookings are for tours in Egypt: dates and times read in Cairo's time, wherever the traveller is.
const CAIRO = 'Africa/Cairo';

function parse(iso: string | null | undefined): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * A booking's date (spec, booking §9): day, abbreviated month, year and 12-hour time with am/pm, in the
 * user's language ("2 Nov 2025, 2:35 pm"; "2 نوفمبر 2025، 2:35 م", whose short month is the month's
 * name). Null when the date cannot be read.
 */
export function formatBookingDate(iso: string | null | undefined, language: string): string | null {
  const date = parse(iso);
  if (!date) return null;
  return dateTimeFormat(numberLocale(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12', // not hour12: en-GB would read noon as "0:00 pm"
    timeZone: CAIRO,
  }).format(date);
}

/** The time a seat hold lapses, 12-hour with am/pm like the booking date ("2:50 pm"); null when unreadable. */
export function formatHoldTime(iso: string | null | undefined, language: string): string | null {
  const date = parse(iso);
  if (!date) return null;
  return dateTimeFormat(numberLocale(language), { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: CAIRO }).format(date);
}
