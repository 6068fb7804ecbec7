/**
 * The registry of statecharts: every machine the code defines is in it, once, with a spec
 * section; and it stays test tooling, out of the app's bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '@/machines/registry';
import { exportedMachines } from './machine-files';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the statechart registry', () => {
  it('lists every machine exported from a src/machines/**/*.machine.ts', () => {
    const registered = new Set(registry.map((entry) => entry.machine));
    const missing = exportedMachines()
      .filter(({ machine }) => !registered.has(machine))
      .map(({ name, file }) => `${name} (${file})`);
    expect(
      missing,
      'Not in src/machines/registry.ts. Give each a <flow>.model.ts next to it (samples of every event and actor result, ' +
        'its spec section) and add `register(<flow>Model)` to the registry: see docs/testing.md, "Adding a machine".',
    ).toEqual([]);
  });

  it('lists each machine once, under its own id, with the spec section it implements', () => {
    const ids = registry.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(new Set(registry.map((entry) => entry.machine)).size).toBe(registry.length);
    for (const entry of registry) {
      expect(entry.id).toBe(entry.machine.id);
      // A section of the spec (docs/spec.md), or for a behaviour the spec does not have, the rows of
      // docs/decisions.md that decided it.
      expect(entry.spec, entry.id).toMatch(/^(accounts|booking) §\d|\((?:[DS]\d+[–, ]*)+\)$/);
    }
  });

  it('is in order of machine id, so the exports and the coverage table are too', () => {
    const ids = registry.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('is never imported by app code, nor is any model (their samples stay out of the bundle)', () => {
    const appFiles = sourceFiles('src').filter((file) => !/\.test\.tsx?$|\.model\.ts$|[/\\]registry\.ts$|\.fixtures\.ts$/.test(file));
    const importers = appFiles.filter((file) => /from ['"][^'"]*(\/registry|\.model)['"]/.test(readFileSync(file, 'utf8')));
    expect(importers).toEqual([]);
  });
});
