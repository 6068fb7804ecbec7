/**
 * What to do with a message, given the conversation so far (`decide`): greet, answer from the guide, help
 * with booking, search the catalogue (new, or refining the previous request), show one tour or hand it over.
 */
import type { DateRange } from './dates';
import { seatsFor } from '@core/booking/prices';
import { GUIDE, seasonOfMonth, type GuideAspect, type GuideSite, type SeasonName } from './guide-facts';
import type { Memory, SearchKind } from './memory';
import { SUGGESTIONS, type Filters } from './retrieve';
import { saysMoreThanPlaces, type Budget, type Heard } from './understand';
import { TOPICS } from './vocabulary';

export const emptyFilters = (): Filters => ({ destinations: [], categories: [], topics: [], sort: 'soonest', offset: 0 });

export type Plan =
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
