/**
 * The engine's memory of a conversation: what the last message was understood to say, the last search and
 * guide question, what was shown; carried in the opaque ConversationContext from one message to the next.
 */
import type { Language } from '../catalogue';
import type { ConversationContext } from './assistant-types';
import type { Days, Party } from './details';
import type { GuideAspect, GuideSite } from './guide-facts';
import type { Filters } from './retrieve';
import type { Budget, Heard } from './understand';
import type { CategorySlug, DestinationKey } from './vocabulary';

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

export type SearchKind = 'tours' | 'events' | 'both';

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

export function entitiesOf(heard: Heard): Entities {
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
