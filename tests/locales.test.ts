import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { localeResources } from './i18n';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [child, text] of leaves(value, path)) result.set(child, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
/**
 * A plural form may leave the number out where its language says it in words ("one tour", "رحلتين"):
 * beside `count`, its placeholders are the same in both languages.
 */
const PLURAL_FORM = /_(?:zero|one|two|few|many|other)$/;
const compared = (key: string, text: string) => placeholders(text).filter((name) => !(PLURAL_FORM.test(key) && name === 'count'));

const resources = localeResources();
const namespaces = Object.keys(resources.en ?? {});

describe('locales', () => {
  it('has the same namespaces in English and Arabic', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(Object.keys(resources.ar ?? {}).sort()).toEqual([...namespaces].sort());
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every English string has a non-empty Arabic string with the same placeholders`, () => {
      const english = leaves(resources.en?.[namespace] as Tree);
      const arabic = leaves(resources.ar?.[namespace] as Tree);
      expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) {
        const translated = arabic.get(key) ?? '';
        expect(translated.trim(), `ar ${namespace}:${key}`).not.toBe('');
        expect(compared(key, translated), `placeholders of ${namespace}:${key}`).toEqual(compared(key, text));
      }
    });
  }
});

/**
 * What the server says is in locales/en/server.json and locales/ar/server.json, so Arabic in the server's code is data, never a
 * message: these files hold what travellers type (matched, not said) and the catalogue's own content.
 */
const ARABIC_DATA: ReadonlyArray<[prefix: string, why: string]> = [
  ['server/catalogue/seed/', "the catalogue's seeded tours, companies, events and places, written in both languages"],
  ['server/catalogue/eval/', 'searches travellers type, and what each should find'],
  ['server/assistant/eval/', 'dialogues travellers have with the assistant, and the facts it may not invent'],
  ['server/assistant/vocabulary.ts', 'the words travellers type for places, types and topics, and the names of those places'],
  ['server/assistant/guide-facts.ts', "the guide pages' facts, as the pages state them"],
  ['server/assistant/dates.ts', 'month and period words travellers type'],
  ['server/assistant/understand.ts', 'greetings, thanks and questions as travellers type them'],
  ['server/assistant/details.ts', 'numbers, party and season words as travellers type them'],
];

describe('the server speaks through its locale files', () => {
  it('has no Arabic string in its code outside the data that travellers type or the catalogue holds', () => {
    const arabic = /[\u0600-\u06FF]/;
    const code = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && existsSync(file));
    expect(code.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of code.filter((name) => !ARABIC_DATA.some(([prefix]) => name.startsWith(prefix)))) {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node): void => {
        const literal = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node);
        if (literal && arabic.test(node.getText(source))) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${node.getText(source)}`);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(found).toEqual([]);
  });

  it('names only data files that hold Arabic', () => {
    for (const [prefix] of ARABIC_DATA) expect(existsSync(prefix), prefix).toBe(true);
  });
});
