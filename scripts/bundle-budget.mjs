#!/usr/bin/env node
/**
 * The bundle budget: prints every chunk's raw and gzip size, and the JavaScript and CSS the home route
 * loads for its first paint (the entry, everything it imports, and the home screen's lazy chunk with its
 * imports): how many files and how many bytes. Fails when
 * - the home route's JavaScript passes the budget (110 KB gzip, docs/performance.md, unless --budget-kb says otherwise).
 *   XState is off the first paint (D195, D196): the session actor and the nav's menus load with
 *   src/ui/app/shell-actors.ts just after the page hydrates, and the favourites badge reads its actor with
 *   React's own store hook;
 * - any JavaScript file on that first-paint path is under 2 KB gzip (--min-chunk-kb): a file that small costs
 *   the phone a request for almost nothing, so shared modules belong in a larger chunk
 *   (vite.config.ts, build.rolldownOptions.output.codeSplitting). Three files are exempt and printed as such:
 *   the route's own chunk (every route stays lazy, so its chunk holds that route's code, however small),
 *   Rolldown's runtime helpers, a chunk Rolldown places itself, and the script a server-rendered page names
 *   to ask for the entry after its first paint (src/ui/app/ssr/start-after-paint.ts, D200: small on purpose);
 * - any chunk carries the Stately inspector (a development tool).
 * Also prints how many JavaScript and CSS files the build made in all. Runs after every build (`npm run build`).
 *
 *   node scripts/bundle-budget.mjs [--dist dist] [--budget-kb 110] [--min-chunk-kb 2]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const dist = option('--dist', 'dist');
const budgetKb = Number(option('--budget-kb', '110'));
const minChunkKb = Number(option('--min-chunk-kb', '2'));
const HOME_SCREEN = 'src/ui/screens/home/home-screen.tsx';

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const raw = (file) => statSync(join(dist, file)).size;
const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(dist, path)];
  });
}

// Chunks are named by hash (vite.config.ts): each file is labelled by what it holds, from the manifest.
const labels = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const label = chunk.src ?? chunk.name ?? key.replace(/^_/, '');
  labels.set(chunk.file, label);
  for (const css of chunk.css ?? []) if (!labels.has(css)) labels.set(css, `${label} (styles)`);
}
const labelOf = (file) => `${file.replace(/^assets\//, '')}  ${labels.get(file) ?? ''}`.trimEnd();

// Every chunk and stylesheet, largest first.
const assets = walk(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file));
const rows = assets.map((file) => ({ file, raw: raw(file), gzip: gzip(file) })).sort((a, b) => b.gzip - a.gzip);
console.log('chunk'.padEnd(72), '     raw KB', '    gzip KB');
for (const row of rows) console.log(labelOf(row.file).slice(0, 72).padEnd(72), kb(row.raw), '  ', kb(row.gzip));

// What the home route loads: the entry's static import graph plus the home screen's chunk and its imports.
const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the manifest');
if (!manifest[HOME_SCREEN]) throw new Error(`${HOME_SCREEN} is not a chunk of its own: routes must be lazy-loaded`);
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
visit(HOME_SCREEN);
// A server-rendered page names one small script that asks for the entry after its first paint (D200).
const STARTER = 'src/ui/app/ssr/start-after-paint.ts';
if (manifest[STARTER]) visit(STARTER);
// The one stylesheet (cssCodeSplit off) is linked from index.html, not from a chunk.
for (const [, href] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)) files.add(href);
const homeJs = [...files].filter((file) => file.endsWith('.js'));
const homeCss = [...files].filter((file) => file.endsWith('.css'));
const sum = (list, measure) => list.reduce((total, file) => total + measure(file), 0);
const jsGzip = sum(homeJs, gzip);
console.log('');
console.log(`build: ${assets.filter((file) => file.endsWith('.js')).length} JavaScript files, ${assets.filter((file) => file.endsWith('.css')).length} CSS files`);
console.log(`home route JavaScript: ${homeJs.length} files, ${kb(sum(homeJs, raw)).trim()} KB raw, ${kb(jsGzip).trim()} KB gzip (first paint)`);
console.log(`home route CSS:        ${homeCss.length} files, ${kb(sum(homeCss, raw)).trim()} KB raw, ${kb(sum(homeCss, gzip)).trim()} KB gzip (first paint)`);
// The strings the home route fetches (JSON, not JavaScript), in the heavier language, shown beside it.
const stringsGzip = Math.max(
  ...['en', 'ar'].map((language) =>
    ['common', 'home', 'search', 'catalogue', 'recommendations', 'session'].reduce((total, ns) => total + gzipSync(readFileSync(join('locales', language, `${ns}.json`)), { level: 9 }).length, 0),
  ),
);
console.log(`home route strings:    ${kb(stringsGzip).trim()} KB gzip (JSON fetched per namespace; not JavaScript)`);
// What the home screen requests the moment it runs (its search box and the sections below the hero):
// not part of the first paint, but shown so its weight is never out of sight.
const firstPaint = new Set(files);
const rest = new Set();
const visitRest = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstPaint.has(chunk.file) || rest.has(chunk.file)) return;
  rest.add(chunk.file);
  for (const css of chunk.css ?? []) if (!firstPaint.has(css)) rest.add(css);
  for (const imported of chunk.imports ?? []) visitRest(imported);
};
for (const key of manifest[HOME_SCREEN].dynamicImports ?? []) visitRest(key);
const restJs = [...rest].filter((file) => file.endsWith('.js'));
console.log(`home route, after the first paint: ${restJs.length} files, ${kb(sum(restJs, gzip)).trim()} KB gzip of JavaScript (search box and sections, requested at once)`);
console.log(`budget: ${budgetKb} KB gzip of JavaScript for the home route`);
let failed = false;
if (jsGzip > budgetKb * 1024) {
  console.error(`over budget by ${kb(jsGzip - budgetKb * 1024).trim()} KB gzip`);
  failed = true;
} else {
  console.log(`within budget, ${kb(budgetKb * 1024 - jsGzip).trim()} KB to spare`);
}

// No small files on the first-paint path: each is a request. The route's own chunk,
// Rolldown's runtime helpers and the starter are exempt (see the header).
const exempt = new Map([[manifest[HOME_SCREEN].file, 'the route\'s own chunk']]);
for (const chunk of Object.values(manifest)) if (!chunk.src && chunk.name === 'rolldown-runtime') exempt.set(chunk.file, 'Rolldown\'s runtime helpers');
if (manifest[STARTER]) exempt.set(manifest[STARTER].file, 'the script that asks for the entry after the first paint, D200');
const small = homeJs.filter((file) => gzip(file) < minChunkKb * 1024).sort((a, b) => gzip(a) - gzip(b));
const smallest = [...homeJs].sort((a, b) => gzip(a) - gzip(b))[0];
console.log(`smallest first-paint JavaScript file: ${labelOf(smallest)}, ${kb(gzip(smallest)).trim()} KB gzip`);
for (const file of small) {
  if (exempt.has(file)) {
    console.log(`small first-paint file, exempt (${exempt.get(file)}): ${labelOf(file)}, ${kb(gzip(file)).trim()} KB gzip`);
  } else {
    console.error(`small first-paint file: ${labelOf(file)}, ${kb(gzip(file)).trim()} KB gzip, under ${minChunkKb} KB; merge it into a larger chunk (vite.config.ts, codeSplitting groups)`);
    failed = true;
  }
}

// The Stately inspector is a development tool (`?inspect` in `npm run dev`): no built chunk may
// carry it. These strings are @statelyai/inspect's own (its window name and its connection message).
const INSPECTOR_MARKERS = ['xstateinspector', '@statelyai.connected'];
const withInspector = assets.filter((file) => file.endsWith('.js') && INSPECTOR_MARKERS.some((marker) => readFileSync(join(dist, file), 'utf8').includes(marker)));
if (withInspector.length > 0) {
  console.error(`inspector: in the production bundle (${withInspector.map(labelOf).join(', ')}); only a development build may load @statelyai/inspect`);
  failed = true;
} else {
  console.log('inspector: not in the production bundle');
}
if (failed) process.exit(1);
