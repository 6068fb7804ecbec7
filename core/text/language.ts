/** The two languages Rihla speaks, everywhere: the browser's screens, the server's messages, the mails. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** Whether a language tag is Arabic ('ar', 'ar-EG'); anything else reads English, the fallback language. */
export function isArabic(tag: string | null | undefined): boolean {
  return (tag ?? '').toLowerCase().startsWith('ar');
}

/** The language a tag names: Arabic for any Arabic tag, English for everything else. */
export const languageOfTag = (tag: string | null | undefined): Language => (isArabic(tag) ? 'ar' : 'en');
