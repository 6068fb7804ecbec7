/**
 * `npm run paths:export` (`tsx scripts/export-docs.ts paths`) writes docs/paths: every registered
 * machine's generated paths as JSON and a Markdown summary. `npm run machines:export` (`... machines`)
 * writes docs/machines: every machine as a Mermaid diagram and as a config the Stately editor imports.
 *
 * The generators (tests/paths/docs-files.ts) are loaded through Vite (scripts/vite-ssr.ts), as Vitest
 * loads them for the staleness tests: both see the same modules.
 */
import type * as DocsFiles from '../tests/paths/docs-files';
import type * as Registry from '../src/machines/registry';
import { root, withViteModules } from './vite-ssr';

const what = process.argv[2];
if (what !== 'paths' && what !== 'machines') {
  console.error('usage: tsx scripts/export-docs.ts paths|machines');
  process.exit(2);
}

await withViteModules(async (load) => {
  const { registry } = (await load('/src/machines/registry.ts')) as typeof Registry;
  const docs = (await load('/tests/paths/docs-files.ts')) as typeof DocsFiles;
  const files = what === 'paths' ? docs.pathDocFiles(registry) : docs.machineDocFiles(registry);
  const dir = what === 'paths' ? docs.PATHS_DIR : docs.MACHINES_DIR;
  process.chdir(root);
  const removed = docs.writeFiles(files, dir);
  console.log(`${dir}: ${files.size} files for ${registry.length} machines${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
});
