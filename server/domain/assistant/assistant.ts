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
import type { Db } from '../../db/db';
import type { Language, Tour } from '../catalogue';
import type { Event } from '../events';
import { FAILURE, GREETING, HELP, OFF_TOPIC, THANKS, guideReply, requestWords, searchReply, type SearchOutcome } from './compose';
import { cairoDay, type DateRange } from './dates';
import { BOOKING_HELP, GUIDE, type GuideAspect, type GuideSite } from './guide-facts';
import { phrase, type LlmSettings } from './llm';
import { findEvents, findTours, SUGGESTIONS, type Filters } from './retrieve';
import { hear, type Budget, type Heard } from './understand';
import { TOPICS, type CategorySlug, type DestinationKey } from './vocabulary';

export interface AssistantTravel { id: number; title: string; description: string; price: number; imageUrl: string | null }
export interface AssistantEvent { id: number; name: string; date: string; location: string; description: string }
/** Opaque to the hub: the engine's memory for follow-ups (see Memory). */
export interface ConversationContext { [key: string]: unknown }
export interface AssistantReply { response: string; travels: AssistantTravel[]; events: AssistantEvent[]; context: ConversationContext }
export interface Assistant { reply(input: { text: string; context: ConversationContext | null; now: Date }): Promise<AssistantReply> }

/** The first argument of ReceiveMessage. */
export const ASSISTANT_NAME = 'Rihla';

export type Intent = 'greeting' | 'findTours' | 'findEvents' | 'guideFacts' | 'bookingHelp' | 'thanks' | 'offTopic';

/** What one message said, as the engine understood it (kept in the memory; tests read it). */
export interface Entities {
  destinations: DestinationKey[];
  categories: CategorySlug[];
  topics: string[];
  budget: Budget | null;
  dates: string | null;
  sites: GuideSite[];
  aspects: GuideAspect[];
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
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The memory in a context, or null when the context is absent or not ours (a client cannot break the engine). */
export function readMemory(context: ConversationContext | null | undefined): Memory | null {
  if (!context || context.engine !== 'rihla' || context.version !== 1) return null;
  const memory = context as unknown as Memory;
  if (memory.language !== 'en' && memory.language !== 'ar') return null;
  const search = memory.search;
  if (search !== null && (typeof search !== 'object' || !isStringArray(search.filters?.destinations) || !isStringArray(search.filters?.categories) || !isStringArray(search.filters?.topics))) {
    return null;
  }
  if (!Array.isArray(memory.shownPrices)) return null;
  return memory;
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
  };
}

const emptyFilters = (): Filters => ({ destinations: [], categories: [], topics: [], sort: 'soonest', offset: 0 });

type Plan =
  | { intent: 'greeting' | 'thanks' | 'offTopic' | 'bookingHelp' }
  | { intent: 'guideFacts'; sites: GuideSite[]; aspects: GuideAspect[] }
  | { intent: 'findTours' | 'findEvents'; kind: SearchKind; filters: Filters; cheaper: boolean };

function withBudget(filters: Filters, budget: Budget | null): Filters {
  if (!budget) return filters;
  return { ...filters, minPrice: budget.min, maxPrice: budget.max, cheaperThan: undefined };
}

function withDates(filters: Filters, dates: DateRange | null): Filters {
  return dates ? { ...filters, dates } : filters;
}

/** What to do with a message, given the conversation so far. */
export function decide(heard: Heard, memory: Memory | null): Plan {
  const says = heard.says;
  const eventTopics = heard.topics.filter((key) => TOPICS[key]?.kind === 'event');
  const wantsEvents = says.events || eventTopics.length > 0;
  const wantsTours = says.tours;
  const hasBudget = heard.budget !== null;
  const searchDetails = heard.destinations.length > 0 || heard.categories.length > 0 || heard.topics.length > 0 || hasBudget || heard.dates !== null;

  // How booking and payment work.
  if (says.booking || (says.bookingWeak && !searchDetails && !wantsEvents)) return { intent: 'bookingHelp' };

  // Guide facts: Pyramids, Luxor Temple, Nuweiba (visa, ferry), Siwa.
  const notASearch = !wantsTours && !wantsEvents && !hasBudget && heard.dates === null;
  const named = heard.sites.filter((site) => site === 'pyramids' || site === 'luxorTemple');
  const towns = heard.sites.filter((site) => site === 'nuweiba' || site === 'siwa');
  const borders = heard.aspects.filter((aspect) => aspect === 'visa' || aspect === 'ferry');
  if (borders.length > 0 && notASearch) return { intent: 'guideFacts', sites: ['nuweiba'], aspects: borders };
  const previousAspects = memory?.intent === 'guideFacts' ? (memory.guide?.aspects ?? []) : [];
  if (named.length > 0 && notASearch) {
    return { intent: 'guideFacts', sites: named, aspects: heard.aspects.length > 0 ? heard.aspects : previousAspects };
  }
  if (towns.length > 0 && notASearch && heard.categories.length === 0 && (heard.aspects.length > 0 || says.about)) {
    return { intent: 'guideFacts', sites: towns, aspects: heard.aspects };
  }
  if (heard.sites.length === 0 && !searchDetails && notASearch) {
    if (memory?.intent === 'guideFacts' && memory.guide && heard.aspects.length > 0) {
      return { intent: 'guideFacts', sites: memory.guide.sites, aspects: heard.aspects };
    }
    // "How much are the tickets?" with no place: the two sites whose tickets and hours we know.
    if (heard.strongAspects.length > 0) return { intent: 'guideFacts', sites: ['pyramids', 'luxorTemple'], aspects: heard.strongAspects };
  }

  // Catalogue searches, new or refining the previous one.
  const previous = memory?.search ?? null;
  const cheaper = says.cheaper;
  const intentOf = (kind: SearchKind): 'findTours' | 'findEvents' => (kind === 'events' ? 'findEvents' : 'findTours');
  // Types, tour subjects and budgets are about tours: after an event search they start a tour search.
  const tourOnly = heard.categories.length > 0 || hasBudget || cheaper || says.cheap || heard.topics.some((key) => TOPICS[key]?.kind === 'tour');
  const compatible = previous !== null && !(previous.kind === 'events' && tourOnly);
  // A follow-up says so ("what about…", "cheaper", "there"), or is short and changes one thing
  // ("Aswan?", "under 3000", "في مارس"); a message with several details is a new request.
  const kindsOfDetail = [heard.destinations.length > 0, heard.categories.length > 0 || heard.topics.length > 0, hasBudget, heard.dates !== null].filter(Boolean).length;
  const short = heard.text.split(' ').length <= 4 && kindsOfDetail <= 1;
  const followUp = says.followUp || says.there || cheaper || says.more || says.cheap || (short && searchDetails);
  if (previous && compatible && !wantsTours && !wantsEvents && followUp) {
    let filters: Filters = { ...previous.filters, offset: 0 };
    if (heard.destinations.length > 0) {
      filters.destinations = heard.destinations;
      // "Cheaper than what I showed you" was about the other place.
      filters.cheaperThan = undefined;
    }
    if (heard.categories.length > 0) filters.categories = heard.categories;
    if (heard.topics.length > 0) filters.topics = heard.topics;
    filters = withDates(withBudget(filters, heard.budget), heard.dates);
    if (cheaper || says.cheap) filters.sort = 'price';
    if (cheaper && memory && memory.shownPrices.length > 0) filters.cheaperThan = Math.max(...memory.shownPrices);
    if (says.more && !searchDetails && !cheaper) filters.offset = previous.filters.offset + SUGGESTIONS;
    return { intent: intentOf(previous.kind), kind: previous.kind, filters, cheaper };
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
    filters = withDates(withBudget(filters, heard.budget), heard.dates);
    // "Events there?", "and tours too?": the place (and dates) of the previous request carry over.
    if (previous && heard.destinations.length === 0 && (says.there || says.followUp)) {
      filters.destinations = previous.filters.destinations;
      if (!heard.dates && previous.filters.dates) filters.dates = previous.filters.dates;
    }
    return { intent: intentOf(kind), kind, filters, cheaper };
  }

  if (says.thanks) return { intent: 'thanks' };
  if (says.greeting) return { intent: 'greeting' };
  return { intent: 'offTopic' };
}

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
  };
  const present: Droppable[] = [];
  if (filters.topics.length > 0) present.push('topics');
  if (filters.dates) present.push('dates');
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

export function createAssistant(deps: {
  db: Db;
  now?: () => Date;
  llm?: LlmSettings | null;
  fetch?: typeof fetch;
}): Assistant {
  const { db } = deps;

  async function answer(text: string, memory: Memory | null, now: Date) {
    const heard = hear(text, now);
    const language: Language = heard.language ?? memory?.language ?? 'en';
    const plan = decide(heard, memory);
    const base: Memory = {
      engine: 'rihla',
      version: 1,
      language,
      intent: plan.intent,
      entities: entitiesOf(heard),
      search: memory?.search ?? null,
      guide: memory?.guide ?? null,
      shownPrices: memory?.shownPrices ?? [],
    };
    let travels: Tour[] = [];
    let events: Event[] = [];
    let response: string;
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
        // Tours that go to the site; Siwa's and Nuweiba's events too.
        const related = emptyFilters();
        for (const site of plan.sites) {
          if (site === 'pyramids' || site === 'luxorTemple') related.topics.push(site);
          else related.destinations.push(site);
        }
        travels = (await findTours(db, related, language, now)).items;
        if (related.destinations.length > 0) events = (await findEvents(db, { ...related, topics: [] }, language, now)).items;
        response = guideReply(plan.sites, plan.aspects, language, cairoDay(now), travels, events);
        facts.guide = plan.sites.flatMap((site) => Object.values(GUIDE[site].facts).map((fact) => fact[language]));
        base.guide = { sites: plan.sites, aspects: plan.aspects };
        break;
      }
      case 'findTours':
      case 'findEvents': {
        const parts: Parameters<typeof searchReply>[0] = [];
        if (plan.kind !== 'events') {
          const outcome = await search((f) => findTours(db, f, language, now), plan.filters, 'tours');
          travels = outcome.items;
          parts.push({ kind: 'tours', asked: plan.filters, outcome });
        }
        if (plan.kind !== 'tours') {
          const outcome = await search((f) => findEvents(db, f, language, now), plan.filters, 'events');
          events = outcome.items;
          parts.push({ kind: 'events', asked: plan.filters, outcome });
        }
        response = searchReply(parts, language, plan.cheaper);
        facts.request = requestWords(plan.filters, language).trim();
        base.search = { kind: plan.kind, filters: plan.filters };
        base.shownPrices = travels.length > 0 ? travels.map((tour) => tour.price) : base.shownPrices;
        break;
      }
    }
    facts.tours = travels.map((tour) => ({ title: tour.title, destination: tour.destinationCity, priceEGP: tour.price, departs: tour.startDate, seatsLeft: tour.availableSeats }));
    facts.events = events.map((event) => ({ name: event.name, location: event.location, date: event.date }));
    return { language, response, travels, events, memory: base, facts };
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
        context: result.memory as unknown as ConversationContext,
      };
    },
  };
}
