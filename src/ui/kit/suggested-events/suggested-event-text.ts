/**
 * What the AI-suggested events carousel shows of an event (spec, accounts §2 AI-suggested events
 * carousel): the date is the text before ' at ' in `dates`, the location its first comma-separated part.
 */

/** The part of `dates` before ' at ', or null when there is no date text (the view says 'Date not specified'). */
export function suggestedEventDate(dates: string | null | undefined): string | null {
  const text = dates?.split(' at ')[0]?.trim();
  return text ? text : null;
}

/**
 * The first comma-separated part of a location ('Abu Simbel Temples, Aswan, Egypt' → 'Abu Simbel
 * Temples'). Arabic text separates with the Arabic comma (،), which the catalogue's Arabic locations
 * use: it counts as a comma too, so an Arabic reader sees the same first part.
 */
export function suggestedEventPlace(location: string | null | undefined): string | null {
  const first = location?.split(/[,،]/)[0]?.trim();
  return first ? first : null;
}
