// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * One-way imports (docs/architecture.md): src/ui → src/machines → src/api; server/ never reaches into the
 * browser's flows; both stand on core/, which imports neither. Each layer lists the import patterns and packages it may not use.
 */
const layers = [
  {
    // The rules both sides keep (a price, a deadline, a limit, a language): plain TypeScript that runs the
    // same in a browser and in Node, so it imports neither side, no framework and no platform module.
    files: ['core/**'],
    message: 'core/ is beneath the browser and the server: it imports neither, nor React, XState, i18next or node:*.',
    patterns: ['@/*', '**/src/**', '**/server/**', 'node:*', 'react/*', 'react-dom/*'],
    packages: ['react', 'react-dom', 'xstate', '@xstate/react', 'i18next', 'react-i18next', 'react-router', 'react-router-dom', 'hono', 'pino', 'fs', 'path', 'crypto'],
  },
  {
    files: ['src/api/**'],
    message: 'src/api is the bottom layer: it imports nothing from machines or views, and no React.',
    patterns: ['@/machines/*', '@/ui/*', '**/machines/**', '**/ui/**'],
    packages: ['react', 'react-dom', 'xstate', '@xstate/react', 'react-i18next', 'i18next'],
  },
  {
    files: ['src/machines/**'],
    message: 'Machines never import React or views: views read machines, not the other way round.',
    patterns: ['@/ui/*', '**/ui/**', 'react/*', 'react-dom/*'],
    packages: ['react', 'react-dom', '@xstate/react', 'react-i18next', 'react-router-dom', 'react-router'],
  },
  {
    files: ['server/**'],
    message: 'The server never imports the browser flows or views (it may share the generated API types).',
    patterns: ['@/ui/*', '@/machines/*', '**/src/ui/**', '**/src/machines/**'],
    // xstate itself is allowed: the server's own statechart of a booking's life (server/bookings/booking-life.ts,
    // D209) is written with it, so it opens in the visualiser like the browser's; the browser's machines are not.
    packages: ['react', 'react-dom', '@xstate/react'],
  },
].map(({ files, message, patterns, packages }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: patterns, message }], paths: packages.map((name) => ({ name, message })) },
    ],
  },
}));

/**
 * The server's business areas (docs/architecture.md) and the areas each may use. The order is the
 * direction: an area may use only areas listed before it, so the areas can never import each other in a
 * circle. Code outside an area reaches it through its index.ts only; inside an area, files import their
 * neighbours directly. Tests and server/testing may reach into what they test.
 */
export const serverAreas = {
  platform: [],
  accounts: ['platform'],
  catalogue: ['platform'],
  bookings: ['platform', 'accounts', 'catalogue'],
  assistant: ['platform', 'catalogue'],
  partners: ['platform', 'accounts', 'catalogue', 'bookings'],
  admin: ['platform', 'accounts', 'catalogue', 'bookings', 'partners'],
  site: ['platform', 'accounts', 'catalogue', 'bookings', 'partners'],
};

/** Who may import what between areas: one zone per pair, refused outright or allowed through index.ts. */
function areaZones() {
  const importers = [...Object.entries(serverAreas), ['(the server\'s top-level files)', Object.keys(serverAreas)]];
  const zones = [];
  for (const [importer, allowed] of importers) {
    const target = importer in serverAreas ? `server/${importer}/**` : 'server/*.ts';
    for (const area of Object.keys(serverAreas)) {
      if (area === importer) continue;
      zones.push(
        allowed.includes(area)
          ? { target, from: `server/${area}/**`, except: [`**/server/${area}/index.ts`], message: `Use ${area} through server/${area}/index.ts only (docs/architecture.md).` }
          : { target, from: `server/${area}/**`, message: `${importer} may not use ${area}: it may use ${allowed.join(', ') || 'no other area'} (docs/architecture.md).` },
      );
    }
    if (importer in serverAreas) {
      zones.push(
        { target, from: `server/${importer}/index.ts`, message: `Inside ${importer}, import the file itself, not the area's index.ts (it is the door for the others).` },
        { target, from: 'server/testing/**', message: 'Only tests import server/testing.' },
        { target, from: 'server/*.ts', message: "No area imports the server's top-level files: they put the areas together." },
      );
    }
  }
  return zones;
}

const serverHouse = [
  {
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/testing/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaZones() }] },
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'core/contract/schema.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'log'] }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
  // `?inspect` shows every live statechart of the page only if every actor the views start
  // passes its options through `inspected(...)` (src/ui/app/inspector.ts).
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/**/*.test.{ts,tsx}', 'src/ui/**/*-test-harness.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^(useMachine|useActorRef|createActor)$/]:not([arguments.1.callee.name='inspected'])",
          message: "Pass the actor's options through inspected(...) from '@/ui/app/inspector' so ?inspect shows it: useMachine(machine, inspected({ input })).",
        },
        {
          selector: "JSXOpeningElement[name.object.name='Session'][name.property.name='Provider']:not(:has(JSXAttribute[name.name='options']))",
          message: 'The session actor context passes options={inspected()} so ?inspect shows it.',
        },
      ],
    },
  },
  // Files and folders in kebab-case; role suffixes (.machine.ts, .css.ts, .test.ts) are allowed.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,server,tests,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  ...layers,
  ...serverHouse,
);
