/**
 * core/contract/schema.d.ts is exactly what `npm run gen:api` (the openapi-typescript CLI) writes from the
 * contract today: the CLI's output is its COMMENT_HEADER followed by `astToString(await openapiTS(url))`.
 */
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';

const contractUrl = new URL('../../openapi/rihla.yaml', import.meta.url);
const committedUrl = new URL('../../core/contract/schema.d.ts', import.meta.url);

const STALE = 'core/contract/schema.d.ts is stale: run npm run gen:api';

/** Where two texts first differ, as a line number with both lines, for the failure message. */
function firstDifference(expected: string, actual: string): string {
  const want = expected.split('\n');
  const have = actual.split('\n');
  for (let line = 0; line < Math.max(want.length, have.length); line += 1) {
    if (want[line] !== have[line]) {
      return `first difference at line ${line + 1}: generated ${JSON.stringify(want[line] ?? '<end>')}, committed ${JSON.stringify(have[line] ?? '<end>')}`;
    }
  }
  return 'the texts differ only in line endings';
}

describe('core/contract/schema.d.ts', () => {
  it('is what openapi-typescript generates from openapi/rihla.yaml, byte for byte', async () => {
    const generated = `${COMMENT_HEADER}${astToString(await openapiTS(contractUrl))}`;
    const committed = readFileSync(committedUrl, 'utf8');

    expect(generated.length).toBeGreaterThan(1000);
    if (generated !== committed) {
      expect.fail(`${STALE} (${firstDifference(generated, committed)})`);
    }
  }, 30_000);
});
