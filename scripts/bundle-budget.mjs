#!/usr/bin/env node
/**
 * The bundle budget: prints every chunk's raw and gzip size, and the JavaScript and CSS the home route
 * loads (the entry, everything it imports, and the home screen's lazy chunk with its imports). Fails when
 * the home route's JavaScript passes the budget, or when any chunk carries the Stately inspector (a
 * development tool). Runs after every build (`npm run build`).
 *
 *   node scripts/bundle-budget.mjs [--dist dist] [--budget-kb 120]
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
const budgetKb = Number(option('--budget-kb', '120'));
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
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
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
const homeJs = [...files].filter((file) => file.endsWith('.js'));
const homeCss = [...files].filter((file) => file.endsWith('.css'));
const sum = (list, measure) => list.reduce((total, file) => total + measure(file), 0);
const jsGzip = sum(homeJs, gzip);
console.log('');
console.log(`home route JavaScript: ${homeJs.length} files, ${kb(sum(homeJs, raw)).trim()} KB raw, ${kb(jsGzip).trim()} KB gzip`);
console.log(`home route CSS:        ${homeCss.length} files, ${kb(sum(homeCss, raw)).trim()} KB raw, ${kb(sum(homeCss, gzip)).trim()} KB gzip`);
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

// The Stately inspector is a development tool (issue 9: `?inspect` in `npm run dev`): no built chunk may
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
