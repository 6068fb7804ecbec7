/**
 * Which script a text is written in. One rule for the whole product: the assistant, the chat hub, the
 * reviews, the voice input and search all decide "is this Arabic?" here, so they can never disagree.
 */
import type { Language } from './language';

/** An Arabic letter: the Arabic block, its supplement, extended-A and both presentation-form blocks. */
export const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_LETTERS = new RegExp(ARABIC_LETTER.source, 'gu');
const LATIN_LETTERS = /[A-Za-z\u00C0-\u024F]/gu;

/** Whether the text has at least one Arabic letter ("رحلات", "Tours in الغردقة"). */
export const hasArabic = (text: string): boolean => ARABIC_LETTER.test(text);

/**
 * The language a text is written in: Arabic when at least as many of its letters are Arabic as Latin
 * ("رحلات Dahab" is Arabic, "Diving tours in الغردقة" English), English when Latin letters are more; null when
 * it has no letters at all ("5000").
 */
export function writtenLanguage(text: string): Language | null {
  const arabic = text.match(ARABIC_LETTERS)?.length ?? 0;
  const latin = text.match(LATIN_LETTERS)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return arabic >= latin ? 'ar' : 'en';
}
