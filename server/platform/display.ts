/**
 * How the server writes amounts, times and text into what people read outside the app (mails, the voucher,
 * the sandbox's pages, messages): one place, so a mail and a page never show the same thing two ways.
 */
import { formatTourDateTime } from '@core/time/tour-time';
import type { Language } from '@core/text/language';

/** EGP with thousands grouping: `EGP 6,875` in English, `6,875 ج.م` in Arabic (the app's formatPrice reads the same). */
export function formatEgp(amount: number, language: Language): string {
  const grouped = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return language === 'ar' ? `${grouped} ج.م` : `EGP ${grouped}`;
}

/** Text made safe to put in HTML, attribute values included. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * "Fri, 4 Dec 2026, 08:00" / "الجمعة، 4 ديسمبر 2026، 08:00": an instant on Cairo's clock (the tour's own time,
 * whatever the reader's), the app's one wording of a tour's date and time (src/content/tour-time.ts, D250).
 */
export function formatCairoDateTime(instant: Date, language: Language): string {
  return formatTourDateTime(instant, language) ?? '';
}
