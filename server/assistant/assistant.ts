/**
 * Rihla's assistant engine (issue 7, "The assistant engine"; accounts spec §2 Assistant chat widget, §3
 * chat message; ARCHITECTURE.md, Assistant). Embedded and deterministic by default: it reads the language
 * of each message and answers in it, recognises what the person wants and the details in it
 * (understand.ts), retrieves from the live catalogue with the API's own search (retrieve.ts) and from the
 * guide facts (guide-facts.ts), and writes a short reply with up to 3 tours and 3 events (compose.ts).
 * The conversation's memory travels in `context` (opaque to the hub) so follow-ups ("cheaper ones?",
 * "وفي أسوان؟") refine the previous request. With an OpenAI-compatible endpoint configured, the reply
 * text is rephrased by the model from the retrieved facts only (llm.ts); suggestions stay ours.
 */
import { type Db, DEFAULT_RATES_FILE, readRatesFile, type CurrencyRates } from '../platform';
import type { components } from '../../src/api/schema';
import { type Language, type Tour, type Event, searchCatalogue, correctedSlots } from '../catalogue';
import {
  ASK_PARTY, FAILURE, GONE, GREETING, HELP, OFF_TOPIC, THANKS, conversionLine, guideAnswer, handOver, relatedParagraphs, requestWords, searchReply, tourDetails, tourLine,
  type Conversion, type SearchOutcome,
} from './compose';
import { type DateRange } from './dates';
import { seatsFor, type Days, type Party } from './details';
import { BOOKING_HELP, GUIDE, matchFaq, seasonOfMonth, type GuideAspect, type GuideSite, type SeasonName } from './guide-facts';
import { phrase, type LlmSettings } from './llm';
import { findEvents, findTours, SUGGESTIONS, type Filters } from './retrieve';
import { MOST_AMOUNT, hear, saysMoreThanPlaces, type Budget, type Heard } from './understand';
import { DESTINATIONS, TOPICS, normalizeText, type CategorySlug, type DestinationKey } from './vocabulary';

const isDestination = (key: string): key is DestinationKey => Object.hasOwn(DESTINATIONS, key);

export interface AssistantTravel { id: number; title: string; description: string; price: number; imageUrl: string | null }
export interface AssistantEvent { id: number; name: string; date: string; location: string; description: string }
/** Opaque to the hub: the engine's memory for follow-ups (see Memory). */
export interface ConversationContext { [key: string]: unknown }
/** A hand-over to booking (issue 18 item 4): the tour and the party the conversation established, for /book-now. */
export interface BookingHandOver { travelId: number; adults: number; children: number; underFive: number }
/** Who travels, once the conversation said so (the hub's ReceiveMessage `party`, openapi ChatParty). */
export type ChatParty = components['schemas']['ChatParty'];
export interface AssistantReply {
  response: string;
  travels: AssistantTravel[];
  events: AssistantEvent[];
  booking?: BookingHandOver;
  /** Present once the conversation established the party: each travel card can start a booking with it. */
  party?: ChatParty;
  context: ConversationContext;
}
export interface Assistant { reply(input: { text: string; context: ConversationContext | null; now: Date }): Promise<AssistantReply> }

/** The first argument of ReceiveMessage. */
export const ASSISTANT_NAME = 'Rihla';

export type Intent =
  | 'greeting' | 'findTours' | 'findEvents' | 'guideFacts' | 'bookingHelp' | 'thanks' | 'offTopic'
  | 'tourDetails' | 'askParty' | 'bookTour';

/** What one message said, as the engine understood it (kept in the memory; tests read it). */
export interface Entities {
  destinations: DestinationKey[];
  categories: CategorySlug[];
  topics: string[];
  budget: Budget | null;
  dates: string | null;
  sites: GuideSite[];
  aspects: GuideAspect[];
  days?: Days | null;
  party?: Party | null;
}

type SearchKind = 'tours' | 'events' | 'both';

/** The engine's memory, carried in ConversationContext between messages of one conversation. */
export interface Memory {
  engine: 'rihla';
  version: 1;
  language: Language;
  intent: Intent;
  entities: Entities;
  /** The last catalogue search, refined by follow-ups. */
  search: { kind: SearchKind; filters: Filters } | null;
  /** The last guide question, for "and the opening hours?". */
  guide: { sites: GuideSite[]; aspects: GuideAspect[] } | null;
  /** Prices of the tours shown last, for "cheaper ones?". */
  shownPrices: number[];
  /** Ids of the tours shown last, in order, for "the second one". */
  shownIds?: number[];
  /** Who travels, once the conversation said so (kept for the hand-over to booking). */
  party?: Party | null;
  /** A tour waiting for the party before the hand-over, after the one follow-up question. */
  pendingBook?: number | null;
  /** The one follow-up question of the conversation has been asked (never twice). */
  askedFollowUp?: boolean;
  /** The tour last shown on its own ("the second one"), for "book it". */
  focus?: number | null;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isIdArray = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isSafeInteger(item));
const isParty = (value: unknown): value is Party => {
  if (typeof value !== 'object' || value === null) return false;
  const { adults, children, underFive } = value as Record<string, unknown>;
  return [adults, children, underFive].every((n) => Number.isSafeInteger(n) && (n as number) >= 0 && (n as number) <= 50);
};

/** The memory in a context, or null when the context is absent or not ours (a client cannot break the engine). */
export function readMemory(context: ConversationContext | null | undefined): Memory | null {
  if (!context || context.engine !== 'rihla' || context.version !== 1) return null;
  const memory = context as unknown as Memory;
  if (memory.language !== 'en' && memory.language !== 'ar') return null;
  const search = memory.search;
  if (search !== null && (typeof search !== 'object' || !isStringArray(search.filters?.destinations) || !isStringArray(search.filters?.categories) || !isStringArray(search.filters?.topics))) {
    return null;
  }
  if (!Array.isArray(memory.shownPrices) || !memory.shownPrices.every((price) => typeof price === 'number')) return null;
  if (memory.guide !== null && (typeof memory.guide !== 'object' || !isStringArray(memory.guide.sites) || !isStringArray(memory.guide.aspects))) return null;
  return {
    ...memory,
    shownIds: isIdArray(memory.shownIds) ? memory.shownIds : [],
    party: isParty(memory.party) ? memory.party : null,
    pendingBook: Number.isSafeInteger(memory.pendingBook) ? memory.pendingBook : null,
    askedFollowUp: memory.askedFollowUp === true,
    focus: Number.isSafeInteger(memory.focus) ? memory.focus : null,
  };
}

function toTravel(tour: Tour): AssistantTravel {
  return { id: tour.id, title: tour.title, description: tour.description, price: tour.price, imageUrl: tour.coverImageUrl ?? tour.image ?? null };
}

function toEvent(event: Event): AssistantEvent {
  return { id: event.id, name: event.name, date: event.date, location: event.location, description: event.description };
}

function entitiesOf(heard: Heard): Entities {
  return {
    destinations: heard.destinations,
    categories: heard.categories,
    topics: heard.topics,
    budget: heard.budget,
    dates: heard.dates?.key ?? null,
    sites: heard.sites,
    aspects: heard.aspects,
    days: heard.days,
    party: heard.party,
  };
}

const emptyFilters = (): Filters => ({ destinations: [], categories: [], topics: [], sort: 'soonest', offset: 0 });

type Plan =
  | { intent: 'greeting' | 'thanks' | 'offTopic' | 'bookingHelp' }
  | { intent: 'guideFacts'; sites: GuideSite[]; aspects: GuideAspect[]; season: SeasonName | null; faq: Heard['faq'] }
  | { intent: 'findTours' | 'findEvents'; kind: SearchKind; filters: Filters; cheaper: boolean; followUp?: boolean }
  | { intent: 'tourDetails' | 'askParty' | 'bookTour'; tourId: number };

function withBudget(filters: Filters, budget: Budget | null): Filters {
  if (!budget) return filters;
  return { ...filters, minPrice: budget.min, maxPrice: budget.max, cheaperThan: undefined };
}

function withDates(filters: Filters, dates: DateRange | null): Filters {
  return dates ? { ...filters, dates } : filters;
}

function withTrip(filters: Filters, heard: Heard): Filters {
  let next = filters;
  if (heard.days) next = { ...next, days: heard.days };
  if (heard.party) next = { ...next, seats: seatsFor(heard.party) };
  return next;
}

/** The season a question means: named ("in summer"), or that of the month asked ("in December"). */
function seasonAsked(heard: Heard, sites: readonly GuideSite[]): SeasonName | null {
  if (heard.season) return heard.season;
  const month = /^month-(\d+)$/.exec(heard.dates?.key ?? '');
  if (!month) return null;
  for (const site of sites) {
    const page = GUIDE[site];
    const season = page ? seasonOfMonth(page, Number(month[1])) : null;
    if (season) return season;
  }
  return null;
}

/** What to do with a message, given the conversation so far. */
export function decide(heard: Heard, memory: Memory | null): Plan {
  const says = heard.says;
  const eventTopics = heard.topics.filter((key) => TOPICS[key]?.kind === 'event');
  const wantsEvents = says.events || eventTopics.length > 0;
  const wantsTours = says.tours;
  const hasBudget = heard.budget !== null;
  const trip = heard.days !== null || heard.party !== null;
  const searchDetails = heard.destinations.length > 0 || heard.categories.length > 0 || heard.topics.length > 0 || hasBudget || heard.dates !== null || trip;
  const shown = memory?.shownIds ?? [];

  // The answer to the one follow-up question ("how many are travelling?"): the hand-over.
  if (memory?.pendingBook && heard.party) return { intent: 'bookTour', tourId: memory.pendingBook };
  // "The second one", "book the first one".
  const pointed = heard.ordinal !== null && shown.length >= heard.ordinal ? shown[heard.ordinal - 1]! : null;
  const wantsBooking = says.booking || says.bookingWeak;
  if (pointed !== null && heard.destinations.length === 0 && heard.categories.length === 0 && !hasBudget) {
    if (!wantsBooking) return { intent: 'tourDetails', tourId: pointed };
    const party = heard.party ?? memory?.party ?? null;
    return { intent: party || memory?.askedFollowUp ? 'bookTour' : 'askParty', tourId: pointed };
  }
  const otherSearch = heard.destinations.length > 0 || heard.categories.length > 0 || heard.topics.length > 0 || hasBudget || heard.dates !== null || heard.days !== null;
  if (wantsBooking && !says.booking && memory?.focus && !otherSearch) {
    const party = heard.party ?? memory.party ?? null;
    return { intent: party || memory.askedFollowUp ? 'bookTour' : 'askParty', tourId: memory.focus };
  }

  // How booking and payment work.
  if (says.booking || (says.bookingWeak && !searchDetails && !wantsEvents)) return { intent: 'bookingHelp' };

  // Guide facts: anything a guide page states (hours by season, tickets and passes, activities, visas,
  // transport, ferry, tips) for any destination or place page (D300).
  const tourNoun = says.tourNoun;
  const notASearch = !tourNoun && !wantsEvents && !hasBudget && !trip;
  let aspects = heard.aspects;
  const guide = (sites: GuideSite[], asked: GuideAspect[]): Plan => ({
    intent: 'guideFacts',
    sites,
    aspects: asked,
    season: seasonAsked(heard, sites),
    faq: heard.faq,
  });
  const borders = aspects.filter((aspect) => aspect === 'visa' || aspect === 'ferry');
  if (borders.length > 0 && !hasBudget && !trip) {
    const sites = heard.sites.filter((site) => GUIDE[site]?.facts.visa || GUIDE[site]?.facts.ferry);
    return guide(sites.length > 0 ? sites : ['nuweiba'], aspects);
  }
  // A question a named (or the last) page's FAQ answers, even worded with "tours" ("camel and horse tours?").
  const faqSites = heard.sites.length > 0 ? heard.sites : (memory?.intent === 'guideFacts' ? (memory.guide?.sites ?? []) : []);
  if (heard.faq.length > 0 && faqSites.length > 0 && !hasBudget && !trip && heard.destinations.every((key) => faqSites.includes(key))) return guide(faqSites, aspects);
  // "Tell me about rail tours": the page, whatever its name says.
  if (says.about && !says.followUp && heard.sites.length > 0 && !hasBudget && !trip && heard.categories.length === 0 && !wantsEvents) return guide(heard.sites, aspects);
  if (heard.season && aspects.length === 0 && heard.sites.some((site) => GUIDE[site]?.seasons)) aspects = ['hours'];
  if (heard.sites.length > 0 && notASearch && (aspects.length > 0 || heard.faq.length > 0 || (says.about && !says.followUp))) {
    return guide(heard.sites, aspects);
  }
  const previousGuide = memory?.intent === 'guideFacts' ? memory.guide : null;
  if (previousGuide && notASearch) {
    // "And in winter?", "the tickets?": the same pages; "what about Aswan?": the same question there.
    if (heard.sites.length === 0 && (aspects.length > 0 || heard.season) && heard.destinations.length === 0 && heard.categories.length === 0) {
      return guide(previousGuide.sites, aspects.length > 0 ? aspects : previousGuide.aspects);
    }
    if (heard.sites.length > 0 && (says.followUp || heard.text.split(' ').length <= 4)) return guide(heard.sites, previousGuide.aspects);
    // A question one of those pages' FAQ answers ("How long does a visit take?").
    if (heard.sites.length === 0 && heard.faq.length > 0 && heard.destinations.length === 0) return guide(previousGuide.sites, aspects);
  }
  if (heard.sites.length === 0 && !searchDetails && notASearch && heard.strongAspects.length > 0) {
    // "How much are the tickets?" with no place: the two sites whose tickets and hours the guide gives.
    return guide(['pyramids', 'luxorTemple'], heard.strongAspects);
  }

  // Catalogue searches, new or refining the previous one.
  const previous = memory?.search ?? null;
  const cheaper = says.cheaper;
  const intentOf = (kind: SearchKind): 'findTours' | 'findEvents' => (kind === 'events' ? 'findEvents' : 'findTours');
  // Types, tour subjects, budgets, durations and parties are about tours: after an event search they start a tour search.
  const tourOnly = heard.categories.length > 0 || hasBudget || trip || cheaper || says.cheap || heard.topics.some((key) => TOPICS[key]?.kind === 'tour');
  const compatible = previous !== null && !(previous.kind === 'events' && tourOnly);
  // A follow-up says so ("what about…", "cheaper", "there"), or is short and changes one thing
  // ("Aswan?", "under 3000", "في مارس"); a message with several details is a new request.
  const kindsOfDetail = [heard.destinations.length > 0, heard.categories.length > 0 || heard.topics.length > 0, hasBudget, heard.dates !== null, trip].filter(Boolean).length;
  const short = heard.text.split(' ').length <= 5 && kindsOfDetail <= 1;
  // "Coptic Cairo" after "Luxor balloon" is a new request about Cairo, not "the balloon, in Cairo": a place
  // with words the engine does not read, and no word saying it follows on (D282).
  const newPlaceRequest = heard.destinations.length > 0 && kindsOfDetail === 1 && !says.followUp && !says.there && saysMoreThanPlaces(heard);
  const followUp = says.followUp || says.there || cheaper || says.more || says.cheap || (short && searchDetails && !newPlaceRequest);
  if (previous && compatible && !wantsTours && !wantsEvents && followUp) {
    let filters: Filters = { ...previous.filters, offset: 0 };
    if (heard.destinations.length > 0) {
      filters.destinations = heard.destinations;
      // "Cheaper than what I showed you" was about the other place.
      filters.cheaperThan = undefined;
    }
    if (heard.categories.length > 0) filters.categories = heard.categories;
    if (heard.topics.length > 0) filters.topics = heard.topics;
    filters = withTrip(withDates(withBudget(filters, heard.budget), heard.dates), heard);
    if (cheaper || says.cheap) filters.sort = 'price';
    if (cheaper && memory && memory.shownPrices.length > 0) filters.cheaperThan = Math.max(...memory.shownPrices);
    if (says.more && !searchDetails && !cheaper) filters.offset = previous.filters.offset + SUGGESTIONS;
    return { intent: intentOf(previous.kind), kind: previous.kind, filters, cheaper, followUp: true };
  }
  if (wantsTours || wantsEvents || searchDetails || cheaper || says.cheap) {
    const kind: SearchKind = wantsEvents && wantsTours ? 'both' : wantsEvents ? 'events' : 'tours';
    let filters: Filters = {
      ...emptyFilters(),
      destinations: heard.destinations,
      categories: heard.categories,
      topics: heard.topics,
      sort: cheaper || says.cheap ? 'price' : 'soonest',
    };
    filters = withTrip(withDates(withBudget(filters, heard.budget), heard.dates), heard);
    if (!heard.party && memory?.party) filters.seats = seatsFor(memory.party);
    // "Events there?", "and tours too?": the place (and dates) of the previous request carry over.
    const carried = previous !== null && heard.destinations.length === 0 && (says.there || says.followUp);
    if (carried) {
      filters.destinations = previous.filters.destinations;
      if (!heard.dates && previous.filters.dates) filters.dates = previous.filters.dates;
    }
    return { intent: intentOf(kind), kind, filters, cheaper, followUp: carried };
  }
  // A page named with nothing else asked ("Egyptian Museum?"): what its page says.
  if (heard.sites.length > 0) return guide(heard.sites, []);

  if (says.thanks) return { intent: 'thanks' };
  if (says.greeting) return { intent: 'greeting' };
  return { intent: 'offTopic' };
}

/** How many of search's best matches the assistant chooses its suggestions from. */
const SEARCH_CANDIDATES = 20;

type Droppable = SearchOutcome<unknown>['dropped'][number];

/**
 * Ways to loosen a request that found nothing: leaving out one detail at a time (the subject, then the
 * dates, the type, the budget), then more of them together. The place is kept for tours (it is what
 * people mind most); for events, which few places have, it goes last.
 */
function loosenings(filters: Filters, kind: 'tours' | 'events'): Array<{ filters: Filters; dropped: Droppable[] }> {
  const without: Record<Droppable, (f: Filters) => Filters> = {
    topics: (f) => ({ ...f, topics: [] }),
    dates: (f) => ({ ...f, dates: undefined }),
    categories: (f) => ({ ...f, categories: [] }),
    budget: (f) => ({ ...f, minPrice: undefined, maxPrice: undefined, cheaperThan: undefined, sort: 'price' }),
    destinations: (f) => ({ ...f, destinations: [] }),
    days: (f) => ({ ...f, days: undefined }),
  };
  const present: Droppable[] = [];
  if (filters.topics.length > 0) present.push('topics');
  if (filters.dates) present.push('dates');
  if (kind === 'tours' && filters.days) present.push('days');
  if (kind === 'tours' && filters.categories.length > 0) present.push('categories');
  if (kind === 'tours' && (filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.cheaperThan !== undefined)) present.push('budget');
  if (kind === 'events' && filters.destinations.length > 0) present.push('destinations');
  const steps = present.map((what) => ({ filters: without[what](filters), dropped: [what] }));
  for (let count = 2; count <= present.length; count += 1) {
    const dropped = present.slice(0, count);
    steps.push({ filters: dropped.reduce((f, what) => without[what](f), filters), dropped });
  }
  return steps;
}

async function search<T>(
  find: (filters: Filters) => Promise<{ items: T[]; total: number }>,
  filters: Filters,
  kind: 'tours' | 'events',
): Promise<SearchOutcome<T>> {
  const first = await find(filters);
  if (first.total > 0) return { ...first, used: filters, dropped: [] };
  for (const step of loosenings(filters, kind)) {
    const found = await find({ ...step.filters, offset: 0 });
    if (found.total > 0) return { ...found, used: { ...step.filters, offset: 0 }, dropped: step.dropped };
  }
  return { items: [], total: 0, used: filters, dropped: [] };
}

/** What a model may use to phrase the reply: the retrieved facts, nothing else. */
interface Facts {
  intent: Intent;
  request?: string;
  tours?: Array<{ title: string; destination: string; priceEGP: number; departs: string | null; seatsLeft: number }>;
  events?: Array<{ name: string; location: string; date: string }>;
  guide?: string[];
}

/** A budget said in dollars or euros, in EGP at the rates store's rate (D303); EGP budgets as they are. */
export function budgetInEgp(budget: Budget | null, rates: CurrencyRates): { budget: Budget | null; conversion: Conversion | null } {
  if (!budget?.currency) return { budget, conversion: null };
  const rate = rates.egpPer[budget.currency];
  const convert = (amount: number | undefined) => (amount === undefined ? undefined : Math.min(MOST_AMOUNT, Math.round(amount * rate)));
  const egp: Budget = {};
  if (budget.min !== undefined) egp.min = convert(budget.min);
  if (budget.max !== undefined) egp.max = convert(budget.max);
  return { budget: egp, conversion: { currency: budget.currency, rate, date: rates.date, said: budget, egp } };
}

export function createAssistant(deps: {
  db: Db;
  now?: () => Date;
  llm?: LlmSettings | null;
  fetch?: typeof fetch;
  /** The server's rates store (server/platform/currency-rates.ts); the shipped rates file when absent. */
  rates?: () => CurrencyRates;
}): Assistant {
  const { db } = deps;
  let shipped: CurrencyRates | null = null;
  const rates = deps.rates ?? (() => (shipped ??= readRatesFile(DEFAULT_RATES_FILE)));

  async function tourById(id: number, language: Language, now: Date): Promise<Tour | null> {
    return (await findTours(db, { ...emptyFilters(), ids: [id] }, language, now)).items[0] ?? null;
  }

  /**
   * What a message names, read again after search's own corrections (issue 18: search and the assistant
   * agree): a misspelled place ("aswaan", "luxer", "alexendria") corrected to the catalogue word search
   * would use, a transliteration ("Louxor") read with its group's spellings. Only the subjects (places,
   * kinds of trip, topics, guide pages) are taken from it, and only when the message as written names none:
   * budgets, dates, parties and the rest are read from the words the traveller typed.
   */
  async function withCorrectedSubjects(heard: Heard, text: string, now: Date): Promise<Heard> {
    const named = heard.destinations.length + heard.categories.length + heard.topics.length + heard.sites.length;
    if (named > 0 || text.trim() === '') return heard;
    const slots = await correctedSlots(db, text.slice(0, 2000));
    const changed = slots.filter((slot) => slot.fuzzy.length > 0 || slot.exact.length > 1);
    if (changed.length === 0) return heard;
    const words = slots.map((slot) => (slot.fuzzy.length > 0 ? slot.fuzzy.join(' ') : slot.exact.map((alternative) => alternative.join(' ')).join(' ')));
    const again = hear(words.join(' '), now);
    return { ...heard, destinations: again.destinations, categories: again.categories, topics: again.topics, sites: again.sites };
  }

  /**
   * A message the engine's words find no subject in ("saqqara", "tours in Dashur", "thistlegrom"): the
   * tours /api/Search finds for it, in search's order, so the assistant and search agree on the same query
   * (issue 18). Only a new request with nothing else asked of it (no budget, dates, length or party, not
   * a follow-up); a message search finds nothing for keeps the engine's plan.
   */
  async function withSearchResults(plan: Plan, heard: Heard, text: string, memory: Memory | null, language: Language, now: Date): Promise<Plan> {
    const unnamed = heard.destinations.length + heard.categories.length + heard.topics.length + heard.sites.length === 0;
    const plain = !heard.budget && !heard.dates && !heard.days && !heard.party && heard.ordinal === null;
    const open = plan.intent === 'offTopic' || (plan.intent === 'findTours' && plan.kind === 'tours' && !plan.cheaper && plan.filters.offset === 0);
    // A kind of trip or a subject without a place ("hot air balloon", "Nubian Museum", "stargazing"): search
    // names the tours that are that, where the engine's type or subject alone would list any of its kind.
    const kindOnly = heard.destinations.length === 0 && heard.categories.length + heard.topics.length > 0;
    // A place with words the engine does not read ("Coptic Cairo", "Cairo citadel"): search tells which of the
    // place's tours they mean; when they mean some and not all, those, in search's order (D282).
    const placeOnly = heard.destinations.length > 0 && heard.categories.length + heard.topics.length === 0 && plan.intent === 'findTours' && saysMoreThanPlaces(heard);
    // A follow-up refines the previous request as the engine read it; a new request is read as a first one.
    const followUp = memory?.search && (plan.intent !== 'findTours' || plan.followUp);
    if (!(unnamed || kindOnly || placeOnly) || !plain || !open || followUp || text.trim() === '') return plan;
    const found = await searchCatalogue(db, { type: 'Travels', text: text.slice(0, 2000), pageIndex: 1, pageSize: SEARCH_CANDIDATES, language, now });
    if (!found.ok || found.items.length === 0) return plan;
    const ids = found.items.map((item) => item.id);
    const searched: Plan = { intent: 'findTours', kind: 'tours', filters: { ...emptyFilters(), ids, sort: 'given' }, cheaper: false };
    if (placeOnly) {
      const narrowed: Filters = { ...plan.filters, ids, sort: 'given' };
      const [some, all] = await Promise.all([findTours(db, narrowed, language, now), findTours(db, plan.filters, language, now)]);
      return some.total > 0 && some.total < all.total ? { ...plan, filters: narrowed } : plan;
    }
    if (unnamed || plan.intent !== 'findTours') return unnamed ? searched : plan;
    // The engine's request narrowed to what search finds for the same words, in search's order; when none of
    // its kind is among them, the engine's guess of the kind was wrong ("ballon" is no adventure): search's.
    const narrowed: Filters = { ...plan.filters, ids, sort: 'given' };
    return (await findTours(db, narrowed, language, now)).total > 0 ? { ...plan, filters: narrowed } : searched;
  }

  async function answer(text: string, memory: Memory | null, now: Date) {
    let heard = hear(text, now);
    // A follow-up the previous guide pages' FAQ answers.
    if (heard.sites.length === 0 && memory?.intent === 'guideFacts' && memory.guide) heard.faq = matchFaq(text, memory.guide.sites, normalizeText);
    const { budget, conversion } = budgetInEgp(heard.budget, rates());
    heard.budget = budget;
    const language: Language = heard.language ?? memory?.language ?? 'en';
    let plan = decide(heard, memory);
    // A search or an unknown message that names nothing the engine knows: read again with search's corrections.
    if (plan.intent === 'offTopic' || (plan.intent === 'findTours' && plan.filters.destinations.length + plan.filters.categories.length + plan.filters.topics.length === 0)) {
      const corrected = await withCorrectedSubjects(heard, text, now);
      if (corrected !== heard) {
        heard = corrected;
        plan = decide(heard, memory);
      }
    }
    plan = await withSearchResults(plan, heard, text, memory, language, now);
    const base: Memory = {
      engine: 'rihla',
      version: 1,
      language,
      intent: plan.intent,
      entities: entitiesOf(heard),
      search: memory?.search ?? null,
      guide: memory?.guide ?? null,
      shownPrices: memory?.shownPrices ?? [],
      shownIds: memory?.shownIds ?? [],
      party: heard.party ?? memory?.party ?? null,
      pendingBook: null,
      askedFollowUp: memory?.askedFollowUp ?? false,
      focus: null,
    };
    let travels: Tour[] = [];
    let events: Event[] = [];
    let response: string;
    let booking: BookingHandOver | null = null;
    const facts: Facts = { intent: plan.intent };

    switch (plan.intent) {
      case 'greeting':
        response = GREETING[language];
        break;
      case 'thanks':
        response = THANKS[language];
        break;
      case 'offTopic':
        response = OFF_TOPIC[language];
        break;
      case 'bookingHelp':
        response = BOOKING_HELP[language];
        facts.guide = [BOOKING_HELP[language]];
        break;
      case 'guideFacts': {
        const answered = guideAnswer(plan.sites, plan.aspects, language, { season: plan.season, faq: plan.faq });
        const paragraphs = [answered.text];
        // Tours that go to a destination page answered (never instead of an answer, never for one it lacks).
        if (answered.known) {
          const related = emptyFilters();
          for (const site of plan.sites) {
            if (site === 'pyramids' || site === 'luxorTemple') related.topics.push(site);
            else if (isDestination(site)) related.destinations.push(site);
          }
          // A page with no place or subject of its own in the engine's words (Mount Sinai, "jebel musa"): the
          // tours search finds for the same words, as the search box would show them.
          if (related.topics.length === 0 && related.destinations.length === 0) {
            const found = await searchCatalogue(db, { type: 'Travels', text: text.slice(0, 2000), pageIndex: 1, pageSize: SEARCH_CANDIDATES, language, now });
            if (found.ok && found.items.length > 0) Object.assign(related, { ids: found.items.map((item) => item.id), sort: 'given' });
          }
          if (related.topics.length > 0 || related.destinations.length > 0 || related.ids) {
            travels = (await findTours(db, related, language, now)).items;
            const siteEvents = plan.sites.filter((site) => site === 'siwa' || site === 'nuweiba');
            if (siteEvents.length > 0) events = (await findEvents(db, { ...emptyFilters(), destinations: siteEvents }, language, now)).items;
            paragraphs.push(...relatedParagraphs(travels, events, language));
          }
        }
        response = paragraphs.join('\n\n');
        facts.guide = [answered.text];
        base.guide = { sites: plan.sites, aspects: plan.aspects };
        if (travels.length > 0) {
          base.shownIds = travels.map((tour) => tour.id);
          base.shownPrices = travels.map((tour) => tour.price);
        }
        break;
      }
      case 'tourDetails':
      case 'askParty':
      case 'bookTour': {
        const tour = await tourById(plan.tourId, language, now);
        if (!tour) {
          response = GONE[language];
          break;
        }
        travels = [tour];
        base.focus = tour.id;
        if (plan.intent === 'tourDetails') response = tourDetails(tour, language, base.party ?? null);
        else if (plan.intent === 'askParty') {
          response = `${tourLine(tour, language)}\n\n${ASK_PARTY[language]}`;
          base.pendingBook = tour.id;
          base.askedFollowUp = true;
        } else {
          const party = base.party ?? { adults: 1, children: 0, underFive: 0 };
          booking = { travelId: tour.id, ...party };
          response = handOver(tour, party, language);
        }
        break;
      }
      case 'findTours':
      case 'findEvents': {
        const parts: Parameters<typeof searchReply>[0] = [];
        if (plan.kind !== 'events') {
          const outcome: SearchOutcome<Tour> = await search((f) => findTours(db, f, language, now), plan.filters, 'tours');
          // What was asked exists but every seat is taken ("Luxor balloon"): say so rather than "I couldn't find".
          if (!plan.cheaper && (outcome.total === 0 || outcome.dropped.length > 0)) {
            outcome.soldOut = (await findTours(db, { ...plan.filters, offset: 0, soldOut: true }, language, now)).items;
          }
          travels = outcome.items;
          parts.push({ kind: 'tours', asked: plan.filters, outcome });
        }
        if (plan.kind !== 'tours') {
          const outcome = await search((f) => findEvents(db, f, language, now), plan.filters, 'events');
          events = outcome.items;
          parts.push({ kind: 'events', asked: plan.filters, outcome });
        }
        response = searchReply(parts, language, plan.cheaper);
        if (conversion) response = `${conversionLine(conversion, language)}\n${response}`;
        facts.request = requestWords(plan.filters, language).trim();
        base.search = { kind: plan.kind, filters: plan.filters };
        base.shownPrices = travels.length > 0 ? travels.map((tour) => tour.price) : base.shownPrices;
        base.shownIds = travels.length > 0 ? travels.map((tour) => tour.id) : base.shownIds;
        break;
      }
    }
    facts.tours = travels.map((tour) => ({ title: tour.title, destination: tour.destinationCity, priceEGP: tour.price, departs: tour.startDate, seatsLeft: tour.availableSeats }));
    facts.events = events.map((event) => ({ name: event.name, location: event.location, date: event.date }));
    return { language, response, travels, events, booking, memory: base, facts };
  }

  return {
    async reply({ text, context, now }) {
      const memory = readMemory(context);
      let result: Awaited<ReturnType<typeof answer>>;
      try {
        result = await answer(typeof text === 'string' ? text : '', memory, now ?? deps.now?.() ?? new Date());
      } catch {
        // A failed query must still leave the traveller with an answer (never an empty string).
        const language = (typeof text === 'string' && hear(text, new Date()).language) || memory?.language || 'en';
        return { response: FAILURE[language], travels: [], events: [], context: (memory ?? {}) as unknown as ConversationContext };
      }
      let response = result.response;
      if (deps.llm) {
        const phrased = await phrase(
          deps.llm,
          { language: result.language, question: text.slice(0, 1000), facts: result.facts, draft: result.response },
          deps.fetch ?? globalThis.fetch,
        );
        if (phrased.ok) response = phrased.text;
      }
      if (response.trim() === '') response = HELP[result.language];
      return {
        response,
        travels: result.travels.map(toTravel),
        events: result.events.map(toEvent),
        ...(result.booking ? { booking: result.booking } : {}),
        ...(result.memory.party ? { party: { ...result.memory.party } } : {}),
        context: result.memory as unknown as ConversationContext,
      };
    },
  };
}
