import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is the map of the server's areas: this test holds it to the tree and to the lint,
 * and checks what the lint cannot see (circles made of type-only imports).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const serverDir = join(root, 'server');
const map = readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
// The lint's list of areas and what each may use, the one its zones are made from (read at run time: the
// lint's configuration is not part of the typed program).
const lintConfig = join(root, 'eslint.config.js');
const { serverAreas } = (await import(/* @vite-ignore */ pathToFileURL(lintConfig).href)) as { serverAreas: Record<string, string[]> };

/** The rows of the first table after a heading: each row's cells, without the header and its rule. */
function tableAfter(heading: string): string[][] {
  const start = map.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}" section`);
  const lines = map.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split('|').slice(1, -1).map((cell) => cell.trim()));
  }
  return rows;
}

const areaRows = tableAfter("## The server's areas");
const documentedAreas = new Map(
  areaRows.map(([folder = '', , mayUse = '']) => {
    const name = /^`server\/([\w-]+)\/`$/.exec(folder)?.[1];
    if (!name) throw new Error(`docs/architecture.md: the areas' table names "${folder}", not \`server/<area>/\``);
    return [name, mayUse === 'no other area' ? [] : mayUse.split(',').map((area) => area.trim())];
  }),
);
const besideAreas = tableAfter('Beside the areas:').flatMap(([names = '']) => [...names.matchAll(/`server\/([^`]+)`/g)].map((match) => match[1] ?? ''));

const serverFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? serverFiles(path) : name.endsWith('.ts') ? [path] : [];
  });

describe('docs/architecture.md is the map of the server', () => {
  it('names every folder of server/, and every folder it names exists', () => {
    const folders = readdirSync(serverDir).filter((name) => statSync(join(serverDir, name)).isDirectory());
    const named = [...documentedAreas.keys(), ...besideAreas.filter((name) => name.endsWith('/')).map((name) => name.slice(0, -1))];
    expect(folders.filter((folder) => !named.includes(folder)), 'folders of server/ that the map does not name').toEqual([]);
    expect(named.filter((folder) => !folders.includes(folder)), 'folders the map names that server/ does not have').toEqual([]);
  });

  it("names every top-level file of the server's process and composition", () => {
    const files = readdirSync(serverDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files.filter((file) => !besideAreas.includes(file))).toEqual([]);
  });

  it('says of each area what the lint lets it use', () => {
    expect(Object.fromEntries(documentedAreas)).toEqual(serverAreas);
  });

  it('gives every area a door: its index.ts', () => {
    expect([...documentedAreas.keys()].filter((area) => !existsSync(join(serverDir, area, 'index.ts')))).toEqual([]);
  });
});

describe("the areas' order", () => {
  const order = Object.keys(serverAreas);
  const uses = serverAreas;

  it('lets an area use only areas before it, so that areas never form a circle', () => {
    const later = order.flatMap((area, at) => (uses[area] ?? []).filter((used) => !order.slice(0, at).includes(used)).map((used) => `${area} → ${used}`));
    expect(later).toEqual([]);
  });

  it('lets an area use what the areas it uses use (the table reads the same way as the arrows)', () => {
    const missing = order.flatMap((area) =>
      (uses[area] ?? []).flatMap((used) => (uses[used] ?? []).filter((further) => !(uses[area] ?? []).includes(further)).map((further) => `${area} → ${used} → ${further}`)),
    );
    expect(missing).toEqual([]);
  });
});

describe('the server has no import circle', () => {
  /** Every relative import and re-export of every server file, type-only ones included. */
  function importGraph(): Map<string, string[]> {
    const graph = new Map<string, string[]>();
    const resolve = (from: string, spec: string): string | null => {
      const target = normalize(join(dirname(from), spec));
      for (const candidate of [target, `${target}.ts`, join(target, 'index.ts')]) {
        if (candidate.startsWith(serverDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
      }
      return null;
    };
    for (const file of serverFiles(serverDir)) {
      const source = readFileSync(file, 'utf8');
      const specs = [...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)].map((match) => match[1] ?? match[2] ?? '');
      graph.set(file, specs.map((spec) => resolve(file, spec)).filter((target): target is string => target !== null));
    }
    return graph;
  }

  /** The strongly connected components of more than one file (Tarjan), each a circle of imports. */
  function circles(graph: Map<string, string[]>): string[][] {
    let counter = 0;
    const index = new Map<string, number>();
    const low = new Map<string, number>();
    const stack: string[] = [];
    const onStack = new Set<string>();
    const found: string[][] = [];
    const visit = (file: string) => {
      index.set(file, counter);
      low.set(file, counter);
      counter += 1;
      stack.push(file);
      onStack.add(file);
      for (const next of graph.get(file) ?? []) {
        if (!index.has(next)) {
          visit(next);
          low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
        } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
      if (low.get(file) === index.get(file)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(relative(root, member));
        } while (member !== file);
        if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component.sort());
      }
    };
    for (const file of graph.keys()) if (!index.has(file)) visit(file);
    return found;
  }

  it('not even through type-only imports', () => {
    expect(circles(importGraph())).toEqual([]);
  });

  it('would see one: the check finds a circle made of type imports', () => {
    const a = join(serverDir, 'a.ts');
    const b = join(serverDir, 'b.ts');
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toEqual([['server/a.ts', 'server/b.ts']]);
  });
});
