import { formatTourDateTime, formatTourTime } from '@core/time/tour-time';

/**
 * A booking's dates (spec, booking §9: day, abbreviated month, year and time), in the one wording every surface
 * gives a tour's date and time: Cairo's clock, 24-hour like the Tour Plan ("Fri, 4 Dec 2026, 14:35";
 * "الجمعة، 4 ديسمبر 2026، 14:35"), D250. Null when the date cannot be read.
 */
export function formatBookingDate(iso: string | null | undefined, language: string): string | null {
  return formatTourDateTime(iso, language);
}

/** The time a seat hold lapses, on the same clock ("14:50"); null when unreadable. */
export function formatHoldTime(iso: string | null | undefined, language: string): string | null {
  return formatTourTime(iso, language);
}
