/**
 * Events (accounts §3 Event, S8): every event carries both `name` and `title` (the
 * same text) and both `date` (ISO 8601) and `dates` (the same moment as words containing ' at ', which
 * the carousel cuts at), in the request's language and in Egypt's time.
 */
import type { components } from '@core/contract/schema';
import { type Queryable, isRowId, CAIRO_TIME_ZONE } from '../platform';
import type { Language } from './catalogue';

export type Event = components['schemas']['Event'];

/** What the event queries select (see eventColumns). */
export interface EventRow {
  id: number;
  name: string;
  description: string;
  travel_tips: string;
  location: string;
  category: string;
  type: string;
  starts_at: Date;
  image_url: string | null;
  link: string | null;
  map_link: string | null;
}

/** The columns of `events e` an Event needs, in language `l` (one of two literals, never user text). */
export function eventColumns(l: Language): string {
  return `e.id, e.name_${l} as name, e.description_${l} as description, e.travel_tips_${l} as travel_tips,
    e.location_${l} as location, e.category_${l} as category, e.type_${l} as type, e.starts_at, e.image_url,
    e.link, e.map_link`;
}

/** Events happen in Egypt: their time of day is Cairo's. */
const EVENT_TIME_ZONE = CAIRO_TIME_ZONE;

const DATE_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' }),
  // Arabic month names with the digits Egypt's printed schedules use (0-9).
  ar: new Intl.DateTimeFormat('ar-EG-u-nu-latn', { timeZone: EVENT_TIME_ZONE, month: 'long', day: 'numeric', year: 'numeric' }),
};
const TIME_FORMAT: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }),
  ar: new Intl.DateTimeFormat('ar-EG-u-nu-latn', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }),
};

/**
 * `dates`: 'March 14, 2027 at 7:00 PM' in English, '14 مارس 2027 at 7:00 م' in Arabic. ' at ' is the
 * contract's separator in both languages (the client shows the part before it), so the part a reader
 * sees is wholly in their language.
 */
export function eventDateText(moment: Date, l: Language): string {
  const plain = (value: string) => value.replace(/[\u202F\u00A0]/g, ' ');
  return `${plain(DATE_FORMAT[l].format(moment))} at ${plain(TIME_FORMAT[l].format(moment))}`;
}

const orNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

export function mapEvent(row: EventRow, l: Language): Event {
  const moment = new Date(row.starts_at);
  return {
    id: row.id,
    name: row.name,
    title: row.name,
    date: moment.toISOString(),
    dates: eventDateText(moment, l),
    description: row.description,
    image: row.image_url,
    travelTips: orNull(row.travel_tips),
    location: row.location,
    category: row.category,
    type: row.type,
    link: orNull(row.link),
    map_Link: orNull(row.map_link),
  };
}

/** Events that have not started yet, soonest first. */
export async function listEvents(db: Queryable, language: Language, now: Date): Promise<Event[]> {
  const rows = await db.query<EventRow>(
    `select ${eventColumns(language)} from events e where e.starts_at >= $1::timestamptz order by e.starts_at, e.id`,
    [now],
  );
  return rows.map((row) => mapEvent(row, language));
}

/** One event by id (also one that has already happened: an old link still works), or null. */
export async function getEvent(db: Queryable, id: number, language: Language): Promise<Event | null> {
  if (!isRowId(id)) return null;
  const row = await db.one<EventRow>(`select ${eventColumns(language)} from events e where e.id = $1`, [id]);
  return row ? mapEvent(row, language) : null;
}
