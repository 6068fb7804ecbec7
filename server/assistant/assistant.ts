/**
 * Rihla's assistant engine ("The assistant engine"; accounts spec §2 Assistant chat widget, §3
 * chat message). Embedded and deterministic by default: it reads the language
 * of each message and answers in it, recognises what the person wants and the details in it
 * (understand.ts), retrieves from the live catalogue with the API's own search (retrieve.ts) and from the
 * guide facts (guide-facts.ts), and writes a short reply with up to 3 tours and 3 events (compose.ts).
 * The conversation's memory travels in `context` (opaque to the hub) so follow-ups ("cheaper ones?",
 * "وفي أسوان؟") refine the previous request. With an OpenAI-compatible endpoint configured, the reply
 * text is rephrased by the model from the retrieved facts only (llm.ts); suggestions stay ours.
 *
 * This file is the reply flow; the pieces it composes are memory.ts (the conversation's memory), plan.ts (what
 * to do with a message), search-loosening.ts (a search that loosens a request finding nothing) and
 * assistant-types.ts (what the reply looks like).
 */
import { type Db, DEFAULT_RATES_FILE, readRatesFile, type CurrencyRates } from '../platform';
import { type Language, type Tour, type Event, searchCatalogue, correctedSlots } from '../catalogue';
import type { Assistant, AssistantEvent, AssistantTravel, BookingHandOver, ConversationContext } from './assistant-types';
import {
  ASK_PARTY, FAILURE, GONE, GREETING, HELP, OFF_TOPIC, THANKS, conversionLine, guideAnswer, handOver, relatedParagraphs, requestWords, searchReply, tourDetails, tourLine,
  type Conversion, type SearchOutcome,
} from './compose';
import { BOOKING_HELP, matchFaq } from './guide-facts';
import { phrase, type LlmSettings } from './llm';
import { entitiesOf, readMemory, type Intent, type Memory } from './memory';
import { decide, emptyFilters, type Plan } from './plan';
import { findEvents, findTours, type Filters } from './retrieve';
import { search } from './search-loosening';
import { MOST_AMOUNT, hear, saysMoreThanPlaces, type Budget, type Heard } from './understand';
import { DESTINATIONS, normalizeText, type DestinationKey } from './vocabulary';

const isDestination = (key: string): key is DestinationKey => Object.hasOwn(DESTINATIONS, key);

/** The first argument of ReceiveMessage. */
export const ASSISTANT_NAME = 'Rihla';

function toTravel(tour: Tour): AssistantTravel {
  return { id: tour.id, title: tour.title, description: tour.description, price: tour.price, imageUrl: tour.coverImageUrl ?? tour.image ?? null };
}

function toEvent(event: Event): AssistantEvent {
  return { id: event.id, name: event.name, date: event.date, location: event.location, description: event.description };
}

/** How many of search's best matches the assistant chooses its suggestions from. */
const SEARCH_CANDIDATES = 20;

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
   * What a message names, read again after search's own corrections (search and the assistant
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
   *. Only a new request with nothing else asked of it (no budget, dates, length or party, not
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
