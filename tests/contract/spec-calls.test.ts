/**
 * Every call in the spec's call tables (section 7 of both spec documents) is in the contract, with the
 * spec's method, literal path segments and casing. Parameter names may differ (`{id}` vs `{travelId}`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isRecord } from '@core/values';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The spec lives beside the project (`../shared/spec`), as in every checkout and in CI; SPEC_DIR overrides. */
const specDir = process.env.SPEC_DIR ? path.resolve(process.env.SPEC_DIR) : path.resolve(repoRoot, '..', 'shared', 'spec');

interface SpecCall {
  method: string;
  /** The path as the spec writes it, query removed (`/api/Travel/like/{id}`). */
  path: string;
}

const METHOD = '(?:GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)';
/** One or more methods joined by "and" (or commas), then a path: `POST and DELETE /api/Travel/like/{id}`. */
const CALL = new RegExp(`\\b(${METHOD}(?:\\s*(?:,|\\band\\b)\\s*${METHOD})*)\\s+(/[^\\s,|]+)`, 'g');

/** The text of section 7, from its "## 7." heading up to the next "## " heading. */
function sectionSeven(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  if (start < 0) throw new Error('no "## 7." section');
  const afterHeading = markdown.indexOf('\n', start) + 1;
  const rest = markdown.slice(afterHeading);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

function cells(row: string): string[] {
  return row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim());
}

const isSeparator = (row: string): boolean => cells(row).every((cell) => /^:?-{3,}:?$/.test(cell));

/** The first cell of every body row of every table in `section` (header and separator rows skipped). */
function firstCells(section: string): string[] {
  const lines = section.split('\n');
  const found: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]?.trim() ?? '';
    if (!line.startsWith('|')) continue;
    // A table starts with a header row followed by a separator row.
    const next = lines[i + 1]?.trim() ?? '';
    if (!next.startsWith('|') || !isSeparator(next)) throw new Error(`table row without a header: ${line}`);
    i += 2;
    for (; i < lines.length && (lines[i]?.trim() ?? '').startsWith('|'); i += 1) {
      found.push(cells(lines[i] ?? '')[0] ?? '');
    }
  }
  return found;
}

/** Every (method, path) a first cell names; throws when it names none, so a row the parser misreads fails. */
function callsInCell(cell: string): SpecCall[] {
  const text = cell.replace(/`/g, '');
  const calls: SpecCall[] = [];
  for (const match of text.matchAll(CALL)) {
    const [, methods = '', rawPath = ''] = match;
    const pathOnly = rawPath.split('?')[0] ?? rawPath;
    for (const method of methods.split(/\s*(?:,|\band\b)\s*/)) calls.push({ method, path: pathOnly });
  }
  if (calls.length === 0) throw new Error(`no call found in "${cell}"`);
  return calls;
}

/** The distinct calls of a spec document's section 7, in the order they first appear. */
function specCalls(fileName: string): SpecCall[] {
  const file = path.join(specDir, fileName);
  if (!existsSync(file)) {
    throw new Error(`The spec document ${file} is missing: the contract test reads the spec beside the project (../shared/spec) or SPEC_DIR`);
  }
  const markdown = readFileSync(file, 'utf8');
  const distinct = new Map<string, SpecCall>();
  for (const cell of firstCells(sectionSeven(markdown))) {
    for (const call of callsInCell(cell)) distinct.set(`${call.method} ${call.path}`, call);
  }
  return [...distinct.values()];
}

const normalise = (template: string): string => template.replace(/\{[^}]*\}/g, '{}');

const contract: unknown = parse(readFileSync(path.join(repoRoot, 'openapi', 'rihla.yaml'), 'utf8'));
const contractPaths = isRecord(contract) && isRecord(contract.paths) ? contract.paths : {};

/** Contract operations as `METHOD /normalised/{}` keys. */
const contractOperations = new Set(
  Object.entries(contractPaths).flatMap(([template, item]) =>
    isRecord(item)
      ? ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']
          .filter((method) => isRecord(item[method]))
          .map((method) => `${method.toUpperCase()} ${normalise(template)}`)
      : [],
  ),
);

const documents = [
  // Counted by hand from the accounts document's §7 table: 21 rows name 24 distinct calls
  // (GET /api/Travel appears twice; four rows name two calls each).
  { label: 'accounts', file: 'accounts-discovery-assistant.md', distinctCalls: 24 },
  // The booking document's §7 table: 5 rows, 5 calls.
  { label: 'booking', file: 'booking-payment-guide.md', distinctCalls: 5 },
] as const;

describe('the section 7 parser', () => {
  it('reads a first cell with one call, two methods, two calls, or a query', () => {
    expect(callsInCell('POST /api/Auth/register')).toEqual([{ method: 'POST', path: '/api/Auth/register' }]);
    expect(callsInCell('POST and DELETE /api/Travel/like/{id}')).toEqual([
      { method: 'POST', path: '/api/Travel/like/{id}' },
      { method: 'DELETE', path: '/api/Travel/like/{id}' },
    ]);
    expect(callsInCell('GET /api/Ai/recommend-travels/{userId}, GET /api/Ai/recommend-events/{userId}')).toEqual([
      { method: 'GET', path: '/api/Ai/recommend-travels/{userId}' },
      { method: 'GET', path: '/api/Ai/recommend-events/{userId}' },
    ]);
    expect(callsInCell('POST /api/Auth/resetpassword?token={token}')).toEqual([
      { method: 'POST', path: '/api/Auth/resetpassword' },
    ]);
    expect(() => callsInCell('Method and path')).toThrow('no call found');
  });

  it('skips header and separator rows and stops at the next section', () => {
    const markdown = [
      '## 6. Before',
      '| Call | Use |',
      '|---|---|',
      '| GET /api/Before | no |',
      '## 7. The calls it makes',
      'Intro.',
      '',
      '| Call | Use |',
      '|---|---|',
      '| GET /api/One | yes |',
      '| PUT /api/Two/{id} | yes |',
      '',
      '## 8. After',
      '| Call | Use |',
      '|---|---|',
      '| GET /api/After | no |',
    ].join('\n');
    expect(firstCells(sectionSeven(markdown))).toEqual(['GET /api/One', 'PUT /api/Two/{id}']);
  });
});

for (const { label, file, distinctCalls } of documents) {
  const calls = specCalls(file);

  describe(`${label} document §7 (${file})`, () => {
    it(`names exactly ${distinctCalls} distinct calls`, () => {
      expect(calls).toHaveLength(distinctCalls);
    });

    for (const call of calls) {
      it(`contract has ${call.method} ${call.path} (${label} §7)`, () => {
        const key = `${call.method} ${normalise(call.path)}`;
        expect(contractOperations.has(key), `openapi/rihla.yaml has no ${call.method} ${call.path}`).toBe(true);
      });
    }
  });
}
