import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: what a comment or a document cites is in the clone. A decision is a
 * row of docs/decisions.md (`S4`, a reading of the spec; `D195`, a decision met while building), the
 * original site's behaviour is docs/spec.md (`accounts §2`, `booking §7`), the shape of the code is
 * docs/architecture.md. These checks fail on a citation that a clone cannot follow.
 */
const BINARY = /\.(?:webm|mp4|png|jpe?g|webp|svg|ico|woff2?|pdf|gif)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && !BINARY.test(file) && file !== 'package-lock.json');
const texts = files.flatMap((file) => {
  try {
    return [{ file, text: readFileSync(file, 'utf8') }];
  } catch {
    return []; // listed but deleted in the work tree
  }
});

function occurrences(pattern: RegExp): string[] {
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(pattern)].map((match) => `${file}:${text.slice(0, match.index).split('\n').length}: ${match[0]}`),
  );
}

/**
 * The one test that reads the original spec documents, and the README row that says where it finds
 * them: the contract is checked against the spec itself, which CI lays beside the clone.
 */
const READS_THE_SPEC = new Set(['tests/contract/spec-calls.test.ts', 'README.md', 'tests/citations.test.ts']);

describe('citations', () => {
  it('nothing cites the design notes or the folder that live outside the repository', () => {
    const outside = occurrences(/DECISIONS|ARCHITECTURE\.md|CONVENTIONS\.md|\.\.\/shared|\bshared\/(?:spec|design)\//g).filter(
      (line) => !READS_THE_SPEC.has(line.slice(0, line.indexOf(':'))),
    );
    expect(outside).toEqual([]);
  });

  it('every decision cited (S1, D195) is a row of docs/decisions.md', () => {
    const rows = new Set([...readFileSync('docs/decisions.md', 'utf8').matchAll(/^\| ([SD]\d+) \|/gm)].map((match) => match[1]));
    expect(rows.size).toBeGreaterThan(300);
    const unknown = occurrences(/(?<![\w#/.-])[SD]\d{1,3}(?![\w.-])/g).filter((line) => !rows.has(line.slice(line.lastIndexOf(' ') + 1)));
    expect(unknown).toEqual([]);
  });

  it('every section of the spec cited (accounts §2, booking §7) is a section of docs/spec.md', () => {
    const spec = readFileSync('docs/spec.md', 'utf8');
    const sections = (document: string) =>
      new Set([...spec.split(new RegExp(`^## ${document}$`, 'm'))[1]!.split(/^## /m)[0]!.matchAll(/^### §(\d+)/gm)].map((match) => match[1]));
    const known = { accounts: sections('Accounts'), booking: sections('Booking') };
    expect(known.accounts.size).toBe(9);
    expect(known.booking.size).toBe(9);
    const cited = occurrences(/\b(accounts|booking)(?: document| spec)?,? ?§ ?(\d+)/g);
    expect(cited.length).toBeGreaterThan(100);
    const unknown = cited.filter((line) => {
      const [, document, section] = /\b(accounts|booking)(?: document| spec)?,? ?§ ?(\d+)$/.exec(line)!;
      return !known[document as keyof typeof known].has(section);
    });
    expect(unknown).toEqual([]);
  });

  it('no comment or document cites an issue number: a clone has no issue tracker', () => {
    // A rule is explained by its reason in words, a row of docs/decisions.md or a page of docs/, never by
    // the number of the issue it came from, which a clone cannot look up.
    const cited = occurrences(/\b[Ii]ssues? \d+/g).filter((line) => !line.startsWith('tests/citations.test.ts:'));
    expect(cited).toEqual([]);
  });
});
