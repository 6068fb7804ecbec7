/**
 * `npm run paths:export` (`tsx scripts/export-docs.ts paths`) writes docs/paths: every registered
 * machine's generated paths as JSON and Markdown. `npm run machines:export` (`... machines`) writes
 * docs/machines: every machine as a Mermaid diagram and as a config the Stately editor imports.
 *
 * The machines import app modules that read `import.meta.env` and use the `@/` alias, which only Vite
 * resolves, so the generators (tests/paths/docs-files.ts) are loaded through a Vite server in SSR mode,
 * as Vitest loads them for the staleness tests: both see the same modules.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type * as DocsFiles from '../tests/paths/docs-files';
import type * as Registry from '../src/machines/registry';

const what = process.argv[2];
if (what !== 'paths' && what !== 'machines') {
  console.error('usage: tsx scripts/export-docs.ts paths|machines');
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createServer({
  root,
  configFile: false,
  resolve: { alias: { '@': `${root}src` } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { registry } = (await server.ssrLoadModule('/src/machines/registry.ts')) as typeof Registry;
  const docs = (await server.ssrLoadModule('/tests/paths/docs-files.ts')) as typeof DocsFiles;
  const files = what === 'paths' ? docs.pathDocFiles(registry) : docs.machineDocFiles(registry);
  const dir = what === 'paths' ? docs.PATHS_DIR : docs.MACHINES_DIR;
  process.chdir(root);
  const removed = docs.writeFiles(files, dir);
  console.log(`${dir}: ${files.size} files for ${registry.length} machines${removed.length ? `; removed ${removed.join(', ')}` : ''}`);
} finally {
  await server.close();
}
