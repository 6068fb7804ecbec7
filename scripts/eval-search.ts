/**
 * `npm run eval:search`: the whole search golden set (server/catalogue/eval/search-golden.ts)
 * against `/api/Search` of a real server, on the seed catalogue and again after adding 10,000 generated
 * tours; prints the share found in the top five (overall and by kind of query), the misses, and p50/p95
 * latency. Targets: ≥ 95 % in the top five on the seed; p95 ≤ 50 ms at 10,000 tours. Exits non-zero when a
 * target is missed. PGlite in memory by default; a fresh database on the PostgreSQL server of DATABASE_URL
 * when it is set. The server runs in this process, as in `npm test` (server/catalogue/eval/search-eval.test.ts, which
 * times a third of the queries at 10,000 tours).
 *
 *   npm run eval:search [-- --tours 10000]
 */
import { addGeneratedTours, evaluateSearch, generatedTourSources, type EvaluationReport } from '../server/catalogue/eval/search-eval';
import { GOLDEN_QUERIES, type GoldenKind } from '../server/catalogue/eval/search-golden';
import { startTestServer } from '../server/testing/harness';

const TOP5_TARGET = 0.95;
const P95_TARGET_MS = 50;
const args = process.argv.slice(2);
const at = args.indexOf('--tours');
const generated = at >= 0 && args[at + 1] ? Number(args[at + 1]) : 10_000;

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function print(label: string, report: EvaluationReport): void {
  console.log(`\n${label}`);
  console.log(`  found in the top 5: ${report.found}/${report.total} (${percent(report.share)})`);
  const kinds = [...new Set(GOLDEN_QUERIES.map((query) => query.kind))] as GoldenKind[];
  for (const kind of kinds) {
    const total = GOLDEN_QUERIES.filter((query) => query.kind === kind).length;
    const missed = report.misses.filter((miss) => miss.query.kind === kind).length;
    console.log(`    ${kind.padEnd(15)} ${total - missed}/${total} (${percent((total - missed) / total)})`);
  }
  console.log(`  latency: p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms`);
  for (const miss of report.misses) {
    console.log(`  missed: ${miss.query.type} "${miss.query.query}" wants ${miss.query.expect.join(', ')}, top 5: ${miss.ids.join(', ') || 'nothing'}`);
  }
}

const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const server = await startTestServer({ RIHLA_VALIDATE_RESPONSES: '0' });
/** Each timed query is the search itself, not the cached answer of the warm-up's (server/catalogue/eval/search-eval.ts). */
const forget = () => {
  if (!server.services.catalogue) throw new Error('the server has no catalogue cache to empty');
  server.services.catalogue.invalidate();
};
try {
  console.log(`eval:search: ${GOLDEN_QUERIES.length} golden queries on ${engine}, Node ${process.version}`);
  const seed = await evaluateSearch(server.url, GOLDEN_QUERIES, undefined, forget);
  print('seed catalogue', seed);
  const offered = await addGeneratedTours(server.services.db, generated);
  const large = await evaluateSearch(server.url, GOLDEN_QUERIES, await generatedTourSources(server.services.db), forget);
  print(`seed + ${generated.toLocaleString('en')} generated tours (${offered.toLocaleString('en')} on offer); a generated tour made from a right answer's seed tour is a right answer too`, large);
  const failures = [
    seed.share < TOP5_TARGET ? `top-5 share on the seed ${percent(seed.share)} < ${percent(TOP5_TARGET)}` : '',
    large.share < TOP5_TARGET ? `top-5 share at ${generated} tours ${percent(large.share)} < ${percent(TOP5_TARGET)}` : '',
    large.p95 > P95_TARGET_MS ? `p95 at ${generated} tours ${large.p95.toFixed(1)} ms > ${P95_TARGET_MS} ms` : '',
  ].filter((failure) => failure !== '');
  console.log(failures.length === 0 ? '\ntargets met: ≥ 95 % in the top 5 on the seed and at 10,000 tours, p95 ≤ 50 ms at 10,000 tours' : `\ntargets missed: ${failures.join('; ')}`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  await server.close();
}
