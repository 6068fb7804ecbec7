import type { components } from '@core/contract/schema';
import { numberLocale } from '@core/text/price';
import { dateTimeFormat } from '@core/time/intl';

type EventFields = Partial<Pick<components['schemas']['Event'], 'name' | 'title' | 'date' | 'dates'>>;

/** S8: an event's name, preferring `name` over `title`; null when it has neither. */
export function eventName(event: EventFields): string | null {
  return event.name?.trim() || event.title?.trim() || null;
}

/**
 * When an event takes place, preferring `date` over `dates` (S8), in the UI language. Events
 * happen in Egypt, so the time is Cairo's: a traveller abroad plans by the local time, and the server's
 * `dates` text says the same. Null when neither can be shown.
 */
export function eventWhen(event: EventFields, language: string): string | null {
  const date = event.date ? new Date(event.date) : null;
  if (date && !Number.isNaN(date.getTime())) {
    return dateTimeFormat(numberLocale(language), {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Africa/Cairo',
    }).format(date);
  }
  return event.dates?.trim() || null;
}

/** The start of a description for a card: whole words, about `max` characters, with an ellipsis when cut. */
export function excerpt(text: string | null | undefined, max = 140): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
