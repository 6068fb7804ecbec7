/**
 * Nothing invented: every price, time, date and id an assistant reply states must exist,
 * at that moment, in the catalogue (tours and events in the database) or in the guide content (src/content),
 * or be what the traveller said (their budget, its conversion at the rates store's rate, the dates they
 * asked for). `knownFacts` reads what exists; `inventedIn` lists what a reply states that does not.
 */
import { cairoDay, type CurrencyRates, type Queryable } from '../../platform';
import { luxorTemple } from '../../../src/content/destinations/luxor-temple';
import { nuweiba } from '../../../src/content/destinations/nuweiba';
import { pyramids } from '../../../src/content/destinations/pyramids';
import { siwa } from '../../../src/content/destinations/siwa';
import { places } from '../../../src/content/places';
import { clockMinutes, clockText, lastEntryTime } from '../../../src/content/opening-hours';
import type { DestinationGuide } from '../../../src/content/types';
import { BOOKING_HELP, INDEX_CARDS } from '../guide-facts';

export interface Known {
  /** Every number the guide content states (prices among them). */
  guideNumbers: Set<number>;
  /** Clock times ('8:00') the guide content states or derives (last entry). */
  times: Set<string>;
  /** Cairo calendar days ('12-4': month-day) of tours and events. */
  days: Set<string>;
  /** Tours by id with their price; events by id. */
  tours: Map<number, number>;
  events: Set<number>;
  tourPrices: Set<number>;
}

const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const TIME = /(?<![\d:])(\d{1,2}):(\d{2})(?![\d:])/g;
const parse = (digits: string) => Number(digits.replace(/,/g, ''));
const clock = (hours: string, minutes: string) => `${Number(hours)}:${minutes}`;

function walk(value: unknown, strings: string[], numbers: number[]): void {
  if (typeof value === 'string') strings.push(value);
  else if (typeof value === 'number') numbers.push(value);
  else if (Array.isArray(value)) for (const item of value) walk(item, strings, numbers);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) walk(item, strings, numbers);
}

const DESTINATIONS: readonly DestinationGuide[] = [pyramids, luxorTemple, nuweiba, siwa];

/** What exists now: the guide content's numbers and times, the catalogue's tours, events and their days. */
export async function knownFacts(db: Queryable): Promise<Known> {
  const strings: string[] = [];
  const numbers: number[] = [];
  walk([DESTINATIONS, places, INDEX_CARDS, BOOKING_HELP], strings, numbers);
  const guideNumbers = new Set(numbers);
  const times = new Set<string>();
  for (const text of strings) {
    for (const match of text.matchAll(NUMBER)) guideNumbers.add(parse(match[0]));
    for (const match of text.matchAll(TIME)) times.add(clock(match[1]!, match[2]!));
  }
  for (const page of DESTINATIONS) {
    for (const season of page.hours?.seasons ?? []) {
      for (const time of [season.opens, season.closes]) {
        const minutes = clockMinutes(time);
        if (minutes !== null) times.add(clockText(minutes));
      }
      const last = lastEntryTime(season, page.hours!.lastEntryMinutesBeforeClose);
      if (last) times.add(last);
    }
  }
  const days = new Set<string>();
  const tours = new Map<number, number>();
  const tourRows = await db.query<{ id: number; price: number; start_date: Date | null; end_date: Date | null }>('select id, price, start_date, end_date from tours');
  for (const row of tourRows) {
    tours.set(row.id, Number(row.price));
    for (const instant of [row.start_date, row.end_date]) {
      if (!instant) continue;
      const day = cairoDay(new Date(instant));
      days.add(`${day.month}-${day.day}`);
      times.add(`${Math.floor(day.seconds / 3600)}:${String(Math.floor((day.seconds % 3600) / 60)).padStart(2, '0')}`);
    }
  }
  const events = new Set<number>();
  const eventRows = await db.query<{ id: number; starts_at: Date }>('select id, starts_at from events');
  for (const row of eventRows) {
    events.add(row.id);
    const day = cairoDay(new Date(row.starts_at));
    days.add(`${day.month}-${day.day}`);
  }
  return { guideNumbers, times, days, tours, events, tourPrices: new Set(tours.values()) };
}

/** What the traveller said or asked for in the conversation, which a reply may repeat. */
export interface Said {
  /** Amounts they named, their conversions and the rate used. */
  amounts: Set<number>;
  /** Days of the date ranges they asked for ('12-4'). */
  days: Set<string>;
  rates: CurrencyRates;
}

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const MONEY_BEFORE = /(?:EGP\s?|\$|€)(\d[\d,]*(?:\.\d+)?)(?:\s?[–-]\s?(\d[\d,]*(?:\.\d+)?))?/g;
const MONEY_AFTER = /(\d[\d,]*(?:\.\d+)?)(?:\s?[–-]\s?(\d[\d,]*(?:\.\d+)?))?\s?(?:ج\.م|جنيه|دولار|يورو)/g;
const DAY_MONTH_EN = new RegExp(`(?<!\\d)(\\d{1,2}) (${MONTHS_EN.join('|')})[a-z]*\\b`, 'gi');
const MONTH_DAY_EN = new RegExp(`\\b(${MONTHS_EN.join('|')})[a-z]* (\\d{1,2})(?!\\d)`, 'gi');
const DAY_MONTH_AR = new RegExp(`(?<!\\d)(\\d{1,2}) (${MONTHS_AR.join('|')})`, 'g');
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;

export interface Stated {
  response: string;
  travels: ReadonlyArray<{ id: number; price: number }>;
  events: ReadonlyArray<{ id: number }>;
  booking?: { travelId: number } | undefined;
}

/** Every price, time, date and id the reply states that is neither known nor said; empty when none. */
export function inventedIn(reply: Stated, known: Known, said: Said): string[] {
  const invented: string[] = [];
  const text = reply.response;
  const moneyOk = (amount: number) => known.guideNumbers.has(amount) || known.tourPrices.has(amount) || said.amounts.has(amount);
  for (const pattern of [MONEY_BEFORE, MONEY_AFTER]) {
    for (const match of text.matchAll(pattern)) {
      for (const digits of [match[1], match[2]]) if (digits && !moneyOk(parse(digits))) invented.push(`price ${match[0]}`);
    }
  }
  for (const match of text.matchAll(TIME)) {
    const time = clock(match[1]!, match[2]!);
    if (!known.times.has(time)) invented.push(`time ${match[0]}`);
  }
  const dayOk = (month: number, day: number) => known.days.has(`${month}-${day}`) || said.days.has(`${month}-${day}`);
  for (const match of text.matchAll(DAY_MONTH_EN)) {
    if (!dayOk(MONTHS_EN.indexOf(match[2]!.slice(0, 3).toLowerCase()) + 1, Number(match[1]))) invented.push(`date ${match[0]}`);
  }
  for (const match of text.matchAll(MONTH_DAY_EN)) {
    if (!dayOk(MONTHS_EN.indexOf(match[1]!.slice(0, 3).toLowerCase()) + 1, Number(match[2]))) invented.push(`date ${match[0]}`);
  }
  for (const match of text.matchAll(DAY_MONTH_AR)) {
    if (!dayOk(MONTHS_AR.indexOf(match[2]!) + 1, Number(match[1]))) invented.push(`date ${match[0]}`);
  }
  for (const match of text.matchAll(ISO_DATE)) if (match[0] !== said.rates.date) invented.push(`date ${match[0]}`);
  for (const travel of reply.travels) {
    if (known.tours.get(travel.id) !== travel.price) invented.push(`tour ${travel.id} at ${travel.price}`);
  }
  for (const event of reply.events) if (!known.events.has(event.id)) invented.push(`event ${event.id}`);
  if (reply.booking && !known.tours.has(reply.booking.travelId)) invented.push(`booking of tour ${reply.booking.travelId}`);
  return invented;
}
