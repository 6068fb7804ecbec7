/**
 * How the server writes amounts, times and text into what people read outside the app (mails, the voucher,
 * the sandbox's pages, messages): one place, so a mail and a page never show the same thing two ways.
 */
import { CAIRO_TIME_ZONE } from './cairo-time';

export type DisplayLanguage = 'en' | 'ar';

/** EGP with thousands grouping: `EGP 6,875` in English, `6,875 ج.م` in Arabic (the app's formatPrice reads the same). */
export function formatEgp(amount: number, language: DisplayLanguage): string {
  const grouped = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return language === 'ar' ? `${grouped} ج.م` : `EGP ${grouped}`;
}

/** Text made safe to put in HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const cairoFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Thu 4 Dec 2025, 08:00" / "الخميس 4 ديسمبر 2025، 08:00": an instant on Cairo's clock (the tour's own time,
 * whatever the reader's), Western digits in both languages as the app shows them.
 */
export function formatCairoDateTime(instant: Date, language: DisplayLanguage): string {
  let format = cairoFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
      timeZone: CAIRO_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cairoFormats.set(language, format);
  }
  return format.format(instant);
}
