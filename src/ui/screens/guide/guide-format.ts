import type { TFunction } from 'i18next';
import type { Currency, Money, PriceRange } from '@/content/types';
import { pick } from '@/content/text';
import { formatPrice, numberLocale } from '@core/text/price';
import { dateTimeFormat, numberFormat } from '@core/time/intl';

/**
 * How guide content reads in each language. Prices go through the site's one price function
 * (src/ui/kit/price: "EGP 1,200" and "1,200 ج.م"); the few the content really quotes in US dollars (the
 * Luxor Pass, a guide's activities) say so: "$50" in both languages. The guide's own wording around them
 * ("about", "from", ranges) comes from locales/<lang>/guide.json.
 */

/** The currency a guide price is written in: the one its content quotes, EGP unless it says USD. */
export function currencyOf(currency: Currency | undefined): Currency {
  return currency === 'USD' ? 'USD' : 'EGP';
}

/** A whole number grouped by thousands, Western digits in both languages (as prices are): 2,629. */
export function wholeNumber(value: number, language: string): string {
  return numberFormat(numberLocale(language), { maximumFractionDigits: 0, useGrouping: true }).format(value);
}

/** A fixed price (a ticket, a dish): "EGP 360", "360 ج.م", "$100". */
export function moneyText(money: Money, language: string): string {
  return formatPrice(money.amount, language, { currency: currencyOf(money.currency) });
}

/**
 * A price as a guide states it (booking §2): "about EGP 500 per hour", "from EGP 700", "$50–80";
 * in Arabic "حوالي 500 ج.م في الساعة", "ابتداءً من 700 ج.م", "$50–80".
 */
export function formatPriceRange(price: PriceRange, language: string, t: TFunction<'guide'>): string {
  const single = formatPrice(price.amount, language, { currency: currencyOf(price.currency) });
  let text = single;
  if (price.upTo !== undefined && Number.isFinite(price.upTo) && price.upTo !== price.amount) {
    // The range takes the place of the amount, so the currency sits where it does for one amount.
    const low = wholeNumber(price.amount, language);
    text = single.replace(low, `${low}–${wholeNumber(price.upTo, language)}`);
  }
  if (price.from) text = t('price.from', { price: text });
  else if (price.approx) text = t('price.about', { price: text });
  return price.per ? t('price.per', { price: text, per: pick(price.per, language) }) : text;
}

/** A height in metres: "2,629 m", "2,629 م". */
export function metresText(metres: number, language: string, t: TFunction<'guide'>): string {
  return t('index.height', { metres: wholeNumber(metres, language) });
}

/** A month's name in the reader's language (1 → January, يناير). */
export function monthName(month: number, language: string): string {
  return dateTimeFormat(numberLocale(language), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));
}
