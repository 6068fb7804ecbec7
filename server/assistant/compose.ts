/**
 * The embedded replies: short, natural sentences in the traveller's language built only from what
 * retrieval and the guide facts returned. Their words are `assistantReplies` in locales/en/server.json and
 * locales/ar/server.json; counts pick the language's plural form there ("رحلتين", "3 رحلات", "11 رحلة").
 * Prices are EGP with thousands grouping, as the screens write them ("EGP 1,700", "1,700 ج.م"); dates are
 * Egypt's, as "Mar 14" / "14 مارس".
 */
import type { Language, Tour, Event } from '../catalogue';
import { defineMessages, formatEgp } from '../platform';
import { dateWords, shortDate } from './dates';
import { formatTourDateTime } from '@core/time/tour-time';
import { GUIDE, RELATED_PAGE, amountText, SINAI_ASPECTS, type GuideAspect, type GuidePage, type GuideSite, type SeasonName } from './guide-facts';
import type { Filters } from './retrieve';
import type { Days, Party } from './details';
import { CATEGORIES, DESTINATIONS, TOPICS } from './vocabulary';

type Text = Record<Language, string>;

const say = defineMessages('assistantReplies');
type Key = Parameters<typeof say>[1];
/** A reply said the same whatever was asked, in both languages. */
const both = (key: Key, values?: Record<string, string>): Text => ({ en: say('en', key, values), ar: say('ar', key, values) });

/** Every amount the assistant writes is EGP, worded as every screen words it: "EGP 1,700", "1,700 ج.م". */
const money = (amount: number, l: Language) => formatEgp(amount, l);

export const HELP: Text = both('help');
export const GREETING: Text = both('greeting');
export const THANKS: Text = both('thanks');
export const OFF_TOPIC: Text = { en: say('en', 'offTopic', { help: HELP.en }), ar: say('ar', 'offTopic', { help: HELP.ar }) };
export const FAILURE: Text = both('failure');

/** "Luxor or Aswan" / "الأقصر أو أسوان". */
function list(items: readonly string[], l: Language): string {
  return items.join(say(l, 'or'));
}
/** "Luxor and Aswan" / "الأقصر وأسوان". */
const all = (items: readonly string[], l: Language) => items.join(say(l, 'and'));
/** "ticket prices, opening hours and address" / "أسعار التذاكر ومواعيد الزيارة والعنوان". */
function series(items: readonly string[], l: Language): string {
  return items.length < 3 ? all(items, l) : `${items.slice(0, -1).join(say(l, 'listSeparator'))}${say(l, 'and')}${items.at(-1)}`;
}

/** " in Sinai", " under 10,000 EGP", " in March": the request in words. */
export function requestWords(filters: Filters, l: Language, options: { budget: boolean } = { budget: true }): string {
  const parts: string[] = [];
  if (filters.topics.length > 0) parts.push(say(l, 'topics', { names: all(filters.topics.map((key) => TOPICS[key]?.name[l] ?? key), l) }));
  if (filters.destinations.length > 0) parts.push(say(l, 'destinations', { names: list(filters.destinations.map((key) => DESTINATIONS[key].name[l]), l) }));
  if (options.budget) {
    const { minPrice: min, maxPrice: max } = filters;
    if (min !== undefined && max !== undefined) parts.push(say(l, 'between', { min: money(min, l), max: money(max, l) }));
    else if (max !== undefined) parts.push(say(l, 'upTo', { max: money(max, l) }));
    else if (min !== undefined) parts.push(say(l, 'from', { min: money(min, l) }));
    if (filters.cheaperThan !== undefined) parts.push(say(l, 'cheaperThan', { amount: money(filters.cheaperThan, l) }));
  }
  if (filters.dates) parts.push(dateWords(filters.dates, l));
  if (filters.days) parts.push(daysWords(filters.days, l));
  if (filters.seats !== undefined && filters.seats > 1) parts.push(say(l, 'seatsFor', { seats: filters.seats }));
  return parts.map((part) => ` ${part}`).join('');
}

/** "of 2 to 3 days", "of at most 1 day" / "مدتها من 2 إلى 3 أيام". */
export function daysWords(days: Days, l: Language): string {
  const { min, max } = days;
  if (min !== undefined && max !== undefined && min === max) return say(l, 'daysExactly', { count: min });
  if (min !== undefined && max !== undefined) return say(l, 'daysBetween', { min, max });
  if (max !== undefined) return say(l, 'daysAtMost', { count: max });
  return say(l, 'daysAtLeast', { min: min ?? 2 });
}

/** A budget said in dollars or euros and what it is in EGP (D303). */
export interface Conversion {
  currency: 'USD' | 'EUR';
  rate: number;
  date: string;
  said: { min?: number; max?: number };
  egp: { min?: number; max?: number };
}

/** "$200 is about EGP 9,500 at our rate of EGP 47.5 per US dollar (2026-11-27)." */
export function conversionLine(conversion: Conversion, l: Language): string {
  const pairs = (['min', 'max'] as const)
    .filter((key) => conversion.said[key] !== undefined && conversion.egp[key] !== undefined)
    .map((key) => `${amountText(conversion.said[key]!, conversion.currency, l)} ≈ ${money(conversion.egp[key]!, l)}`);
  const unit = say(l, conversion.currency === 'USD' ? 'perUsd' : 'perEur');
  return say(l, 'converted', { pairs: pairs.join(say(l, 'comma')), rate: conversion.rate, unit, date: conversion.date });
}

/** The tour's lasting in days, from its itinerary. */
const tourDays = (tour: Tour) => Math.max(1, tour.itineraries?.length ?? 1);

/** "The second one": one tour in full. */
export function tourDetails(tour: Tour, l: Language, party: Party | null): string {
  const head = say(l, 'tourHead', { title: tour.title, length: say(l, 'tripLength', { count: tourDays(tour) }), seats: say(l, 'seatsLeft', { seats: tour.availableSeats }) });
  const book = party ? say(l, 'canBook', { party: partyWords(party, l) }) : say(l, 'sayBookIt');
  return [head, tourLine(tour, l), book].join('\n');
}

/** "2 adults and 2 children" / "2 بالغين و2 أطفال". */
export function partyWords(party: Party, l: Language): string {
  const parts = [say(l, 'adults', { count: party.adults })];
  if (party.children) parts.push(say(l, 'children', { count: party.children }));
  if (party.underFive) parts.push(say(l, 'underFive', { number: party.underFive }));
  return all(parts, l);
}

/** The hand-over: the booking form, filled in with the tour and the party (the card's Book button). */
export function handOver(tour: Tour, party: Party, l: Language): string {
  return say(l, 'handOver', { title: tour.title, party: partyWords(party, l), when: formatTourDateTime(tour.startDate, l) ?? '' });
}

export const ASK_PARTY: Text = both('askParty');

export const GONE: Text = both('gone');

/** "beach " / " من فئة شواطئ": the categories asked, placed as the language places them around "tours". */
const categoryWords = (filters: Filters, l: Language) =>
  filters.categories.length > 0 ? say(l, 'ofCategory', { names: list(filters.categories.map((c) => CATEGORIES[c].name[l]), l) }) : '';

const tourNoun = (filters: Filters, count: number, l: Language) => say(l, 'tourCount', { count, category: categoryWords(filters, l) });
const eventNoun = (count: number, l: Language) => say(l, 'eventCount', { count });

export function tourLine(tour: Tour, l: Language): string {
  // The departure as every screen writes it (D250): date and time on Cairo's clock.
  const leaves = formatTourDateTime(tour.startDate, l);
  return say(l, 'tourLine', {
    title: tour.title,
    city: tour.destinationCity,
    price: money(tour.price, l),
    when: leaves ? say(l, 'leaves', { when: leaves }) : '',
    few: tour.availableSeats <= 3 ? say(l, 'fewSeats', { seats: tour.availableSeats }) : '',
  });
}

export function eventLine(event: Event, l: Language): string {
  const place = event.location.split(/[,\u060C]/)[0]?.trim() ?? event.location;
  return say(l, 'eventLine', { name: event.name, place, date: shortDate(event.date, l) });
}

export interface SearchOutcome<T> {
  items: T[];
  total: number;
  /** The filters the items match: the asked ones, or fewer when nothing matched them all. */
  used: Filters;
  /** What had to be left out of the request to find anything (empty when it all matched). */
  dropped: Array<'topics' | 'categories' | 'dates' | 'budget' | 'destinations' | 'days'>;
  /** Tours that are what was asked but have no seat left (said instead of "I couldn't find any"). */
  soldOut?: Tour[];
}

/** "“Sunrise Hot-Air Balloon…” (Luxor) is fully booked.": what was asked exists, its seats are all taken. */
function soldOutLine(tours: readonly Tour[], l: Language): string {
  const names = tours.map((tour) => say(l, 'quoted', { title: tour.title, city: tour.destinationCity }));
  return names.length === 1 ? say(l, 'soldOutOne', { name: names[0]! }) : say(l, 'soldOutMany', { names: names.join(say(l, 'comma')) });
}

function ask(asked: Filters, l: Language, kind: 'tours' | 'events'): string {
  const request = requestWords(asked, l);
  return kind === 'events' ? say(l, 'askEvents', { request }) : say(l, 'askTours', { category: categoryWords(asked, l), request });
}

/** The paragraph about tours or events found (or not) for a request. */
export function searchParagraph<T extends Tour | Event>(
  kind: 'tours' | 'events',
  asked: Filters,
  outcome: SearchOutcome<T>,
  l: Language,
  cheaperAsked: boolean,
): string {
  const line = (item: T) => (kind === 'tours' ? tourLine(item as Tour, l) : eventLine(item as Event, l));
  const full = outcome.soldOut && outcome.soldOut.length > 0 ? soldOutLine(outcome.soldOut, l) : null;
  const notFound = full ?? say(l, 'notFound', { what: ask(asked, l, kind) });
  if (outcome.items.length === 0) return outcome.total > 0 ? say(l, 'allShown', { total: outcome.total, what: ask(asked, l, kind) }) : notFound;
  const noun = kind === 'tours' ? tourNoun(outcome.used, outcome.total, l) : eventNoun(outcome.total, l);
  const request = requestWords(outcome.used, l);
  let intro: string;
  if (outcome.dropped.length > 0) {
    const without = list(outcome.dropped.map((d) => say(l, `dropped_${d}`)), l);
    intro = say(l, 'foundWithout', { none: cheaperAsked ? say(l, 'nothingCheaper') : notFound, without, noun, request });
  } else {
    const first = outcome.used.offset + 1;
    const last = outcome.used.offset + outcome.items.length;
    const span = first === last ? `${first}` : say(l, 'span', { first, last });
    const found = say(l, 'found', { noun, request });
    intro = outcome.total > outcome.items.length
      ? say(l, 'foundFirst', { found, order: say(l, outcome.used.sort === 'price' ? 'sort_price' : 'sort_date'), more: outcome.used.offset > 0 ? ` (${span})` : '' })
      : `${found}:`;
  }
  return [intro, ...outcome.items.map(line)].join('\n');
}

export function searchReply(
  parts: Array<{ kind: 'tours' | 'events'; asked: Filters; outcome: SearchOutcome<Tour> | SearchOutcome<Event> }>,
  l: Language,
  cheaperAsked: boolean,
): string {
  const paragraphs = parts.map((part) =>
    part.kind === 'tours'
      ? searchParagraph('tours', part.asked, part.outcome as SearchOutcome<Tour>, l, cheaperAsked)
      : searchParagraph('events', part.asked, part.outcome as SearchOutcome<Event>, l, cheaperAsked),
  );
  const anything = parts.some((part) => part.outcome.items.length > 0);
  return [...paragraphs, anything ? say(l, 'openCard') : HELP[l]].join('\n\n');
}

/** The lines of one aspect from a page that has it; hours narrowed to a season when one was asked. */
function aspectLines(page: GuidePage, aspect: GuideAspect, l: Language, season: SeasonName | null): string[] {
  if (aspect === 'hours' && season && page.seasons) {
    const lines = page.seasons.filter((entry) => entry.season === season).map((entry) => entry.line[l]);
    if (lines.length > 0) return lines;
  }
  return (page.facts[aspect] ?? []).map((line) => line[l]);
}

/** Where an aspect a page does not state can be answered from: the related destination page, else none. */
function sourceOf(page: GuidePage, aspect: GuideAspect): GuidePage | null {
  if (page.facts[aspect]) return page;
  const related = RELATED_PAGE[page.key];
  if (related && GUIDE[related]?.facts[aspect]) return GUIDE[related];
  if (SINAI_ASPECTS.includes(aspect) && GUIDE.nuweiba?.facts[aspect]) return GUIDE.nuweiba;
  return null;
}

/** "I don't have X for Y" with the page that might: never a list of tours instead. */
export function unknownLine(page: GuidePage | null, aspects: readonly GuideAspect[], l: Language): string {
  const what = series(aspects.map((aspect) => say(l, `aspect_${aspect}`)), l);
  return page ? say(l, 'unknownOnPage', { what, page: page.name[l], route: page.route }) : say(l, 'unknownAnywhere', { what });
}

export interface GuideAnswer {
  text: string;
  /** Whether everything asked was answered from the guide. */
  known: boolean;
}

/** The guide answer for the pages and aspects asked (or the page's overview / best-matching FAQ). */
export function guideAnswer(
  sites: readonly GuideSite[],
  aspects: readonly GuideAspect[],
  l: Language,
  options: { season: SeasonName | null; faq: ReadonlyArray<{ site: GuideSite; answer: Text }> },
): GuideAnswer {
  let known = true;
  const paragraphs: string[] = [];
  for (const site of sites) {
    const page = GUIDE[site];
    if (!page) continue;
    const faq = options.faq.find((entry) => entry.site === site);
    if (aspects.length === 0) {
      if (faq) paragraphs.push(faq.answer[l]);
      else {
        const lines = page.overview.flatMap((aspect) => aspectLines(page, aspect, l, options.season));
        paragraphs.push([...lines, say(l, 'morePage', { route: page.route })].join(' '));
      }
      continue;
    }
    const lines: string[] = [];
    const missing: GuideAspect[] = [];
    const sources = new Set<string>();
    for (const aspect of aspects) {
      const source = sourceOf(page, aspect);
      if (!source) {
        missing.push(aspect);
        continue;
      }
      if (source !== page && !sources.has(source.key) && page.kind === 'place' && !SINAI_ASPECTS.includes(aspect)) {
        lines.push(say(l, 'fromPage', { page: source.name[l] }));
      }
      sources.add(source.key);
      lines.push(...aspectLines(source, aspect, l, options.season));
    }
    if (faq) lines.unshift(faq.answer[l]);
    if (missing.length > 0 && !(faq && lines.length > 0)) {
      known = false;
      lines.push(unknownLine(page, missing, l));
    }
    paragraphs.push([...new Set(lines)].join(' '));
  }
  if (paragraphs.length === 0) {
    known = false;
    paragraphs.push(unknownLine(null, aspects.length > 0 ? aspects : ['about'], l));
  }
  return { text: paragraphs.join('\n\n'), known };
}

/** Tours or events listed under a guide overview ("tell me about Siwa"). */
export function relatedParagraphs(tours: readonly Tour[], events: readonly Event[], l: Language): string[] {
  const paragraphs: string[] = [];
  if (tours.length > 0) paragraphs.push([say(l, 'toursThere'), ...tours.map((tour) => tourLine(tour, l))].join('\n'));
  if (events.length > 0) paragraphs.push([say(l, 'eventsThere'), ...events.map((event) => eventLine(event, l))].join('\n'));
  return paragraphs;
}
