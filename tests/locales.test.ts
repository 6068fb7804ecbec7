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
