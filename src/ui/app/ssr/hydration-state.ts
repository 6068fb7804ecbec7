import type { FormatTable } from '@core/time/intl';
import type { CurrencyRates, DisplayCurrency } from '@/ui/kit/price/display-currency';

/**
 * What the server embeds in a rendered page for the browser's first render (D185), as JSON in
 * `<script type="application/json" id="rihla-state">` (data, not a script: the content security policy
 * allows no inline script, and a JSON block is never run).
 */
export interface HydrationState {
  /** The language the page was rendered in (`?lng`, the `i18next` cookie, `Accept-Language`). */
  language: string;
  /** The strings the page used, by namespace, in that language. */
  strings: Record<string, Record<string, unknown>>;
  /** The statecharts' persisted snapshots by key (./use-route-machine.ts). */
  snapshots: Record<string, unknown>;
  /** The route modules rendered (src paths), loaded before hydrating so the first render matches. */
  screens: string[];
  /** The numbers and dates the render formatted, read back by the first render instead of ICU (D202). */
  formats?: FormatTable;
  /** The display currency the page was rendered with (the `rihla_currency` cookie; EGP by default). */
  currency?: DisplayCurrency;
  /** The server's exchange rates, so the first render converts as the server did and a later choice needs no request. */
  rates?: CurrencyRates;
}

export const HYDRATION_STATE_ID = 'rihla-state';

/** The embedded state, or null when the page was not server-rendered (the development server). */
export function readHydrationState(document: Document): HydrationState | null {
  const element = document.getElementById(HYDRATION_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as HydrationState;
  } catch {
    return null;
  }
}

/**
 * JSON for inside a `<script>` element: `<` is written as `\u003c`, so no string in the data (a tour's
 * description, a review) can close the element and inject markup; U+2028/2029 are escaped for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
