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
export function pattern(namespace: string, key: string, language: 'en' | 'ar' = 'en'): RegExp {
  const text = t(namespace, key, {}, language);
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '.+');
  return new RegExp(escaped);
}

/** A string in the language of the path's page (English on the desktop, Arabic on the phone). */
export function say(run: { language: 'en' | 'ar' }, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  return t(namespace, key, values, run.language);
}

/** `pattern` in the language of the path's page. */
export function sayPattern(run: { language: 'en' | 'ar' }, namespace: string, key: string): RegExp {
  return pattern(namespace, key, run.language);
}
