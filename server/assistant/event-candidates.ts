/** The events a recommendation may offer: what the score reads of them, the score, the popular order (docs/recommendations.md, "Events"). */
import type { Queryable } from '../platform';
import { eventColumns, mapEvent, type Event, type EventRow, type Language } from '../catalogue';
import { type CandidateStore, WEIGHTS } from './recommendation-seeds';

export interface EventFeatures {
  id: number;
  category_key: string;
  type_key: string;
  location_key: string;
}

/** What the score and its tie-break read of an event to come. */
export interface CandidateEvent extends EventFeatures {
  starts_at: Date;
}

/** The events still to come, with what the score reads: the same for every user and language. */
export function upcomingEvents(db: Queryable, store: CandidateStore, now: Date): Promise<CandidateEvent[]> {
  return store.derived('recommend:events', now.getTime(), [], () =>
    db.query<CandidateEvent>(
      `select e.id, e.category_en as category_key, e.type_en as type_key, e.location_en as location_key, e.starts_at
       from events e where e.starts_at >= $1::timestamptz`,
      [now],
    ),
  );
}

/** The events with these ids, in this order. */
export async function eventsInOrder(db: Queryable, ids: number[], l: Language): Promise<Event[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<EventRow>(`select ${eventColumns(l)} from events e where e.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [mapEvent(row, l)] : [];
  });
}

/** The places of a location ('Venue, City, Egypt'), lower case, without the country. */
export function placesOf(location: string): string[] {
  return location
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '' && part !== 'egypt');
}

/** How related a candidate event is to the liked ones and places (docs/recommendations.md, "Events"). */
export function scoreEvent(
  candidate: Pick<EventFeatures, 'category_key' | 'type_key' | 'location_key'>,
  seeds: ReadonlyArray<EventFeatures & { weight: number }>,
  places: ReadonlyArray<{ place: string; weight: number }>,
  textShare: number,
): number {
  let score = WEIGHTS.text * textShare;
  const candidatePlaces = new Set(placesOf(candidate.location_key));
  const same = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();
  for (const seed of seeds) {
    let points = 0;
    if (same(seed.category_key, candidate.category_key)) points += WEIGHTS.eventCategory;
    if (same(seed.type_key, candidate.type_key)) points += WEIGHTS.eventType;
    if (placesOf(seed.location_key).some((place) => candidatePlaces.has(place))) points += WEIGHTS.eventPlace;
    score += seed.weight * points;
  }
  for (const { place, weight } of places) if (candidatePlaces.has(place)) score += weight * WEIGHTS.eventPlace;
  return score;
}

/**
 * The ids of every upcoming event, the most popular first: the most interest from all users (sum of
 * interaction totals), then the soonest. The same for every user; it changes with the events and with
 * interactions.
 */
export async function popularEvents(db: Queryable, store: CandidateStore, now: Date): Promise<number[]> {
  return store.derived('recommend:events:popular', now.getTime(), ['interactions'], async () => {
    const rows = await db.query<{ id: number }>(
      `select e.id from events e
       left join (select item_id, sum(total)::int as interest from interactions where item_type = 'event' group by item_id) i
         on i.item_id = e.id::text
       where e.starts_at >= $1::timestamptz
       order by coalesce(i.interest, 0) desc, e.starts_at, e.id`,
      [now],
    );
    return rows.map((row) => row.id);
  });
}
