/// <reference types="vitest/config" />
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
 * The build's gates (issue 14), decided by the Vite command, not by NODE_ENV:
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
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The bundle budget script reads the manifest to find what the home route loads; the server reads it
    // to preload a rendered page's screen chunks. The server render's own bundle (`--ssr`) needs none.
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    // Every browser we support preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole app, linked from the HTML (issue 15): a server-rendered page paints
    // styled at once, whatever screens and sections it shows, with nothing left to arrive with a chunk.
    cssCodeSplit: false,
    // Chunks are named by their hash alone: the entry lists every lazy route's files for preloading, and
    // descriptive names there cost the first page 0.7 KB gzip. scripts/bundle-budget.mjs prints each
    // file's source module from the manifest instead.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' } },
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
    // Machines, API client and server code run in node; views run in jsdom. Each project is a layer.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/api/**/*.test.ts', 'src/content/**/*.test.ts', 'src/machines/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts'],
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
