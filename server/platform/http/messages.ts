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
import type englishContact from '../../../locales/en/contact.json';
import type englishPartner from '../../../locales/en/partner.json';
import type englishAdmin from '../../../locales/en/admin.json';
import type englishPartnerTours from '../../../locales/en/partnerTours.json';
import type englishPartnerPortal from '../../../locales/en/partnerPortal.json';
export type { Language } from '@core/text/language';

type ServerStrings = typeof englishStrings;
export type MessageArea = keyof ServerStrings;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A key as the code names it: `seatsLeft` for `seatsLeft_one`, `seatsLeft_other`, … */
type BaseKey<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
export type MessageKey<A extends MessageArea> = BaseKey<keyof ServerStrings[A]> & string;

export type Translator<A extends MessageArea> = (language: Language, key: MessageKey<A>, values?: Record<string, string | number>) => string;

/**
 * The browser's namespaces whose words the server repeats: a refused form names its field by the label the
 * form shows, so the label is written once, in the screen's own file.
 */
interface ScreenNamespaces {
  contact: typeof englishContact;
  partner: typeof englishPartner;
  admin: typeof englishAdmin;
  partnerTours: typeof englishPartnerTours;
  partnerPortal: typeof englishPartnerPortal;
}
export type ScreenNamespace = keyof ScreenNamespaces;
/** The dotted paths to the strings of a namespace: `fields.name`, `requests.info`, … */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

const SCREEN_NAMESPACES: readonly ScreenNamespace[] = ['contact', 'partner', 'admin', 'partnerTours', 'partnerPortal'];
const LOCALES_DIR = new URL('../../../locales/', import.meta.url);
const read = (language: Language, namespace: string) => JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES_DIR), 'utf8')) as ResourceKey;
const strings = i18next.createInstance();
void strings.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, Object.fromEntries(['server', ...SCREEN_NAMESPACES].map((namespace) => [namespace, read(language, namespace)]))]),
  ),
  ns: ['server', ...SCREEN_NAMESPACES],
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

/** A screen's words, as that screen shows them: `screenWords('contact')('ar', 'fields.email')`. */
export function screenWords<N extends ScreenNamespace>(namespace: N): (language: Language, key: Leaves<ScreenNamespaces[N]>, values?: Record<string, string | number>) => string {
  return (language, key, values = {}) => strings.t(key, { ...values, ns: namespace, lng: language });
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
