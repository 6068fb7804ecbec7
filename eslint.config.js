// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way imports (ARCHITECTURE.md): src/ui → src/machines → src/api; server/ never reaches into the
 * browser's flows. Each layer lists the import patterns and packages it may not use.
 */
const layers = [
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
    // issue 16) is written with it, so it opens in the visualiser like the browser's; the browser's machines are not.
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

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-ssr/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'src/api/schema.d.ts'],
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
  // `?inspect` shows every live statechart of the page (issue 9) only if every actor the views start
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
);
