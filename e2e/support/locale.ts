import { readFileSync } from 'node:fs';

/**
 * A string from the locale files, by namespace and dotted key, with its {{values}} filled: the tests read
 * what a user reads.
 */
export function text(language: 'en' | 'ar', namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const strings: unknown = JSON.parse(readFileSync(new URL(`../../locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
  if (typeof found !== 'string') throw new Error(`no string ${language}/${namespace}:${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
