/**
 * Intl formatters, made once per locale and options and kept. Making one costs 35–80 µs (Node 20, V8's ICU),
 * formatting with it under 1 µs, and a page of cards was making one for each price and date as it hydrated.
 * (The first formatter of a page also loads ICU's data, 16–24 ms, whichever it is: that cost stays.)
 * Written here rather than taken from a library: it is a map lookup in front of the platform's formatters.
 */

/** `make`, answering each locale and options with the formatter it made for them the first time. */
function kept<O extends object, F>(make: (locale: string, options?: O) => F): (locale: string, options?: O) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
    let format = made.get(key);
    if (format === undefined) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

export const numberFormat = kept((locale: string, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = kept((locale: string, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));
