/**
 * Search over the catalogue (issue 3, Search): PostgreSQL full-text search in English and Arabic, with
 * prefix matching, ranked by ts_rank. The documents are the generated `search_doc` columns of
 * migration 020; this module turns what a person typed into a safe tsquery and runs the three searches.
 *
 * What a person types never reaches to_tsquery as is: it is cut into words made only of letters and
 * digits (so quotes, &, |, !, :, parentheses and the like are separators, never operators), each word
 * becomes a prefix term `word:*`, and the words are joined with AND. A word matches when its English
 * stem, its Arabic stem or its plain form starts a word of the document.
 */
import type { Queryable } from '../db/db';
import { arabicForms, normalizeSearchText } from '../../src/content/text';
import { mapEvent, eventColumns, type Event, type EventRow } from './events';
import { mapTour, offeredTourCondition, tourSelect, type Language, type Tour, type TourRow } from './catalogue';

/** At most this many words of a query are used; each word at most this long. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/** The words of a query: letters and digits only, normalised, at most MAX_TERMS of them, no repeats. */
export function searchTerms(raw: string): string[] {
  const words = normalizeSearchText(raw.normalize('NFKC'))
    .split(/[^\p{L}0-9]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_TERM_LENGTH));
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A tsquery expression (SQL) with its parameters, numbered from `firstParameter`. */
export interface TextQuery {
  sql: string;
  params: string[];
}

/**
 * The tsquery for what a person typed, or null when it holds no word (nothing can match). Each word is
 * a prefix term in the English (or, for Arabic script, the Arabic) configuration and in the 'simple'
 * one, ORed; the words are ANDed. Parameters carry the terms; the SQL only counts them.
 */
export function textQuery(raw: string, firstParameter: number): TextQuery | null {
  const terms = searchTerms(raw);
  if (terms.length === 0) return null;
  const params: string[] = [];
  const parameter = (value: string) => {
    params.push(`${value}:*`);
    return `$${firstParameter + params.length - 1}`;
  };
  const parts = terms.map((term) => {
    if (ARABIC_LETTER.test(term)) {
      const alternatives = arabicForms(term).flatMap((form) => {
        const p = parameter(form);
        return [`to_tsquery('arabic'::regconfig, ${p})`, `to_tsquery('simple'::regconfig, ${p})`];
      });
      return `(${alternatives.join(' || ')})`;
    }
    const p = parameter(term);
    return `(to_tsquery('english'::regconfig, ${p}) || to_tsquery('simple'::regconfig, ${p}))`;
  });
  return { sql: parts.join(' && '), params };
}

export type SearchType = 'Travels' | 'Events' | 'Companies';

/** A company as search results show it. */
export interface CompanySearchItem {
  id: number;
  companyName: string;
  profileImageUrl: string | null;
  rating: number | null;
  reviewCount: number;
  coverImage: string | null;
}

export type SearchItem = Tour | Event | CompanySearchItem;

export interface SearchRequest {
  type: SearchType;
  text: string;
  pageIndex: number;
  pageSize: number;
  language: Language;
  now: Date;
}

export type SearchResult =
  | { ok: true; items: SearchItem[]; totalCount: number; totalPages: number }
  | { ok: false; reason: 'blank' };

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value * 10) / 10);

/**
 * One page of tours (not yet departed), events (not yet started) or companies matching the text, best
 * match first (ts_rank, then the soonest departure or event, then the id).
 */
export async function searchCatalogue(db: Queryable, request: SearchRequest): Promise<SearchResult> {
  if (request.text.trim() === '') return { ok: false, reason: 'blank' };
  const { type, language: l, pageSize, pageIndex, now } = request;
  const base: unknown[] = type === 'Companies' ? [] : [now];
  const query = textQuery(request.text, base.length + 1);
  if (!query) return { ok: true, items: [], totalCount: 0, totalPages: 0 };
  const q = `(${query.sql})`;
  const params = [...base, ...query.params];
  const page = `limit $${params.length + 1} offset $${params.length + 2}`;
  const paged = [...params, pageSize, (pageIndex - 1) * pageSize];

  const scope = {
    Travels: { from: 'tours t', where: `${offeredTourCondition('$1')} and t.search_doc @@ ${q}` },
    Events: { from: 'events e', where: `e.starts_at >= $1::timestamptz and e.search_doc @@ ${q}` },
    Companies: { from: 'companies c', where: `c.search_doc @@ ${q}` },
  }[type];
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from ${scope.from} where ${scope.where}`, params);
  const totalCount = counted?.total ?? 0;

  let items: SearchItem[] = [];
  if (totalCount > 0 && type === 'Travels') {
    const rows = await db.query<TourRow>(
      `${tourSelect(l)} where ${scope.where}
       order by ts_rank(t.search_doc, ${q}) desc, t.start_date asc nulls last, t.id ${page}`,
      paged,
    );
    items = rows.map((row) => mapTour(row, l, now));
  } else if (totalCount > 0 && type === 'Events') {
    const rows = await db.query<EventRow>(
      `select ${eventColumns(l)} from events e where ${scope.where}
       order by ts_rank(e.search_doc, ${q}) desc, e.starts_at, e.id ${page}`,
      paged,
    );
    items = rows.map((row) => mapEvent(row, l));
  } else if (totalCount > 0) {
    const rows = await db.query<{ id: number; name: string; profile_image_url: string | null; cover_image_url: string | null; rating: number | null; review_count: number }>(
      `select c.id, c.name_${l} as name, c.profile_image_url, c.cover_image_url, c.rating, c.review_count from companies c where ${scope.where}
       order by ts_rank(c.search_doc, ${q}) desc, c.rating desc nulls last, c.id ${page}`,
      paged,
    );
    items = rows.map((row) => ({
      id: row.id,
      companyName: row.name,
      profileImageUrl: row.profile_image_url,
      rating: row.review_count > 0 ? rounded(row.rating) : null,
      reviewCount: row.review_count,
      coverImage: row.cover_image_url,
    }));
  }
  return { ok: true, items, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}
