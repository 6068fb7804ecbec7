import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, resolveConfig, type Rolldown } from 'vite';

/**
 * The Stately inspector must never reach a build, whatever NODE_ENV says, and a build is always a
 * production build (`NODE_ENV=development npm start` used to bundle React's development build and the
 * inspector, and the budget refused it). A real Vite build of the module that loads the inspector, with the
 * project's own config and NODE_ENV=development, about a second: cheaper than building the whole app.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const inspectorModule = fileURLToPath(new URL('../src/ui/app/inspector.ts', import.meta.url));
// @statelyai/inspect's own strings (its window name and its connection message), as scripts/bundle-budget.mjs reads them.
const INSPECTOR_MARKERS = ['xstateinspector', '@statelyai.connected'];

async function bundle(define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    root,
    configFile,
    logLevel: 'silent',
    // Runs after the project's own gate (vite.config.ts), as a regression would.
    plugins: [{ name: 'test-overrides', enforce: 'post', config: () => ({ define }) }],
    build: {
      write: false,
      manifest: false,
      sourcemap: false,
      rolldownOptions: { input: inspectorModule, preserveEntrySignatures: 'exports-only' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) => output.output.map((file) => (file.type === 'chunk' ? file.code : ''))).join('\n');
}

describe('the inspector gate (vite.config.ts)', () => {
  let nodeEnv: string | undefined;
  beforeEach(() => {
    nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  it('makes a production build under NODE_ENV=development', async () => {
    const config = await resolveConfig({ root, configFile, logLevel: 'silent' }, 'build');
    expect(config.isProduction).toBe(true);
    expect(config.env.DEV).toBe(false);
    expect(config.define?.__RIHLA_INSPECTOR__).toBe('false');
  });

  it('keeps the inspector out of a build made under NODE_ENV=development', async () => {
    const code = await bundle();
    expect(code).toContain('startInspector');
    for (const marker of INSPECTOR_MARKERS) expect(code).not.toContain(marker);
  }, 60_000);

  it('keeps it out on the Vite command alone, even from a build whose import.meta.env.DEV were true', async () => {
    const code = await bundle({ 'import.meta.env.DEV': 'true' });
    expect(code).toContain('startInspector');
    for (const marker of INSPECTOR_MARKERS) expect(code).not.toContain(marker);
  }, 60_000);

  it('would see the inspector if the gate were open (the checks above can fail)', async () => {
    const code = await bundle({ __RIHLA_INSPECTOR__: 'true', 'import.meta.env.DEV': 'true' });
    expect(INSPECTOR_MARKERS.some((marker) => code.includes(marker))).toBe(true);
  }, 60_000);

  it('keeps it under the dev server', async () => {
    const config = await resolveConfig({ root, configFile, logLevel: 'silent' }, 'serve');
    expect(config.define?.__RIHLA_INSPECTOR__).toBe('true');
  });
});
