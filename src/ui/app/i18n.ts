import i18next, { type BackendModule, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import type { HydrationState } from './ssr/hydration-state';

import { LANGUAGES, type Language } from '@core/text/language';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export type { Language };

/** Options shared by the app and the tests, so both read the locale files the same way. */
export const baseI18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true, // ar-EG and en-US resolve to ar and en
  load: 'languageOnly',
  fallbackLng: 'en',
  // 'meta' (page titles and descriptions) loads with 'common' at boot: every screen's head needs it (D174).
  ns: ['common', 'meta'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
} satisfies InitOptions;

/**
 * The strings are data, fetched per namespace as a screen asks for it (`/locales/<lang>/<ns>.json`,
 * served by the server beside /images): no JavaScript grows when a namespace is added.
 */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`No locale file for ${language}/${namespace} (${response.status})`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (strings) => callback(null, strings),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/** Sets the page's `lang` and `dir` (Arabic reads right to left); the API client reads `lang` too. */
export function applyDocumentLanguage(language: string, dir: 'ltr' | 'rtl'): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.lang = language;
  root.dir = dir;
}

/**
 * Starts i18next for the browser. Detection order (spec, accounts §1): query string (`?lng=ar`), cookie,
 * local storage, session storage, the browser's setting, the page's language; cached in local storage and
 * the `i18next` cookie (./language-detector.ts), which the server reads to render the next page right.
 * A server-rendered page brings its language and the strings it used: the browser starts in that
 * language with those strings, so its first render is the server's; other strings load as screens ask.
 */
export function bootI18n(rendered?: Pick<HydrationState, 'language' | 'strings'>): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(i18next.resolvedLanguage ?? language, i18next.dir(language));
  });
  return i18next
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      react: { useSuspense: true },
      ...(rendered && {
        lng: rendered.language,
        ns: Object.keys(rendered.strings),
        resources: { [rendered.language]: rendered.strings },
        partialBundledLanguages: true,
        // Ready at once (nothing to fetch): the page hydrates in the same task.
        initAsync: false,
        // Every string exists in both languages (tests/locales): no English fallback to fetch beside Arabic.
        fallbackLng: rendered.language,
      }),
    });
}
