/**
 * Retrieval over the live catalogue with the API's own building blocks: tourSelect / mapTour and the
 * offered-tour rule of catalogue.ts, eventColumns / mapEvent of events.ts, and the full-text textQuery
 * of search.ts (the one /api/Search uses). Tours already departed or sold out are never suggested;
 * events already started neither. SQL is parameterised: user text only reaches it through textQuery's
 * parameters, and places, categories and amounts come from our vocabulary.
 */
import type { Queryable } from '../platform';
import { mapTour, offeredTourCondition, tourSelect, type Language, type Tour, type TourRow, eventColumns, mapEvent, type Event, type EventRow, textQuery } from '../catalogue';
import type { DateRange } from './dates';
import type { Days } from './details';
import { DESTINATIONS, TOPICS, type CategorySlug, type DestinationKey } from './vocabulary';

export interface Filters {
  destinations: DestinationKey[];
  categories: CategorySlug[];
  topics: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** "Cheaper ones?": below the dearest tour shown last time (strictly). */
  cheaperThan?: number | undefined;
  dates?: DateRange | undefined;
  /** How long the trip may last, in days (its itinerary's days). */
  days?: Days | undefined;
  /** Seats the party needs. */
  seats?: number | undefined;
  /** Only these tours ("the second one"). */
  ids?: number[] | undefined;
  /** Tours with no seat left instead of those with seats (to say that what was asked is fully booked). */
  soldOut?: boolean | undefined;
  /** soonest departure first (default), cheapest first, or in the order of `ids` (search's ranking). */
  sort: 'soonest' | 'price' | 'given';
  offset: number;
}

export const SUGGESTIONS = 3;

export interface Found<T> {
  items: T[];
  total: number;
}

function topicQueries(topics: readonly string[], kind: 'tour' | 'event', firstParameter: number) {
  const params: string[] = [];
  const sql: string[] = [];
  for (const key of topics) {
    const topic = TOPICS[key];
    if (!topic || (topic.kind !== kind && topic.kind !== 'both')) continue;
    const query = textQuery(topic.query, firstParameter + params.length);
    if (!query) continue;
    params.push(...query.params);
    sql.push(`(${query.sql})`);
  }
  return { params, sql };
}

/** Up to three tours on offer with seats left that match the filters, and how many match in all. */
export async function findTours(db: Queryable, filters: Filters, l: Language, now: Date): Promise<Found<Tour>> {
  const params: unknown[] = [now];
  const where = [offeredTourCondition('$1'), filters.soldOut ? 't.available_seats = 0' : 't.available_seats > 0'];
  const cities = [...new Set(filters.destinations.flatMap((key) => DESTINATIONS[key].cities))];
  if (cities.length > 0) {
    params.push(cities);
    where.push(`t.destination_city_en = any($${params.length}::text[])`);
  }
  if (filters.categories.length > 0) {
    params.push(filters.categories);
    where.push(`t.category_id in (select id from categories where slug = any($${params.length}::text[]))`);
  }
  if (filters.maxPrice !== undefined) {
    params.push(filters.maxPrice);
    where.push(`t.price <= $${params.length}`);
  }
  if (filters.cheaperThan !== undefined) {
    params.push(filters.cheaperThan);
    where.push(`t.price < $${params.length}`);
  }
  if (filters.minPrice !== undefined) {
    params.push(filters.minPrice);
    where.push(`t.price >= $${params.length}`);
  }
  if (filters.dates) {
    params.push(filters.dates.from, filters.dates.to);
    where.push(`t.start_date >= $${params.length - 1}::timestamptz and t.start_date < $${params.length}::timestamptz`);
  }
  if (filters.days?.min !== undefined) {
    params.push(filters.days.min);
    where.push(`greatest(jsonb_array_length(t.itineraries), 1) >= $${params.length}`);
  }
  if (filters.days?.max !== undefined) {
    params.push(filters.days.max);
    where.push(`greatest(jsonb_array_length(t.itineraries), 1) <= $${params.length}`);
  }
  if (filters.seats !== undefined && !filters.soldOut) {
    params.push(filters.seats);
    where.push(`t.available_seats >= $${params.length}`);
  }
  let given = '';
  if (filters.ids !== undefined) {
    params.push(filters.ids);
    where.push(`t.id = any($${params.length}::int[])`);
    given = `array_position($${params.length}::int[], t.id), `;
  }
  const topics = topicQueries(filters.topics, 'tour', params.length + 1);
  let rank = '';
  if (topics.sql.length > 0) {
    params.push(...topics.params);
    // Every subject named must match ("film festivals" are films and festivals).
    const any = topics.sql.join(' && ');
    where.push(`t.search_doc @@ (${any})`);
    // Ranked as /api/Search ranks: the tours whose names (title, city, tags) say it first.
    rank = `ts_rank(t.search_names, (${any})) desc, ts_rank(t.search_doc, (${any})) desc, `;
  }
  const filter = where.join(' and ');
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from tours t where ${filter}`, params);
  const total = counted?.total ?? 0;
  if (total === 0) return { items: [], total };
  const order =
    filters.sort === 'price' ? 't.price asc, t.start_date asc, t.id' : filters.sort === 'given' && given ? `${given}t.id` : `${rank}t.start_date asc nulls last, t.id`;
  const rows = await db.query<TourRow>(
    `${tourSelect(l)} where ${filter} order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, SUGGESTIONS, filters.offset],
  );
  return { items: rows.map((row) => mapTour(row, l, now)), total };
}

/** Up to three events not yet started that match the filters (place, subject, dates), soonest first. */
export async function findEvents(db: Queryable, filters: Filters, l: Language, now: Date): Promise<Found<Event>> {
  const params: unknown[] = [now];
  const where = ['e.starts_at >= $1::timestamptz'];
  const places = [...new Set(filters.destinations.flatMap((key) => DESTINATIONS[key].eventPlaces))];
  if (places.length > 0) {
    params.push(places.map((place) => `%${place}%`));
    where.push(`e.location_en ilike any($${params.length}::text[])`);
  }
  if (filters.dates) {
    params.push(filters.dates.from, filters.dates.to);
    where.push(`e.starts_at >= $${params.length - 1}::timestamptz and e.starts_at < $${params.length}::timestamptz`);
  }
  const topics = topicQueries(filters.topics, 'event', params.length + 1);
  if (topics.sql.length > 0) {
    params.push(...topics.params);
    where.push(`e.search_doc @@ (${topics.sql.join(' && ')})`);
  }
  const filter = where.join(' and ');
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from events e where ${filter}`, params);
  const total = counted?.total ?? 0;
  if (total === 0) return { items: [], total };
  const rows = await db.query<EventRow>(
    `select ${eventColumns(l)} from events e where ${filter} order by e.starts_at, e.id limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, SUGGESTIONS, filters.offset],
  );
  return { items: rows.map((row) => mapEvent(row, l)), total };
}
