import { readFileSync } from 'node:fs';

const files = new Map<string, unknown>();

/**
 * A string from the locale files, by namespace and dotted key, with its `{{placeholders}}` filled: the
 * tests read what a user reads, so a wording change in locales/ does not break them.
 */
export function t(namespace: string, key: string, values: Record<string, string | number> = {}, language: 'en' | 'ar' = 'en'): string {
  const file = `${language}/${namespace}`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(new URL(`../../../locales/${file}.json`, import.meta.url), 'utf8')));
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], files.get(file));
  if (typeof found !== 'string') throw new Error(`no string ${file}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** A string as a pattern, for text that carries a value the test does not know (`Booking #{{bookingId}}`). */
export function pattern(namespace: string, key: string): RegExp {
  const text = t(namespace, key);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(escaped);
}
