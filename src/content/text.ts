import type { Text } from './types';

/** Whether a language tag is Arabic ('ar', 'ar-EG'). Anything else reads English, the fallback language. */
export function isArabic(language: string | null | undefined): boolean {
  return (language ?? '').toLowerCase().startsWith('ar');
}

/**
 * Digits as the number fields read them: Arabic-Indic (٠١٢٣٤٥٦٧٨٩, U+0660–0669) and Eastern Arabic-Indic
 * (۰–۹, U+06F0–06F9, Persian and Urdu keyboards) become 0–9, so "٢" adults, a national ID or a card number
 * typed on an Arabic keyboard reads as typed (issue 16). Everything else is left as it is.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * A content record's text in the reader's language (booking §3 static content records carry both):
 * Arabic when the resolved language is Arabic, else English.
 */
export function pick(text: Text, language: string | null | undefined): string {
  return isArabic(language) ? text.ar : text.en;
}
