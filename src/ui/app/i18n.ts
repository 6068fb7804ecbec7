import i18next, { type BackendModule, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Options shared by the app and the tests, so both read the locale files the same way. */
export const baseI18nOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: true, // ar-EG and en-US resolve to ar and en
  load: 'languageOnly',
  fallbackLng: 'en',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
} satisfies InitOptions;

/** Each locale file is its own chunk: a screen's namespace ships with the screen that asks for it. */
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No locale file for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
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
 * local storage, session storage, the browser's setting, the page's language; cached in local storage.
 */
export function bootI18n(): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(i18next.resolvedLanguage ?? language, i18next.dir(language));
  });
  return i18next
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
}
