import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector, LANGUAGE_STORAGE_KEY } from './language-detector';

// A .tsx file only so that it runs under jsdom (the dom project), where the page's sources exist.
afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

describe('language detection (spec, accounts §1)', () => {
  it('reads query string, cookie, local storage, session storage, browser, page language, in that order', () => {
    window.history.replaceState(null, '', '/tours?lng=ar');
    document.cookie = 'i18next=en';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar-EG');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-GB');
    browserLanguages(['fr-FR', 'ar']);
    document.documentElement.setAttribute('lang', 'en');
    expect(detectLanguages()).toEqual(['ar', 'en', 'ar-EG', 'en-GB', 'fr-FR', 'ar', 'fr-FR', 'en']);
  });

  it('falls through to the browser when nothing was chosen', () => {
    browserLanguages(['ar-SA']);
    expect(detectLanguages()[0]).toBe('ar-SA');
  });

  it('ignores a value that could break out of the page language attribute', () => {
    window.history.replaceState(null, '', '/?lng=%22%3E%3Cscript%3E');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    browserLanguages([]);
    expect(detectLanguages()[0]).toBe('ar');
  });

  it('remembers the chosen language in local storage', () => {
    languageDetector.cacheUserLanguage?.('ar');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('keeps working when storage is disabled', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    browserLanguages(['ar']);
    expect(detectLanguages()[0]).toBe('ar');
    expect(() => languageDetector.cacheUserLanguage?.('en')).not.toThrow();
  });
});
