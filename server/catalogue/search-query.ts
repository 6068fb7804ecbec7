/**
 * What a person typed, made into the forgiving tsquery that the catalogue's, the companies' and the
 * search's reads share (the words, their corrections by the catalogue's vocabulary, the prefix terms).
 */
import type { Queryable } from '../platform';
import {
  chooseCorrections,
  exactWords,
  isArabicWord,
  querySlots,
  resolveSlots,
  wordsToCorrect,
  type Candidate,
  type Slot,
} from '@core/search/search-query';

/** The words of a query as the search reads them (normalised; phrases of the synonym table kept whole). */
export function searchTerms(raw: string): string[] {
  return querySlots(raw).map((slot) => slot.typed.join(' '));
}

/** A tsquery expression (SQL) with its parameters, numbered from `firstParameter`. */
export interface TextQuery {
  sql: string;
  params: string[];
}

/**
 * A forgiving text query: `sql` matches exact, prefix and corrected words; `exactSql` (over the same
 * parameters) only exact and prefix ones, for ranking those first. They are the same when nothing was
 * corrected.
 */
export interface ForgivingQuery extends TextQuery {
  exactSql: string;
}

/** The tsquery of slots: each word a prefix term in its language's configuration and in 'simple'. */
function slotsQuery(slots: readonly Slot[], firstParameter: number): ForgivingQuery | null {
  if (slots.length === 0) return null;
  const params: string[] = [];
  const numbers = new Map<string, string>();
  const parameter = (value: string) => {
    const known = numbers.get(value);
    if (known) return known;
    params.push(`${value}:*`);
    const number = `$${firstParameter + params.length - 1}`;
    numbers.set(value, number);
    return number;
  };
  // A word as typed is also stemmed (English or Arabic); the spellings the synonym table, the Arabic forms
  // and the corrections add are looked up as written, which keeps the query small.
  const typed = new Set(slots.flatMap((slot) => slot.typed));
  const wordQuery = (word: string) => {
    const p = parameter(word);
    const simple = `to_tsquery('simple'::regconfig, ${p})`;
    if (!typed.has(word)) return simple;
    return `to_tsquery('${isArabicWord(word) ? 'arabic' : 'english'}'::regconfig, ${p}) || ${simple}`;
  };
  const alternative = (words: readonly string[]) =>
    words.length === 1 ? wordQuery(words[0]!) : `(${words.map((word) => `(${wordQuery(word)})`).join(' && ')})`;
  const exactParts = slots.map((slot) => `(${slot.exact.map(alternative).join(' || ')})`);
  const fullParts = slots.map((slot, index) =>
    slot.fuzzy.length === 0 ? exactParts[index]! : `(${[...slot.exact, ...slot.fuzzy.map((word) => [word])].map(alternative).join(' || ')})`,
  );
  return { sql: fullParts.join(' && '), exactSql: exactParts.join(' && '), params };
}

/**
 * The tsquery for words as written, or null when there is none (nothing can match): the query read by the
 * shared rules (words, Arabic forms, joining words dropped) without the synonym table or corrections. For
 * queries the program writes from its own vocabulary (the assistant's topics: "pyramid", "valley kings");
 * what a person types goes through `forgivingQuery`. Parameters carry the terms; the SQL only counts them.
 */
export function textQuery(raw: string, firstParameter: number): TextQuery | null {
  const query = slotsQuery(querySlots(raw, { synonyms: false }), firstParameter);
  return query && { sql: query.sql, params: query.params };
}

/**
 * The query's slots corrected against the catalogue's vocabulary (migration 080): which exact words some
 * vocabulary word starts with, then, for the slots none does, the vocabulary words pg_trgm finds similar
 * (or that share the first letter and are within one letter of the length, for one-edit typos); the shared
 * rule of search-query.ts chooses among them.
 */
export async function correctedSlots(db: Queryable, raw: string): Promise<Slot[]> {
  const slots = querySlots(raw);
  if (slots.length === 0) return slots;
  const words = exactWords(slots);
  const knownRows = await db.query<{ term: string }>(
    `select q.term from unnest($1::text[]) as q(term)
     where exists (select 1 from search_vocabulary v where starts_with(v.word, q.term))`,
    [words],
  );
  const knownWords = new Set(knownRows.map((row) => row.term));
  const known = (word: string) => knownWords.has(word);
  const typos = wordsToCorrect(slots, known);
  if (typos.length === 0) return resolveSlots(slots, known, new Map());
  const rows = await db.query<{ term: string; word: string; similarity: number }>(
    `select q.term, v.word, similarity(v.word, q.term)::float8 as similarity
     from unnest($1::text[]) as q(term)
     join search_vocabulary v
       on v.word % q.term
       or (left(v.word, 1) = left(q.term, 1) and abs(length(v.word) - length(q.term)) <= 1)`,
    [typos],
  );
  const candidates = new Map<string, Candidate[]>();
  for (const row of rows) candidates.set(row.term, [...(candidates.get(row.term) ?? []), { word: row.word, similarity: row.similarity }]);
  return resolveSlots(slots, known, new Map(typos.map((typo) => [typo, chooseCorrections(typo, candidates.get(typo) ?? [])])));
}

/** The forgiving tsquery for what a person typed (see `correctedSlots`), or null when it holds no word. */
export async function forgivingQuery(db: Queryable, raw: string, firstParameter: number): Promise<ForgivingQuery | null> {
  return slotsQuery(await correctedSlots(db, raw), firstParameter);
}
