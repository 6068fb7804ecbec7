/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// One setting for both sides: the server verifies identity-provider tokens for GOOGLE_CLIENT_ID, and the
// build shows the sign-in button for the same client id (VITE_GOOGLE_CLIENT_ID overrides it).
if (!process.env.VITE_GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_ID) {
  process.env.VITE_GOOGLE_CLIENT_ID = process.env.GOOGLE_CLIENT_ID;
}

/** Where `npm run dev` runs the API server; the Vite dev server proxies to it. */
const devApiTarget = `http://localhost:${process.env.DEV_API_PORT ?? '8081'}`;

/**
 * The build's gates, decided by the Vite command, not by NODE_ENV:
 * - a build is always a production build, whatever NODE_ENV the shell has (`NODE_ENV=development npm start`
 *   runs the server in development, not the bundle): Vite reads process.env.NODE_ENV after the config hooks,
 *   so React's production build and `import.meta.env.DEV === false` follow;
 * - the Stately inspector (src/ui/app/inspector.ts) exists only under the dev server and Vitest, so no build
 *   can carry it (tests/build-gate.test.ts, scripts/bundle-budget.mjs).
 * First in the list: the React plugin reads NODE_ENV in its own config hook.
 */
function buildGates(): Plugin {
  return {
    name: 'rihla-build-gates',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
      return { define: { __RIHLA_INSPECTOR__: JSON.stringify(command === 'serve') } };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [buildGates(), react(), vanillaExtractPlugin()],
  resolve: {
    alias: {
      '@core': fileURLToPath(new URL('./core', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    // The bundle budget script reads the manifest to find what the home route loads; the server reads it
    // to preload a rendered page's screen chunks. The server render's own bundle (`--ssr`) needs none.
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    // Every browser we support preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app, linked from the HTML: a server-rendered page paints
    // styled at once, whatever screens and sections it shows, with nothing left to arrive with a chunk.
    cssCodeSplit: false,
    // Chunks are named by their hash alone: the entry lists every lazy route's files for preloading, and
    // descriptive names there cost the first page 0.7 KB gzip. scripts/bundle-budget.mjs prints each
    // file's source module (or group name) from the manifest instead.
    rolldownOptions: {
      // The page's HTML (the app's entry) and, for server-rendered pages, the small script that asks for the
      // entry after the page has painted (src/ui/app/ssr/start-after-paint.ts, D200).
      input: isSsrBuild ? undefined : { index: 'index.html', 'start-after-paint': 'src/ui/app/ssr/start-after-paint.ts' },
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Fewer, larger chunks: left to itself, Rolldown gives every module two chunks share a
        // chunk of its own (75 chunks, dozens under 1 KB gzip, each a request). The groups below, highest
        // priority first, each make one chunk:
        // - shell: everything the entry imports statically (React, the router, i18next, the app's frame;
        //   XState and the session's machine load just after, D195) lands in the entry's one file, so the first paint loads the entry, Rolldown's
        //   runtime helpers (which Rolldown places itself) and the route's own chunk;
        // - data: the API client and its typed calls, which nearly every screen uses (and the sign-in calls,
        //   loaded on the first sign-in), one chunk rather than eight;
        // - forms and kit: the form parts, and the UI kit, machines and shared rules (core/), that two or more
        //   chunks share.
        // A lazy route or part (a dynamic import) keeps its own chunk: the manifest names it, the budget
        // script and the server's preloads find a route's files by it. CSS is one stylesheet (cssCodeSplit
        // above), whatever the chunks.
        codeSplitting: {
          groups: [
            // (not the script that asks for the entry: it stays a file of its own, D200)
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.includes('start-after-paint'), priority: 4 },
            { name: 'data', test: /[\\/]src[\\/](?:api[\\/]|machines[\\/]session[\\/]session-calls\.ts)|[\\/]node_modules[\\/]openapi-fetch[\\/]/, priority: 3 },
            {
              name: 'kit',
              test: (id: string) =>
                /[\\/](?:src[\\/](?:ui[\\/]kit|machines)|core)[\\/]|[\\/]@vanilla-extract[\\/]recipes[\\/]/.test(id) && !/[\\/](?:form-field|google-sign-in|sign-up-form)[\\/]/.test(id),
              minShareCount: 2,
              priority: 2,
            },
            {
              name: 'forms',
              test: /[\\/]src[\\/](?:ui[\\/]kit[\\/](?:form-field|google-sign-in)[\\/]|machines[\\/]sign-up-form[\\/]|ui[\\/]screens[\\/].*\.css\.ts)/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': devApiTarget,
      '/images': devApiTarget,
      '/locales': devApiTarget,
      '/uploads': devApiTarget,
      '/chatHub': { target: devApiTarget, ws: true },
    },
  },
  test: {
    // Vitest's own default is one worker fewer than the cores: one worker on a 2-core machine, where the
    // test files wait on their servers and databases much of the time. Two workers there halve the suite's
    // wall time (docs/testing.md); a larger machine keeps the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Machines, API client and server code run in node; views run in jsdom. Each project is a layer.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['core/**/*.test.ts', 'src/api/**/*.test.ts', 'src/content/**/*.test.ts', 'src/machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['tests/contract/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/ui/**/*.test.tsx'],
          setupFiles: ['tests/dom-setup.ts'],
        },
      },
    ],
  },
}));
