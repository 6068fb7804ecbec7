/**
 * Interaction records and content-based recommendations (issue 3, AI; accounts §3 interaction record,
 * §7 calls, §9 score; DECISIONS #20). How it works, for developers and curious users:
 * docs/recommendations.md. Keep the two in step.
 */
import type { Db, Queryable } from '../platform';
import { mapTour, offeredTourCondition, tourSelect, type Language, type Tour, type TourRow, eventColumns, mapEvent, type Event, type EventRow } from '../catalogue';

/** At most this many interaction records are kept per user: the highest, then the newest. */
export const MAX_INTERACTIONS_PER_USER = 200;

export type InteractionType = 'travel' | 'event';

export interface InteractionInput {
  id: string;
  type: InteractionType;
  total: number;
}

export type StoreInteractionsResult = { ok: true; stored: boolean } | { ok: false; reason: 'forbidden' };

const ITEM_ID = /^[1-9]\d{0,8}$/;

/**
 * Stores a user's interaction records: each replaces the stored one for the same item (upsert), records
 * for items that do not exist are ignored, and only the MAX_INTERACTIONS_PER_USER highest (then newest)
 * are kept (`keep`). `actorId` is the token's user: writing another user's records is forbidden. `stored` is
 * true when at least one record was stored.
 */
export async function storeInteractions(
  db: Db,
  request: {
    actorId: string;
    userId: string;
    items: readonly InteractionInput[];
    now: Date;
    /** How many records to keep per user (MAX_INTERACTIONS_PER_USER unless told; tests use fewer). */
    keep?: number;
  },
): Promise<StoreInteractionsResult> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  // One record per item: the last one sent wins, as it does in the browser's own list.
  const byItem = new Map<string, InteractionInput>();
  for (const item of request.items) {
    const id = item.id.trim();
    if (ITEM_ID.test(id)) byItem.set(`${item.type}:${id}`, { id, type: item.type, total: Math.max(0, Math.round(item.total)) });
  }
  const keep = request.keep ?? MAX_INTERACTIONS_PER_USER;
  const items = [...byItem.values()].sort((a, b) => b.total - a.total).slice(0, keep);
  if (items.length === 0) return { ok: true, stored: false };

  const stored = await db.transaction(async (tx) => {
    const rows = await tx.query<{ item_id: string }>(
      `insert into interactions (user_id, item_type, item_id, total, updated_at)
       select $1, x.item_type, x.item_id, x.total, $5
       from unnest($2::text[], $3::text[], $4::int[]) as x(item_type, item_id, total)
       where (x.item_type = 'travel' and exists (select 1 from tours t where t.id = x.item_id::int))
          or (x.item_type = 'event' and exists (select 1 from events e where e.id = x.item_id::int))
       on conflict (user_id, item_type, item_id) do update set total = excluded.total, updated_at = excluded.updated_at
       returning item_id`,
      [request.userId, items.map((item) => item.type), items.map((item) => item.id), items.map((item) => item.total), request.now],
    );
    await tx.query(
      `delete from interactions i
       where i.user_id = $1 and (i.item_type, i.item_id) not in (
         select k.item_type, k.item_id from interactions k where k.user_id = $1
         order by k.total desc, k.updated_at desc, k.item_type, k.item_id limit $2)`,
      [request.userId, keep],
    );
    return rows.length > 0;
  });
  return { ok: true, stored };
}

export interface RecommendRequest {
  /** The token's user; reading another user's recommendations is forbidden. */
  actorId: string;
  userId: string;
  /** How many items to answer (the client sends 5). */
  count: number;
  /** How many of the user's highest interactions to base them on (the client sends 2). */
  basedOn: number;
  language: Language;
  now: Date;
}

export type RecommendResult<T> = { ok: true; items: T[] } | { ok: false; reason: 'forbidden' };

/**
 * Where the candidate sets are kept between requests (issue 19, item 1; D345): the server's catalogue
 * cache, which forgets them when the catalogue changes, or when one of `tables` (other tables they read) is
 * written. What is kept is the same for every user: the tours and events on offer with their features, the
 * catalogue's word frequencies and the popularity order; each user's seeds, exclusions and text ranking
 * are read per request. Without a store each request computes everything itself.
 */
export interface CandidateStore {
  derived<T>(key: string, clock: number, tables: readonly string[], compute: () => Promise<T>): Promise<T>;
}

const computeEachTime: CandidateStore = { derived: (_key, _clock, _tables, compute) => compute() };

/** Score weights (docs/recommendations.md). */
export const WEIGHTS = {
  category: 3,
  destination: 2.5,
  tag: 1,
  maxTags: 3,
  priceBand: 1,
  text: 2,
  eventCategory: 3,
  eventType: 2,
  eventPlace: 2,
} as const;

/** A candidate's price is "in the band" of a liked tour's when within ±40% of it. */
export const PRICE_BAND = 0.4;

/** Words in more than this share of the catalogue say little about a tour (tour, day, egypt…). */
const COMMON_WORD_SHARE = 0.2;
const MAX_SIMILARITY_WORDS = 40;

interface Seed {
  id: number;
  /** The interaction's total relative to the highest one: 1 for the strongest. */
  weight: number;
}

/** The user's `limit` highest interactions of one type, on items that still exist. */
async function seedsOf(db: Queryable, userId: string, type: InteractionType, limit: number): Promise<Seed[]> {
  const table = type === 'travel' ? 'tours' : 'events';
  const rows = await db.query<{ id: number; total: number }>(
    `select x.id, i.total from interactions i join ${table} x on x.id::text = i.item_id
     where i.user_id = $1 and i.item_type = $2 and i.total > 0
     order by i.total desc, i.updated_at desc, x.id limit $3`,
    [userId, type, limit],
  );
  const highest = Math.max(1, ...rows.map((row) => row.total));
  return rows.map((row) => ({ id: row.id, weight: row.total / highest }));
}

/** Every item of a type the user has an interaction record for: never recommended back. */
async function interactedIds(db: Queryable, userId: string, type: InteractionType): Promise<number[]> {
  const rows = await db.query<{ item_id: string }>('select item_id from interactions where user_id = $1 and item_type = $2', [userId, type]);
  return rows.map((row) => Number(row.item_id)).filter((id) => Number.isInteger(id));
}

/** How many rows of a table each English word of its titles and descriptions is in, and the table's rows. */
interface WordFrequencies {
  rows: number;
  documents: Map<string, number>;
}

const titleColumn = { tours: 'title_en', events: 'name_en' } as const;

function wordFrequencies(db: Queryable, store: CandidateStore, table: 'tours' | 'events', now: Date): Promise<WordFrequencies> {
  const title = titleColumn[table];
  return store.derived(`recommend:${table}:words`, now.getTime(), [], async () => {
    const words = await db.query<{ word: string; ndoc: number }>(
      `select word, ndoc from ts_stat('select to_tsvector(''english''::regconfig, ${title} || '' '' || description_en) from ${table}')`,
    );
    const count = await db.one<{ n: number }>(`select count(*)::int as n from ${table}`);
    return { rows: count?.n ?? 0, documents: new Map(words.map((row) => [row.word, Number(row.ndoc)])) };
  });
}

/**
 * An OR tsquery of the distinctive English words of the seed items' titles and descriptions (words in
 * at most COMMON_WORD_SHARE of the table's rows), or null when there are none. Lexemes are plain
 * [a-z0-9] words, quoted, so the query text is always well formed.
 */
async function similarityQuery(db: Queryable, store: CandidateStore, table: 'tours' | 'events', ids: number[], now: Date): Promise<string | null> {
  if (ids.length === 0) return null;
  const frequencies = await wordFrequencies(db, store, table, now);
  const seedWords = await db.query<{ word: string }>(
    `select distinct w.word from ${table} s,
       unnest(tsvector_to_array(to_tsvector('english'::regconfig, s.${titleColumn[table]} || ' ' || s.description_en))) as w(word)
     where s.id = any($1::int[])`,
    [ids],
  );
  const most = Math.max(2, frequencies.rows * COMMON_WORD_SHARE);
  const words = seedWords
    .map((row) => ({ word: row.word, documents: frequencies.documents.get(row.word) }))
    .filter((entry): entry is { word: string; documents: number } => entry.documents !== undefined && entry.documents <= most && entry.word.length >= 3)
    .sort((a, b) => a.documents - b.documents || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, MAX_SIMILARITY_WORDS)
    .map((entry) => entry.word)
    .filter((word) => /^[a-z0-9]+$/.test(word));
  return words.length === 0 ? null : words.map((word) => `'${word}'`).join(' | ');
}

/** How well each row of `table` that matches `query` matches it (ts_rank); a row missing matched nothing. */
async function textRanks(db: Queryable, table: 'tours' | 'events', query: string | null): Promise<Map<number, number>> {
  if (query === null) return new Map();
  const rows = await db.query<{ id: number; text_rank: number }>(
    `select id, ts_rank(search_doc, $1::tsquery)::real as text_rank from ${table} where search_doc @@ $1::tsquery`,
    [query],
  );
  return new Map(rows.map((row) => [row.id, Number(row.text_rank)]));
}

interface TourFeatures {
  id: number;
  category_id: number | null;
  city_key: string;
  tag_keys: string[];
  price: number;
}

/** What the score and its tie-breaks read of a tour on offer. */
interface CandidateTour extends TourFeatures {
  rating: number | null;
  start_date: Date | null;
}

/** The tours on offer with seats left, with what the score reads: the same for every user and language. */
function offeredTours(db: Queryable, store: CandidateStore, now: Date): Promise<CandidateTour[]> {
  return store.derived('recommend:tours', now.getTime(), [], () =>
    db.query<CandidateTour>(
      `select t.id, t.category_id, t.destination_city_en as city_key, t.tags_en as tag_keys, t.price, t.rating, t.start_date
       from tours t where ${offeredTourCondition('$1')} and t.available_seats > 0`,
      [now],
    ),
  );
}

/** The tours with these ids, in this order, as the catalogue shows them now. */
async function toursInOrder(db: Queryable, ids: number[], l: Language, now: Date): Promise<Tour[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<TourRow>(`${tourSelect(l)} where t.id = any($1::int[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [mapTour(row, l, now)] : [];
  });
}

const lower = (values: readonly string[] | null) => (values ?? []).map((value) => value.trim().toLowerCase()).filter(Boolean);

/** How related a candidate tour is to the liked ones (docs/recommendations.md, "Travels"). */
export function scoreTour(
  candidate: Pick<TourFeatures, 'category_id' | 'city_key' | 'tag_keys' | 'price'>,
  seeds: ReadonlyArray<TourFeatures & { weight: number }>,
  textShare: number,
): number {
  let score = WEIGHTS.text * textShare;
  const candidateTags = new Set(lower(candidate.tag_keys));
  for (const seed of seeds) {
    let points = 0;
    if (seed.category_id !== null && seed.category_id === candidate.category_id) points += WEIGHTS.category;
    if (seed.city_key !== '' && seed.city_key.toLowerCase() === candidate.city_key.toLowerCase()) points += WEIGHTS.destination;
    const shared = lower(seed.tag_keys).filter((tag) => candidateTags.has(tag)).length;
    points += WEIGHTS.tag * Math.min(WEIGHTS.maxTags, shared);
    if (Math.abs(candidate.price - seed.price) <= PRICE_BAND * seed.price) points += WEIGHTS.priceBand;
    score += seed.weight * points;
  }
  return score;
}

/**
 * Tours for the user: content-based on their `basedOn` highest travel interactions, each candidate
 * scored by shared category, destination, tags, price band and text similarity; tours already
 * interacted with, departed or sold out are never offered. Popular tours fill the rest (all of it on a
 * cold start).
 */
export async function recommendTravels(db: Queryable, request: RecommendRequest, store = computeEachTime): Promise<RecommendResult<Tour>> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  const { language: l, now, count } = request;
  const seeds = await seedsOf(db, request.userId, 'travel', request.basedOn);
  const excluded = await interactedIds(db, request.userId, 'travel');
  const chosen: number[] = [];

  if (seeds.length > 0) {
    const features = await db.query<TourFeatures>(
      `select id, category_id, destination_city_en as city_key, tags_en as tag_keys, price from tours where id = any($1::int[])`,
      [seeds.map((seed) => seed.id)],
    );
    const weighted = features.map((feature) => ({ ...feature, weight: seeds.find((seed) => seed.id === feature.id)?.weight ?? 1 }));
    const ranks = await textRanks(db, 'tours', await similarityQuery(db, store, 'tours', seeds.map((seed) => seed.id), now));
    const left = new Set(excluded);
    const candidates = (await offeredTours(db, store, now)).filter((candidate) => !left.has(candidate.id));
    const rankOf = (candidate: CandidateTour) => ranks.get(candidate.id) ?? 0;
    const topRank = Math.max(0, ...candidates.map(rankOf));
    const scored = candidates
      .map((candidate) => ({ candidate, score: scoreTour(candidate, weighted, topRank > 0 ? rankOf(candidate) / topRank : 0) }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          (b.candidate.rating ?? 0) - (a.candidate.rating ?? 0) ||
          startTime(a.candidate) - startTime(b.candidate) ||
          a.candidate.id - b.candidate.id,
      );
    chosen.push(...scored.slice(0, count).map((entry) => entry.candidate.id));
  }
  if (chosen.length < count) {
    const taken = new Set([...excluded, ...chosen]);
    chosen.push(...(await popularTours(db, store, now)).filter((id) => !taken.has(id)).slice(0, count - chosen.length));
  }
  return { ok: true, items: await toursInOrder(db, chosen, l, now) };
}

const startTime = (row: { start_date: Date | null }) => (row.start_date === null ? Number.MAX_SAFE_INTEGER : new Date(row.start_date).getTime());

/**
 * The ids of every tour on offer with seats left, the most popular first: highest rated and most
 * favourited (rating plus 0.2 per favourite, at most 2), then the soonest departure. The same for every
 * user; it changes with the catalogue and with favourites.
 */
async function popularTours(db: Queryable, store: CandidateStore, now: Date): Promise<number[]> {
  return store.derived('recommend:tours:popular', now.getTime(), ['favourites'], async () => {
    const rows = await db.query<{ id: number }>(
      `select t.id from tours t
       left join (select tour_id, count(*)::int as n from favourites group by tour_id) fav on fav.tour_id = t.id
       where ${offeredTourCondition('$1')} and t.available_seats > 0
       order by coalesce(t.rating, 0) + least(coalesce(fav.n, 0), 10) * 0.2 desc, t.start_date asc nulls last, t.id`,
      [now],
    );
    return rows.map((row) => row.id);
  });
}

interface EventFeatures {
  id: number;
  category_key: string;
  type_key: string;
  location_key: string;
}

/** What the score and its tie-break read of an event to come. */
interface CandidateEvent extends EventFeatures {
  starts_at: Date;
}

/** The events still to come, with what the score reads: the same for every user and language. */
function upcomingEvents(db: Queryable, store: CandidateStore, now: Date): Promise<CandidateEvent[]> {
  return store.derived('recommend:events', now.getTime(), [], () =>
    db.query<CandidateEvent>(
      `select e.id, e.category_en as category_key, e.type_en as type_key, e.location_en as location_key, e.starts_at
       from events e where e.starts_at >= $1::timestamptz`,
      [now],
    ),
  );
}

/** The events with these ids, in this order. */
async function eventsInOrder(db: Queryable, ids: number[], l: Language): Promise<Event[]> {
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
 * Events for the user: content-based on their `basedOn` highest event interactions (shared category,
 * type, place and text), and on the destinations of their highest travel interactions (an event in a
 * city they want to visit); events already interacted with or already started are never offered.
 * Popular upcoming events fill the rest (all of it on a cold start).
 */
export async function recommendEvents(db: Queryable, request: RecommendRequest, store = computeEachTime): Promise<RecommendResult<Event>> {
  if (request.actorId !== request.userId) return { ok: false, reason: 'forbidden' };
  const { language: l, now, count } = request;
  const seeds = await seedsOf(db, request.userId, 'event', request.basedOn);
  const travelSeeds = await seedsOf(db, request.userId, 'travel', request.basedOn);
  const excluded = await interactedIds(db, request.userId, 'event');
  const chosen: number[] = [];

  if (seeds.length > 0 || travelSeeds.length > 0) {
    const features = await db.query<EventFeatures>(
      `select id, category_en as category_key, type_en as type_key, location_en as location_key from events where id = any($1::int[])`,
      [seeds.map((seed) => seed.id)],
    );
    const weighted = features.map((feature) => ({ ...feature, weight: seeds.find((seed) => seed.id === feature.id)?.weight ?? 1 }));
    const cities = await db.query<{ id: number; city: string }>('select id, destination_city_en as city from tours where id = any($1::int[])', [
      travelSeeds.map((seed) => seed.id),
    ]);
    const places = cities
      .filter((row) => row.city.trim() !== '')
      .map((row) => ({ place: row.city.trim().toLowerCase(), weight: travelSeeds.find((seed) => seed.id === row.id)?.weight ?? 1 }));
    const ranks = await textRanks(db, 'events', await similarityQuery(db, store, 'events', seeds.map((seed) => seed.id), now));
    const left = new Set(excluded);
    const candidates = (await upcomingEvents(db, store, now)).filter((candidate) => !left.has(candidate.id));
    const rankOf = (candidate: CandidateEvent) => ranks.get(candidate.id) ?? 0;
    const topRank = Math.max(0, ...candidates.map(rankOf));
    const scored = candidates
      .map((candidate) => ({ candidate, score: scoreEvent(candidate, weighted, places, topRank > 0 ? rankOf(candidate) / topRank : 0) }))
      .filter((entry) => entry.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          new Date(a.candidate.starts_at).getTime() - new Date(b.candidate.starts_at).getTime() ||
          a.candidate.id - b.candidate.id,
      );
    chosen.push(...scored.slice(0, count).map((entry) => entry.candidate.id));
  }
  if (chosen.length < count) {
    const taken = new Set([...excluded, ...chosen]);
    chosen.push(...(await popularEvents(db, store, now)).filter((id) => !taken.has(id)).slice(0, count - chosen.length));
  }
  return { ok: true, items: await eventsInOrder(db, chosen, l) };
}

/**
 * The ids of every upcoming event, the most popular first: the most interest from all users (sum of
 * interaction totals), then the soonest. The same for every user; it changes with the events and with
 * interactions.
 */
async function popularEvents(db: Queryable, store: CandidateStore, now: Date): Promise<number[]> {
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
