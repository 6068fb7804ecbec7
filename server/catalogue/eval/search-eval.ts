/**
 * The search evaluation: asks a running server's `/api/Search` each golden query (first
 * page, five results, the query's language by its script) and reports the share found in the top five and
 * the latency of each answer as the client sees it (request to parsed body). `npm run eval:search` runs it on
 * the seed catalogue and on a generated catalogue of 10,000 more tours; server/catalogue/eval/search-eval.test.ts runs
 * it inside `npm test` with the targets.
 */
import type { Queryable } from '../../platform';
import type { GoldenQuery } from './search-golden';
import { hasArabic } from '@core/text/script';

export interface QueryOutcome {
  query: GoldenQuery;
  ids: number[];
  found: boolean;
  milliseconds: number;
}

export interface EvaluationReport {
  total: number;
  found: number;
  /** found / total */
  share: number;
  p50: number;
  p95: number;
  misses: QueryOutcome[];
}


/** The value below which `fraction` of the sorted values fall (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/** One golden query against the server at `baseUrl`: the ids of the first five results and the time taken. */
export async function askSearch(baseUrl: string, query: GoldenQuery): Promise<{ ids: number[]; milliseconds: number }> {
  const address = new URL('/api/Search', baseUrl);
  address.search = new URLSearchParams({ type: query.type, search: query.query, pageIndex: '1', pageSize: '5' }).toString();
  const headers = { 'Accept-Language': hasArabic(query.query) ? 'ar' : 'en' };
  let started = performance.now();
  let response: Response;
  try {
    response = await fetch(address, { headers });
  } catch {
    // A kept-alive connection the server closed while idle (after the catalogue was generated): once more.
    started = performance.now();
    response = await fetch(address, { headers });
  }
  const body = (await response.json()) as { items?: Array<{ id: number }> };
  const milliseconds = performance.now() - started;
  if (response.status !== 200 || !Array.isArray(body.items)) throw new Error(`search "${query.query}" answered ${response.status}`);
  return { ids: body.items.map((item) => item.id), milliseconds };
}

/**
 * Whether a query's first five answer it: they hold as many right answers as the query names (five at most).
 * A right answer is one of the seed ids the query names or, in a generated catalogue, a copy of one of them
 * (`sources` maps a generated tour to the seed tour it was made from: same city, company, category, tags and
 * itinerary, so it answers what its seed answers). With no generated tours this is "all of them in the top 5".
 */
export function answersQuery(query: GoldenQuery, ids: readonly number[], sources?: ReadonlyMap<number, number>): boolean {
  const right = ids.filter((id) => query.expect.includes(query.type === 'Travels' ? (sources?.get(id) ?? id) : id));
  return new Set(right).size >= Math.min(5, query.expect.length);
}

/**
 * Runs the queries one after another, after a warm-up pass over them, unmeasured, so that what is timed is a
 * server in service rather than the database's cold caches, and scores them (`sources`: the generated tours'
 * seeds, from `generatedTourSources`). `forget` empties the server's cache of catalogue answers before each
 * timed ask (server/platform/http/catalogue-cache.ts): what is timed is the search itself, as the first traveller to
 * ask after a change meets it, not an answer the warm-up left in the cache.
 */
export async function evaluateSearch(
  baseUrl: string,
  queries: readonly GoldenQuery[],
  sources: ReadonlyMap<number, number> | undefined,
  forget: () => void,
  /**
   * How many times each query is timed, its fastest time counting (1 unless told): more than one takes out
   * what other processes sharing the machine cost a query, and keeps what the search itself costs (D346).
   */
  timings = 1,
): Promise<EvaluationReport> {
  for (const query of queries) await askSearch(baseUrl, query);
  const outcomes: QueryOutcome[] = [];
  for (const query of queries) {
    let fastest: { ids: number[]; milliseconds: number } | undefined;
    for (let timing = 0; timing < timings; timing += 1) {
      forget();
      const asked = await askSearch(baseUrl, query);
      if (!fastest || asked.milliseconds < fastest.milliseconds) fastest = asked;
    }
    if (!fastest) throw new Error('timings must be at least 1');
    outcomes.push({ query, ids: fastest.ids, milliseconds: fastest.milliseconds, found: answersQuery(query, fastest.ids, sources) });
  }
  const times = outcomes.map((outcome) => outcome.milliseconds);
  const found = outcomes.filter((outcome) => outcome.found).length;
  return {
    total: outcomes.length,
    found,
    share: outcomes.length === 0 ? 0 : found / outcomes.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    misses: outcomes.filter((outcome) => !outcome.found),
  };
}

/** Words the generated tours are named from: what partners write, none of them a seed place or sight. */
const STYLES = [
  ['Private', 'خاصة'],
  ['Family', 'عائلية'],
  ['Budget', 'اقتصادية'],
  ['Deluxe', 'فاخرة'],
  ['Classic', 'كلاسيكية'],
  ['Express', 'سريعة'],
  ['Half-day', 'نصف يوم'],
  ['Full-day', 'يوم كامل'],
  ['Photo', 'تصوير'],
  ['Weekend', 'عطلة'],
] as const;
const KINDS = [
  ['getaway', 'رحلة قصيرة'],
  ['discovery', 'استكشاف'],
  ['escape', 'هروب'],
  ['journey', 'مشوار'],
  ['outing', 'نزهة'],
  ['experience', 'تجربة'],
  ['highlights', 'أبرز المعالم'],
] as const;

/**
 * Adds `count` generated tours to the catalogue, spread over the seed's cities, companies and categories,
 * departing over the next year, each named "<city> <style> <kind>" in both languages with a short
 * description, as a large marketplace would list them. Returns how many tours are on offer afterwards.
 */
export async function addGeneratedTours(db: Queryable, count: number): Promise<number> {
  const array = (items: ReadonlyArray<readonly [string, string]>, language: 0 | 1) =>
    `array[${items.map((item) => `'${item[language].replace(/'/g, "''")}'`).join(', ')}]`;
  await db.query(
    `insert into tours (company_id, category_id, title_en, title_ar, description_en, description_ar, price, start_date,
       end_date, created_at, total_seats, available_seats, destination_city_en, destination_city_ar, departure_point_en,
       departure_point_ar, transportation_type_en, transportation_type_ar, cover_image_url, image_urls, tags_en, tags_ar, itineraries)
     select s.company_id, s.category_id,
       s.destination_city_en || ' ' || (${array(STYLES, 0)})[1 + g % 10] || ' ' || (${array(KINDS, 0)})[1 + g % 7],
       (${array(KINDS, 1)})[1 + g % 7] || ' ' || (${array(STYLES, 1)})[1 + g % 10] || ' في ' || s.destination_city_ar,
       'A ' || lower((${array(STYLES, 0)})[1 + g % 10]) || ' day out in ' || s.destination_city_en || ' with a licensed local guide, pickup and water.',
       'يوم ' || (${array(STYLES, 1)})[1 + g % 10] || ' في ' || s.destination_city_ar || ' مع مرشد محلي مرخص وانتقال ومياه.',
       s.price + (g % 40) * 50, $2::timestamptz + (1 + g % 360) * interval '1 day', $2::timestamptz + (2 + g % 360) * interval '1 day',
       $2::timestamptz - (g % 200) * interval '1 day', s.total_seats, s.total_seats, s.destination_city_en, s.destination_city_ar,
       s.departure_point_en, s.departure_point_ar, s.transportation_type_en, s.transportation_type_ar, s.cover_image_url,
       s.image_urls, s.tags_en, s.tags_ar, s.itineraries
     from generate_series(1, $1::int) as g
     join (select t.*, row_number() over (order by t.id) as n, count(*) over () as seeds from tours t) as s
       on s.n = 1 + g % s.seeds`,
    [count, new Date()],
  );
  // Statistics as a catalogue in service has them (PostgreSQL's autovacuum would gather them soon after;
  // PGlite has no autovacuum).
  await db.exec('analyze tours');
  const offered = await db.one<{ total: number }>('select count(*)::int as total from tours where start_date > now()');
  return offered?.total ?? 0;
}

/**
 * The seed tour each generated tour was made from (`addGeneratedTours` copies a seed tour's company, category,
 * city, cover and itinerary): the first tour with the same ones. Seed tours are not in the map.
 */
export async function generatedTourSources(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; source: number }>(
    `select id, source from (
       select id, first_value(id) over (partition by company_id, category_id, destination_city_en, cover_image_url, itineraries order by id) as source
       from tours) as copies
     where source <> id`,
  );
  return new Map(rows.map((row) => [row.id, row.source]));
}
