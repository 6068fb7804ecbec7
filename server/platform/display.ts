/**
 * How the server writes amounts, times and text into what people read outside the app (mails, the voucher,
 * the sandbox's pages, messages): one place, so a mail and a page never show the same thing two ways.
 */
import { formatTourDateTime } from '@core/time/tour-time';
import type { Language } from '@core/text/language';
import { formatPrice } from '@core/text/price';

/** An amount in EGP as every screen writes it (core/text/price.ts), piastres shown only when there are some. */
export function formatEgp(amount: number, language: Language): string {
  return formatPrice(amount, language, { decimals: Number.isInteger(amount) ? 0 : 2 });
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
