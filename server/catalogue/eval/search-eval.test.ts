/**
 * The search golden set inside `npm test`: at least 95 % of the golden queries find
 * what they must in the top five on the seed catalogue, and with 10,000 generated tours added the 95th
 * percentile of a timed sample of them stays within 50 ms. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set, and prints its figures. `npm run eval:search` runs the whole set at both sizes.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/harness';
import { addGeneratedTours, answersQuery, evaluateSearch, generatedTourSources, type EvaluationReport } from './search-eval';
import { GOLDEN_QUERIES } from './search-golden';

const TOP5_TARGET = 0.95;
const P95_TARGET_MS = 50;
const GENERATED_TOURS = 10_000;
/** Every third query is timed at 10,000 tours in the test (the script times them all). */
const SAMPLE_STEP = 3;
/**
 * Each sampled query is timed three times and its fastest time counts (D346): the suite shares two cores
 * with other test files, and a CI machine may be slower and busier still, so a single timing measures the
 * neighbours as much as the search. The 95th percentile is then taken over the queries: the slow queries.
 */
const TIMINGS = 3;

const figures = (label: string, report: EvaluationReport) =>
  `${label}: ${report.found}/${report.total} found in the top 5 (${(report.share * 100).toFixed(1)} %), p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms`;

describe('search golden set', () => {
  // Answers are not checked against the contract here: production does not check them, and the
  // latency measured is the one a traveller meets.
  const server = useTestServer({ RIHLA_VALIDATE_RESPONSES: '0' });
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

  /** Each timed query is the search itself, not the cached answer of the warm-up's (search-eval.ts). */
  const forget = () => {
    if (!server.services.catalogue) throw new Error('the server has no catalogue cache to empty');
    server.services.catalogue.invalidate();
  };

  it('has at least 200 queries in English, Arabic, mixed, misspelled and transliterated', () => {
    expect(GOLDEN_QUERIES.length).toBeGreaterThanOrEqual(200);
    const kinds = new Set(GOLDEN_QUERIES.map((query) => query.kind));
    expect([...kinds].sort()).toEqual(['arabic', 'english', 'misspelled', 'mixed', 'transliterated', 'variant']);
  });

  it('scores a query by the right answers in its top 5: the seed ids it names, or copies of them at scale', () => {
    const luxor = { query: 'Luxor', type: 'Travels', kind: 'english', expect: [6, 7, 8] } as const;
    expect(answersQuery(luxor, [6, 1, 7, 8])).toBe(true);
    expect(answersQuery(luxor, [6, 7, 1, 2, 3])).toBe(false);
    // Generated tours 50 and 51 were made from seed tours 6 and 1.
    const sources = new Map([[50, 6], [51, 1], [52, 7]]);
    expect(answersQuery(luxor, [50, 52, 6], sources)).toBe(true);
    expect(answersQuery(luxor, [50, 51, 6], sources)).toBe(false);
    expect(answersQuery(luxor, [51, 51, 51, 6, 7], sources)).toBe(false);
    // Events and companies are never generated: their ids are their own.
    expect(answersQuery({ query: 'Opera', type: 'Events', kind: 'english', expect: [50] }, [50], new Map([[50, 6]]))).toBe(true);
  });

  it(`finds at least ${TOP5_TARGET * 100} % in the top 5 on the seed catalogue`, async () => {
    const report = await evaluateSearch(server.url, GOLDEN_QUERIES, undefined, forget);
    console.log(figures(`search golden set, seed catalogue, ${engine}`, report));
    for (const miss of report.misses) console.log(`  missed: ${miss.query.type} "${miss.query.query}" expected ${miss.query.expect.join(',')} got ${miss.ids.join(',')}`);
    expect(report.share).toBeGreaterThanOrEqual(TOP5_TARGET);
  }, 120_000);

  it(`finds at least ${TOP5_TARGET * 100} % in the top 5 and answers within ${P95_TARGET_MS} ms at the 95th percentile with ${GENERATED_TOURS.toLocaleString('en')} generated tours`, async () => {
    // No two seed tours look like copies of each other: every right answer at scale is a seed or a copy of one.
    expect((await generatedTourSources(server.services.db)).size).toBe(0);
    await addGeneratedTours(server.services.db, GENERATED_TOURS);
    const sources = await generatedTourSources(server.services.db);
    expect(sources.size).toBe(GENERATED_TOURS);
    const sample = GOLDEN_QUERIES.filter((_, index) => index % SAMPLE_STEP === 0);
    const label = `search golden set, seed + ${GENERATED_TOURS} generated tours (every ${SAMPLE_STEP}rd query, the fastest of ${TIMINGS} timings), ${engine}`;
    let report = await evaluateSearch(server.url, sample, sources, forget, TIMINGS);
    console.log(figures(label, report));
    for (const miss of report.misses) console.log(`  missed: ${miss.query.type} "${miss.query.query}" expected ${miss.query.expect.join(',')} got ${miss.ids.join(',')}`);
    expect(report.share).toBeGreaterThanOrEqual(TOP5_TARGET);
    if (report.p95 > P95_TARGET_MS) {
      // The suite shares two cores with other test files (and a developer's machine with more): one more
      // pass tells a burst of someone else's work from a slow search.
      report = await evaluateSearch(server.url, sample, sources, forget, TIMINGS);
      console.log(figures(`${label}, measured again`, report));
    }
    expect(report.p95).toBeLessThanOrEqual(P95_TARGET_MS);
  }, 240_000);
});
