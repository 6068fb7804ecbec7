/**
 * What both recommendations are made of (docs/recommendations.md): the request, where candidate sets are kept,
 * the score weights, the user's seeds (their highest interactions) and exclusions, and text similarity to the
 * seeds.
 */
import type { Queryable } from '../platform';
import type { Language } from '../catalogue';
import type { InteractionType } from './interactions';

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
 * Where the candidate sets are kept between requests (D345): the server's catalogue
 * cache, which forgets them when the catalogue changes, or when one of `tables` (other tables they read) is
 * written. What is kept is the same for every user: the tours and events on offer with their features, the
 * catalogue's word frequencies and the popularity order; each user's seeds, exclusions and text ranking
 * are read per request. Without a store each request computes everything itself.
 */
export interface CandidateStore {
  derived<T>(key: string, clock: number, tables: readonly string[], compute: () => Promise<T>): Promise<T>;
}

export const computeEachTime: CandidateStore = { derived: (_key, _clock, _tables, compute) => compute() };

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
export async function seedsOf(db: Queryable, userId: string, type: InteractionType, limit: number): Promise<Seed[]> {
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
export async function interactedIds(db: Queryable, userId: string, type: InteractionType): Promise<number[]> {
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
export async function similarityQuery(db: Queryable, store: CandidateStore, table: 'tours' | 'events', ids: number[], now: Date): Promise<string | null> {
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
export async function textRanks(db: Queryable, table: 'tours' | 'events', query: string | null): Promise<Map<number, number>> {
  if (query === null) return new Map();
  const rows = await db.query<{ id: number; text_rank: number }>(
    `select id, ts_rank(search_doc, $1::tsquery)::real as text_rank from ${table} where search_doc @@ $1::tsquery`,
    [query],
  );
  return new Map(rows.map((row) => [row.id, Number(row.text_rank)]));
}
