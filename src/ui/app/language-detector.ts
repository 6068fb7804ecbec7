import { isSafeLanguageCode, type LanguageDetectorModule } from 'i18next';

/**
 * The language detection of the spec (accounts §1), in its order: the query string (`?lng=ar`), the
 * cookie, local storage, session storage, the browser's languages, the page's `lang`; the choice is
 * cached in local storage. The names are those of i18next's own browser detector, so a choice made
 * before stays. Written here rather than taken from `i18next-browser-languagedetector`, which does the
 * same in 2 KB gzip more on the first page (scripts/bundle-budget.mjs).
 */
export const LANGUAGE_QUERY = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** A source that cannot be read (storage disabled, no document) gives nothing. */
function read(source: () => string | null | undefined): string[] {
  try {
    const value = source();
    return value ? [value] : [];
  } catch {
    return [];
  }
}

/** Every language found, in the spec's order; i18next takes the first it supports. */
export function detectLanguages(): string[] {
  const found = [
    ...read(() => new URLSearchParams(globalThis.location.search).get(LANGUAGE_QUERY)),
    ...read(() => new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1]),
    ...read(() => localStorage.getItem(LANGUAGE_STORAGE_KEY)),
    ...read(() => sessionStorage.getItem(LANGUAGE_STORAGE_KEY)),
    ...(globalThis.navigator?.languages ?? []),
    ...read(() => globalThis.navigator.language),
    ...read(() => document.documentElement.getAttribute('lang')),
  ];
  // Only codes that cannot break out of `<html lang="…">` (i18next's own rule).
  return found.filter(isSafeLanguageCode);
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: detectLanguages,
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage disabled: the choice lasts for this page only.
    }
    // The server renders the next page in this language: a year, the whole site, first-party.
    if (isSafeLanguageCode(language)) document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  },
};
