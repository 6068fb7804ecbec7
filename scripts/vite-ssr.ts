/**
 * Loads app and test modules the way Vitest does, for the scripts that need them outside a test run
 * (`npm run paths:export`, `machines:export`, `paths:replay`): the machines import app modules that read
 * `import.meta.env` and use the `@/` alias, which only Vite resolves, so they are loaded through a Vite
 * server in SSR mode.
 */
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `work` with a loader of modules (paths from the repository root, `/src/...`), then closes the server. */
export async function withViteModules<T>(work: (load: (path: string) => Promise<Record<string, unknown>>) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    resolve: { alias: { '@core': `${root}core`, '@': `${root}src` } },
    // No watcher: a script loads each module once, and a watcher over the whole tree can only fail (a
    // machine's limit of watched files) and print to stderr.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    return await work((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}
