import type { Text } from './types';

/** Whether a language tag is Arabic ('ar', 'ar-EG'). Anything else reads English, the fallback language. */
export function isArabic(language: string | null | undefined): boolean {
  return (language ?? '').toLowerCase().startsWith('ar');
}

/**
 * A content record's text in the reader's language (booking §3 static content records carry both):
 * Arabic when the resolved language is Arabic, else English.
 */
export function pick(text: Text, language: string | null | undefined): string {
  return isArabic(language) ? text.ar : text.en;
}
