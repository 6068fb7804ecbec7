/**
 * What the server says to people, in their language. The strings live in `locales/en/server.json` and
 * `locales/ar/server.json`, one object per area of the server (`auth`, `bookings`, …), beside the
 * browser's own namespaces: a translator edits one file per language, and a test holds the two files to the
 * same keys and placeholders. Each area takes its translator with `defineMessages('<area>')`; the language
 * comes from the request's Accept-Language (English when missing or unsupported).
 *
 * i18next reads them, as it does in the browser, so `{{name}}` fills a value and a `count` value picks the
 * plural form by the language's own rules (`_one`, `_two`, `_few`, … : Arabic has all six).
 */
import { readFileSync } from 'node:fs';
import i18next, { type ResourceKey } from 'i18next';
import { LANGUAGES, type Language } from '@core/text/language';
import type englishStrings from '../../../locales/en/server.json';
export type { Language } from '@core/text/language';

type ServerStrings = typeof englishStrings;
export type MessageArea = keyof ServerStrings;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A key as the code names it: `seatsLeft` for `seatsLeft_one`, `seatsLeft_other`, … */
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
export type MessageKey<A extends MessageArea> = BaseKey<keyof ServerStrings[A]> & string;

export type Translator<A extends MessageArea> = (language: Language, key: MessageKey<A>, values?: Record<string, string | number>) => string;

const LOCALES_DIR = new URL('../../../locales/', import.meta.url);
const strings = i18next.createInstance();
void strings.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { server: JSON.parse(readFileSync(new URL(`${language}/server.json`, LOCALES_DIR), 'utf8')) as ResourceKey }]),
  ),
  ns: ['server'],
  defaultNS: 'server',
  supportedLngs: [...LANGUAGES],
  fallbackLng: false,
  // A message is text in a JSON answer, an e-mail or a page that escapes what it inserts itself.
  interpolation: { escapeValue: false },
  nsSeparator: false,
  initAsync: false,
});

export function defineMessages<A extends MessageArea>(area: A): Translator<A> {
  return (language, key, values = {}) => strings.t(`${area}.${key}`, { ...values, lng: language });
}

/** The first supported language of an Accept-Language header (`ar-EG,ar;q=0.9,en;q=0.8` → ar). */
export function requestLanguage(header: string | null | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality ? Number(quality) : 1, position };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  const supported = ranked.find((entry) => entry.language === 'en' || entry.language === 'ar');
  return supported?.language === 'ar' ? 'ar' : 'en';
}

/** Messages every area uses. */
export const common = defineMessages('common');
