/**
 * Search over the catalogue (Search, Search forgives): PostgreSQL full-text search in
 * English and Arabic with prefix terms, ranked by ts_rank, over the generated `search_doc` columns of
 * migration 020, with the query read by src/content/search-query.ts (the one implementation the /tours
 * filter and the assistant share): synonyms and transliterations, Arabic forms, and typo corrections taken
 * from the catalogue's vocabulary by trigram similarity (pg_trgm, migration 080). Exact and prefix matches
 * rank before corrected ones.
 *
 * What a person types never reaches to_tsquery as is: it is cut into words made only of letters and
 * digits (so quotes, &, |, !, :, parentheses and the like are separators, never operators), each word
 * becomes a prefix term `word:*`, the alternatives of a slot are ORed and the slots ANDed. A word matches
 * when its English stem, its Arabic stem or its plain form starts a word of the document.
 */
import type { Db, Queryable } from '../platform';
import { forgivingQuery } from './search-query';
import { mapEvent, eventColumns, type Event, type EventRow } from './events';
import { listedCompanyCondition, mapTour, offeredTourCondition, tourSelect, type Language, type Tour, type TourRow } from './catalogue';

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
 * match first (exact before corrected, ts_rank, then the soonest departure or event, then the id). Tours
 * are ranked on their names (title, city, tags: `search_names`, migration 080), which keeps ranking
 * hundreds of matches of a large catalogue cheap; a match in the description alone ranks after them.
 */
/**
 * Runs `work` with sequential scans off, in a transaction of its own. The planner cannot see what a
 * sequential scan of `tours` costs a text search: every tour's document is read from out-of-line storage
 * to test it (at 10,000 tours, 35,000 pages and 40–50 ms), while the text index reads a few hundred pages
 * (2–10 ms); with the rough estimates of a prefix query it chose the scan for common words.
 */
function withTextIndex<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off');
    return work(tx);
  });
}

export async function searchCatalogue(db: Db, request: SearchRequest): Promise<SearchResult> {
  if (request.text.trim() === '') return { ok: false, reason: 'blank' };
  const { type, language: l, pageSize, pageIndex, now } = request;
  const base: unknown[] = type === 'Companies' ? [] : [now];
  const query = await forgivingQuery(db, request.text, base.length + 1);
  if (!query) return { ok: true, items: [], totalCount: 0, totalPages: 0 };
  const q = `(${query.sql})`;
  // Exact and prefix matches first, then corrected ones (the same order when nothing was corrected). For
  // tours the exact matches are read from the text index once (a hashed subplan), not tested tour by tour.
  const corrected = query.exactSql !== query.sql;
  const tier = (doc: string) => (corrected ? `(${doc} @@ (${query.exactSql})) desc, ` : '');
  const tourTier = corrected ? `(t.id in (select x.id from tours x where x.search_doc @@ (${query.exactSql}))) desc, ` : '';
  const params = [...base, ...query.params];
  const page = `limit $${params.length + 1} offset $${params.length + 2}`;
  const paged = [...params, pageSize, (pageIndex - 1) * pageSize];

  const scope = {
    // The departure rule is wrapped in `is true`, which no index serves: with sequential scans off (see
    // `withTextIndex`) the text index is then the only way to the matches.
    Travels: { from: 'tours t', where: `t.search_doc @@ ${q} and (${offeredTourCondition('$1')}) is true` },
    Events: { from: 'events e', where: `e.starts_at >= $1::timestamptz and e.search_doc @@ ${q}` },
    Companies: { from: 'companies c', where: `c.search_doc @@ ${q} and ${listedCompanyCondition('c')}` },
  }[type];
  if (type === 'Travels') {
    // One statement gives the page and the count; a page past the end asks the count alone.
    const rows = await withTextIndex(db, (tx) =>
      tx.query<TourRow & { total_count: number }>(
        `${tourSelect(l, 'count(*) over ()::int as total_count')} where ${scope.where}
         order by ${tourTier}ts_rank(t.search_names, ${q}) desc, t.start_date asc nulls last, t.id ${page}`,
        paged,
      ),
    );
    const totalCount =
      rows[0]?.total_count ??
      (pageIndex > 1
        ? ((await withTextIndex(db, (tx) => tx.one<{ total: number }>(`select count(*)::int as total from tours t where ${scope.where}`, params)))?.total ?? 0)
        : 0);
    return { ok: true, items: rows.map((row) => mapTour(row, l, now)), totalCount, totalPages: Math.ceil(totalCount / pageSize) };
  }
  const counted = await db.one<{ total: number }>(`select count(*)::int as total from ${scope.from} where ${scope.where}`, params);
  const totalCount = counted?.total ?? 0;

  let items: SearchItem[] = [];
  if (totalCount > 0 && type === 'Events') {
    const rows = await db.query<EventRow>(
      `select ${eventColumns(l)} from events e where ${scope.where}
       order by ${tier('e.search_doc')}ts_rank(e.search_doc, ${q}) desc, e.starts_at, e.id ${page}`,
      paged,
    );
    items = rows.map((row) => mapEvent(row, l));
  } else if (totalCount > 0) {
    const rows = await db.query<{ id: number; name: string; profile_image_url: string | null; cover_image_url: string | null; rating: number | null; review_count: number }>(
      `select c.id, c.name_${l} as name, c.profile_image_url, c.cover_image_url, c.rating, c.review_count from companies c where ${scope.where}
       order by ${tier('c.search_doc')}ts_rank(c.search_doc, ${q}) desc, c.rating desc nulls last, c.id ${page}`,
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
