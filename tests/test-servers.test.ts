import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One way to start a test server for a whole file or describe block: `useTestServer` (server/testing/harness.ts),
 * which registers its own beforeAll and afterAll. `startTestServer` stays for the servers one test starts and
 * closes itself (special environments, several servers, stopping one on purpose).
 */
const SERVER_TESTS = readdirSync('server', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('server', file).replaceAll('\\', '/'))
  .sort();

/** The lines of `file` where a `beforeAll(...)` hook calls `startTestServer(...)`. */
function startsInBeforeAll(file: string, text = readFileSync(file, 'utf8')): number[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lines: number[] = [];
  const calls = (node: ts.Node, name: string): node is ts.CallExpression =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;
  const visit = (node: ts.Node, inBeforeAll: boolean): void => {
    if (inBeforeAll && calls(node, 'startTestServer')) lines.push(source.getLineAndCharacterOfPosition(node.getStart()).line + 1);
    ts.forEachChild(node, (child) => visit(child, inBeforeAll || calls(node, 'beforeAll')));
  };
  visit(source, false);
  return lines;
}

describe('server test files', () => {
  it('are found', () => {
    expect(SERVER_TESTS.length).toBeGreaterThan(40);
    expect(SERVER_TESTS).toContain('server/testing/harness.test.ts');
  });

  it('never call startTestServer inside a beforeAll: a server for a whole file or describe block goes through useTestServer', () => {
    const offenders = SERVER_TESTS.flatMap((file) => startsInBeforeAll(file).map((line) => `${file}:${line}`));
    expect(offenders).toEqual([]);
  });

  it('would catch a file that does, in a describe block or at its top (the rule bites)', () => {
    const byHand = [
      "describe('a', () => {",
      '  let server: TestServer;',
      '  beforeAll(async () => {',
      '    server = await startTestServer({ NODE_ENV: "test" });',
      '  }, 60_000);',
      '});',
      'beforeAll(() => startTestServer());',
      "it('starts one of its own', async () => { const server = await startTestServer(); await server.close(); });",
    ].join('\n');
    expect(startsInBeforeAll('probe.test.ts', byHand)).toEqual([4, 7]);
  });
});
