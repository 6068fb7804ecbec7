/**
 * What a message says, read without any external service: its language (Arabic script or not), the
 * words that show what the person wants, and the details in it (places, categories, subjects, budget,
 * dates). Pure functions; the decision of what to do with it is in plan.ts, and the conversation's
 * memory in memory.ts.
 */
import type { Language } from '../catalogue';
import { normalizeSearchText } from '@core/search/search-text';
import { SEARCH_STOP_WORDS } from '@core/search/search-synonyms';
import { findDates, type DateRange } from './dates';
import { findDays, findOrdinal, findParty, findSeason, type Days, type Party } from './details';
import { matchFaq, type GuideAspect, type GuideSite } from './guide-facts';
import {
  ASPECT_TERMS,
  CATEGORIES,
  DESTINATIONS,
  GUIDE_PAGE_TERMS,
  STRONG_ASPECT_TERMS,
  TOPICS,
  WORDS,
  normalizeText,
  termPattern,
  type CategorySlug,
  type DestinationKey,
} from './vocabulary';
import { writtenLanguage } from '@core/text/script';

export interface Budget {
  min?: number;
  max?: number;
  /** The currency the amounts were said in, when not Egyptian pounds (converted by the assistant, D303). */
  currency?: 'USD' | 'EUR';
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)\s*(k|thousand|الف|الاف|ألف|آلاف)?`;
const CURRENCY = String.raw`(?:egp|le|l\.e\.?|e£|£|\$|usd|us\s+dollars?|€|eur|euros?|pounds?|dollars?|جنيه(?:ا|ات)?|جنية|ج\.م|ج|دولار(?:ات)?|يورو)`;
const FOREIGN = [['USD', /(?:\$|usd|dollar|دولار)/u], ['EUR', /(?:€|eur|euro|يورو)/u]] as const;
const MAX_WORDS = [
  'under', 'below', 'less than', 'lower than', 'cheaper than', 'up to', 'upto', 'at most', 'maximum of', 'maximum', 'max',
  'no more than', 'not more than', 'within', 'budget of', 'budget is', 'budget', '<',
  'باقل من', 'اقل من', 'تحت', 'حتي', 'لحد', 'في حدود', 'بحدود', 'لا يزيد عن', 'لا تزيد عن', 'ما يزيد عن', 'بحد اقصي', 'كحد اقصي', 'اقصي', 'بميزانيه', 'ميزانيتي', 'ميزانيه',
];
const MIN_WORDS = ['over', 'above', 'more than', 'at least', 'minimum of', 'minimum', 'min', 'starting at', 'اكثر من', 'فوق', 'اعلي من', 'علي الاقل', 'ابتداء من'];
const alternatives = (words: readonly string[]) =>
  [...words].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|');
const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const RANGE = new RegExp(
  `${BEFORE}(?:between|from|بين|من)\\s+${CURRENCY}?\\s*${NUMBER}\\s*${CURRENCY}?\\s*(?:and|to|-|و|الي|لـ|ل)\\s*${CURRENCY}?\\s*${NUMBER}`,
  'giu',
);
const BOUND = new RegExp(`${BEFORE}(${alternatives(MAX_WORDS)}|${alternatives(MIN_WORDS)})\\s*(?:of\\s+)?${CURRENCY}?\\s*${NUMBER}`, 'giu');
const PRICED = new RegExp(`${BEFORE}(?:${CURRENCY}\\s*${NUMBER}|${NUMBER}\\s*${CURRENCY}(?![\\p{L}]))`, 'giu');
const MIN_SET = new Set(MIN_WORDS);

/** No budget is larger than this (EGP or other): a longer number is read as this, so the query stays in range. */
export const MOST_AMOUNT = 100_000_000;

function amount(digits: string | undefined, scale: string | undefined): number {
  const value = Number(digits ?? '0');
  return Math.min(MOST_AMOUNT, Math.round(scale ? value * 1000 : value));
}

/**
 * The budget in a message: "under 5000", "less than 5k", "between 2000 and 4000", "أقل من ٥٠٠٠",
 * "في حدود ٣ آلاف جنيه", or a bare price with a currency ("3000 EGP", taken as the most to spend).
 * Amounts are EGP, as the catalogue is; thousands separators (5,000 / ٥٬٠٠٠) are understood.
 */
export function findBudget(raw: string): Budget | null {
  const budget = findAmounts(raw);
  if (!budget) return null;
  const text = normalizeSearchText(raw);
  const foreign = FOREIGN.find(([, pattern]) => pattern.test(text));
  return foreign ? { ...budget, currency: foreign[0] } : budget;
}

function findAmounts(raw: string): Budget | null {
  const text = normalizeSearchText(raw.normalize('NFKC'))
    .replace(/\u066B/g, '.')
    .replace(/(\d)[,\u066C](?=\d{3}(?!\d))/g, '$1')
    .replace(/[\u061F?!،,؛;]/g, ' ');
  const range = RANGE.exec(text);
  RANGE.lastIndex = 0;
  if (range) {
    const a = amount(range[1], range[2]);
    const b = amount(range[3], range[4]);
    return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const budget: Budget = {};
  for (const match of text.matchAll(BOUND)) {
    const word = (match[1] ?? '').replace(/\s+/g, ' ');
    const value = amount(match[2], match[3]);
    if (MIN_SET.has(word)) budget.min = value;
    else budget.max = value;
  }
  if (budget.min !== undefined || budget.max !== undefined) return budget;
  const priced = PRICED.exec(text);
  PRICED.lastIndex = 0;
  if (priced) return { max: priced[1] !== undefined ? amount(priced[1], priced[2]) : amount(priced[3], priced[4]) };
  return null;
}

const compiled = <K extends string>(table: Record<K, { terms: readonly string[] }>) =>
  (Object.keys(table) as K[]).map((key) => [key, termPattern(table[key].terms)] as const);
const DESTINATION_PATTERNS = compiled(DESTINATIONS);
const CATEGORY_PATTERNS = compiled(CATEGORIES);
const TOPIC_PATTERNS = compiled(TOPICS);
const WORD_PATTERNS = Object.fromEntries(Object.entries(WORDS).map(([key, terms]) => [key, termPattern(terms)])) as Record<keyof typeof WORDS, RegExp>;
const PAGE_PATTERNS = Object.entries(GUIDE_PAGE_TERMS).map(([key, terms]) => [key, new RegExp(termPattern(terms).source, 'gu')] as const);

/** The guide pages a message names; a name inside a longer one ("Luxor" in "Luxor Temple") is not counted. */
function findPages(text: string): GuideSite[] {
  const spans: Array<{ key: string; from: number; to: number }> = [];
  for (const [key, pattern] of PAGE_PATTERNS) {
    for (const match of text.matchAll(pattern)) spans.push({ key, from: match.index, to: match.index + match[0].length });
  }
  const kept = spans.filter((span) => !spans.some((other) => other !== span && other.from <= span.from && other.to >= span.to && other.to - other.from > span.to - span.from));
  return [...new Set(kept.sort((a, b) => a.from - b.from).map((span) => span.key))];
}
const ASPECT_PATTERNS = (Object.keys(ASPECT_TERMS) as GuideAspect[]).map((key) => [key, termPattern(ASPECT_TERMS[key])] as const);
const STRONG_ASPECT_PATTERNS = (Object.keys(STRONG_ASPECT_TERMS) as Array<keyof typeof STRONG_ASPECT_TERMS>).map(
  (key) => [key, termPattern(STRONG_ASPECT_TERMS[key])] as const,
);

export interface Heard {
  language: Language | null;
  text: string;
  destinations: DestinationKey[];
  categories: CategorySlug[];
  topics: string[];
  budget: Budget | null;
  dates: DateRange | null;
  /** Guide pages named (guide-facts.ts keys), in the order they appear. */
  sites: GuideSite[];
  days: Days | null;
  party: Party | null;
  season: 'summer' | 'winter' | null;
  /** "The second one": which of the tours shown. */
  ordinal: number | null;
  /** FAQ entries of the named pages the message asks. */
  faq: Array<{ site: GuideSite; answer: { en: string; ar: string } }>;
  aspects: GuideAspect[];
  strongAspects: GuideAspect[];
  says: Record<keyof typeof WORDS, boolean>;
}

const PLACE_PATTERNS = DESTINATION_PATTERNS.map(([, pattern]) => new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`));
const SMALL_WORDS = new Set(SEARCH_STOP_WORDS.map((word) => normalizeText(word)));

/**
 * Whether a message says more than the places it names ("Coptic Cairo", not "tours in Cairo"): a word left
 * once the places and search's small words are taken out. Search then tells which of the place's tours it means.
 */
export function saysMoreThanPlaces(heard: Heard): boolean {
  const rest = PLACE_PATTERNS.reduce((text, pattern) => text.replace(pattern, ' '), heard.text);
  return rest.split(/[^\p{L}\p{N}]+/u).some((word) => word.length > 1 && !SMALL_WORDS.has(word));
}

/** Everything the embedded engine reads in one message. */
export function hear(raw: string, now: Date): Heard {
  const text = normalizeText(raw.slice(0, 2000));
  const found = <K extends string>(patterns: ReadonlyArray<readonly [K, RegExp]>) => patterns.filter(([, p]) => p.test(text)).map(([k]) => k);
  const destinations = found(DESTINATION_PATTERNS);
  const budget = findBudget(raw.slice(0, 2000));
  const sites = findPages(text);
  return {
    days: findDays(raw.slice(0, 2000)),
    party: findParty(raw.slice(0, 2000)),
    season: findSeason(raw.slice(0, 2000)),
    ordinal: findOrdinal(raw.slice(0, 2000)),
    faq: matchFaq(raw.slice(0, 2000), sites, normalizeText),
    language: writtenLanguage(raw),
    text,
    destinations,
    categories: found(CATEGORY_PATTERNS),
    topics: found(TOPIC_PATTERNS),
    budget,
    dates: findDates(text, now),
    sites,
    aspects: found(ASPECT_PATTERNS),
    strongAspects: found(STRONG_ASPECT_PATTERNS),
    says: Object.fromEntries(Object.entries(WORD_PATTERNS).map(([key, pattern]) => [key, pattern.test(text)])) as Heard['says'],
  };
}
