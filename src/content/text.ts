import { isArabic } from '@core/text/language';
import type { Text } from './types';

/**
 * A content record's text in the reader's language (booking §3 static content records carry both):
 * Arabic when the resolved language is Arabic, else English.
 */
export function pick(text: Text, language: string | null | undefined): string {
  return isArabic(language) ? text.ar : text.en;
}
