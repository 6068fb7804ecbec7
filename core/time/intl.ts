/**
 * Numbers and dates for the page, through the platform's Intl formatters, with two things in front of them
 * (D202). Written here rather than taken from a library: it is map lookups in front of the
 * platform's formatters, and the table below is the server render's own.
 *
 * 1. Formatters are made once per locale and options and kept. Making one costs 35–80 µs (Node 20, V8's
 *    ICU), formatting with it under 1 µs, and a page of cards was making one for each price and date.
 *
 * 2. A page the server rendered carries what the server formatted for it, and the browser's first render
 *    reads those strings back instead of formatting them again. In Chromium the page's first Intl
 *    formatter costs 30–50 ms of one uninterrupted task (ICU's number and calendar data; about 150 ms on a
 *    phone's slower CPU), and hydrating the home page or a company page met it every time: the largest
 *    single part of their Total Blocking Time. Read back from the table, the first render touches no ICU
 *    at all; the browser makes its own formatter the first time it formats something the server did not
 *    (the next carousel slide, a page it renders itself). The strings are also the server's exactly, so a
 *    browser whose ICU words a date differently from Node's cannot make hydration mismatch.
 */

/** What one server render formatted: a key (kind, locale, options, value) to the text or the parts. */
export type FormatTable = Record<string, string | { type: string; value: string }[]>;

/** Server: the table of the render in progress, if any (set by the server entry, per request). */
let recording: () => FormatTable | undefined = () => undefined;
/** Browser: what the server formatted for this page. */
const remembered = new Map<string, FormatTable[string]>();

/** Server: where `format` calls during a render are written (entry-server.tsx, one table per request). */
export function recordFormatsIn(table: () => FormatTable | undefined): void {
  recording = table;
}

/** Browser: the server's table, read back before the first render (main.tsx). */
export function rememberFormats(table: FormatTable | undefined): void {
  for (const [key, value] of Object.entries(table ?? {})) remembered.set(key, value);
}

/** The parts of a formatter the app uses: `P` is its kind of part (a date's or a number's). */
export interface KeptFormat<V, P> {
  format(value: V): string;
  formatToParts(value: V): P[];
}

/** An instant or a number as a table key: dates by their milliseconds, so a Date and its number agree. */
function valueKey(value: number | Date | bigint): string {
  return value instanceof Date ? String(value.getTime()) : String(value);
}

function kept<V extends number | Date | bigint, P, O extends object>(
  kind: string,
  make: (locale: string, options?: O) => KeptFormat<V, P>,
): (locale: string, options?: O) => KeptFormat<V, P> {
  const made = new Map<string, KeptFormat<V, P>>();
  return (locale, options) => {
    const prefix = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}|`;
    let format = made.get(prefix);
    if (format === undefined) {
      let platform: KeptFormat<V, P> | undefined;
      const real = () => (platform ??= make(locale, options));
      const through = <R extends string | P[]>(method: string, value: V, compute: () => R): R => {
        const key = `${prefix}${method}|${valueKey(value)}`;
        const known = remembered.get(key);
        if (known !== undefined) return known as R;
        const result = compute();
        const table = recording();
        if (table) table[key] = result as FormatTable[string];
        return result;
      };
      format = {
        format: (value) => through('format', value, () => real().format(value)),
        formatToParts: (value) => through('parts', value, () => real().formatToParts(value)),
      };
      made.set(prefix, format);
    }
    return format;
  };
}

export const numberFormat = kept<number | bigint, Intl.NumberFormatPart, Intl.NumberFormatOptions>('n', (locale, options) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = kept<Date | number, Intl.DateTimeFormatPart, Intl.DateTimeFormatOptions>('d', (locale, options) => new Intl.DateTimeFormat(locale, options));
