/**
 * Scores the assistant on the dialogue set the MultiWOZ way:
 * - Inform: a turn informs when what it offers is right: the guide facts asked are in the reply (read from
 *   the content records, not from the assistant), or every suggested tour or event meets the traveller's
 *   constraints in the live catalogue, or an unknown fact is said to be unknown with its page.
 * - Success: a dialogue succeeds when every goal of every turn is met (the facts, the items, the
 *   conversion said, the dates read, the follow-up question, the hand-over to booking with the party).
 * Also: invented facts over every reply (invented.ts) and the reply time (p50, p95).
 */
import { performance } from 'node:perf_hooks';
import { cairoDay, type CurrencyRates, type Queryable } from '../../platform';
import { luxorTemple } from '../../../src/content/destinations/luxor-temple';
import { nuweiba } from '../../../src/content/destinations/nuweiba';
import { pyramids } from '../../../src/content/destinations/pyramids';
import { siwa } from '../../../src/content/destinations/siwa';
import { places } from '../../../src/content/places';
import { clockMinutes, clockText } from '../../../src/content/opening-hours';
import type { DestinationGuide, Season } from '../../../src/content/types';
import type { Assistant, AssistantReply, ConversationContext } from '../assistant-types';
import { readMemory } from '../memory';
import { INDEX_CARDS } from '../guide-facts';
import { writtenLanguage } from '@core/text/script';
import { type Dialogue, type Goal } from './dialogues';
import { inventedIn, knownFacts, type Said } from './invented';
import type { Language } from '@core/text/language';

const PAGES: Record<string, DestinationGuide> = { pyramids, luxorTemple, nuweiba, siwa };
const time = (text: string) => {
  const minutes = clockMinutes(text);
  return minutes === null ? text : clockText(minutes);
};
const grouped = (amount: number) => amount.toLocaleString('en-US');
const isSummer = (season: Season) => season.months[0] <= 7 && season.months[1] >= 7;

interface TourFacts {
  city: string;
  price: number;
  days: number;
  seats: number;
}

export interface TurnResult {
  dialogue: string;
  user: string;
  inform: boolean;
  success: boolean;
  problems: string[];
  invented: string[];
  ms: number;
}

export interface Report {
  dialogues: number;
  turns: number;
  arabicShare: number;
  mixed: number;
  /** Shares 0–1. */
  inform: number;
  success: number;
  successByLanguage: Record<string, number>;
  invented: number;
  p50: number;
  p95: number;
  failures: Array<{ dialogue: string; user: string; problems: string[] }>;
  inventions: Array<{ dialogue: string; user: string; invented: string[] }>;
}

/** What a guide goal needs in the reply, from the content records. */
function guideNeeds(goal: NonNullable<Goal['guide']>, l: Language): string[] {
  const card = INDEX_CARDS.find((candidate) => candidate.route === `/${goal.page}`);
  if (goal.aspect === 'height') return card?.heightMetres ? [grouped(card.heightMetres)] : ['(no height)'];
  if (goal.aspect === 'location') return card?.location ? [card.location[l]] : ['(no location)'];
  const page = PAGES[goal.page];
  if (!page) {
    const place = places.find((candidate) => candidate.route === `/${goal.page}`);
    return place ? [place.description[l]] : [`(no page ${goal.page})`];
  }
  switch (goal.aspect) {
    case 'hours':
      return (page.hours?.seasons ?? []).flatMap((season) => [time(season.opens), time(season.closes)]);
    case 'season': {
      const season = page.hours?.seasons.find((candidate) => isSummer(candidate) === (goal.season === 'summer'));
      return season ? [time(season.opens), time(season.closes)] : ['(no season)'];
    }
    case 'tickets':
      return (page.tickets ?? []).map((ticket) => grouped(ticket.price.amount));
    case 'activities':
      return page.activities.map((activity) => grouped(activity.price.amount));
    case 'visa':
      return page.visaTip ? [page.visaTip[l]] : ['(no visa tip)'];
    case 'ferry':
      return page.travel.options.filter((option) => /ferry/i.test(option.mode.en)).map((option) => option.details[l]);
    case 'transport':
      return [page.travel.options[0]!.details[l]];
    case 'tips':
      return [page.travel.tips![0]![l]];
    case 'dining':
      return [page.restaurants[0]!.name[l]];
    case 'faq':
      return [page.faq[goal.faq ?? 0]!.answer[l]];
    case 'about':
      return [page.route];
  }
}

/** Which goal parts a reply misses (empty: all met), and whether the offered facts or items were right. */
function judge(goal: Goal, reply: AssistantReply, previous: AssistantReply | null, tours: Map<number, TourFacts>, eventPlaces: Map<number, string>, rates: CurrencyRates, l: Language) {
  const problems: string[] = [];
  let informed = true;
  const fail = (problem: string, inform = true) => {
    problems.push(problem);
    if (inform) informed = false;
  };
  const memory = readMemory(reply.context);
  if (goal.guide) {
    for (const need of guideNeeds(goal.guide, l)) if (!reply.response.includes(need)) fail(`missing "${need.slice(0, 60)}"`);
    if (goal.guide.aspect === 'season') {
      const page = PAGES[goal.guide.page];
      const other = page?.hours?.seasons.find((candidate) => isSummer(candidate) !== (goal.guide!.season === 'summer'));
      const mine = page?.hours?.seasons.find((candidate) => isSummer(candidate) === (goal.guide!.season === 'summer'));
      const span = (season: Season) => [`${time(season.opens)}–${time(season.closes)}`, `${time(season.opens)} إلى ${time(season.closes)}`];
      if (other && mine && time(other.closes) !== time(mine.closes) && span(other).some((text) => reply.response.includes(text))) fail('gives the other season too');
    }
  }
  if (goal.unknown) {
    const route = places.find((place) => place.route === `/${goal.unknown!.page}`)?.route ?? `/${goal.unknown.page}`;
    if (!reply.response.includes(route)) fail(`no link to ${route}`);
    if (!/I don't have|ليست لدي/.test(reply.response)) fail('does not say it does not know');
    if (reply.travels.length > 0) fail('lists tours instead');
  }
  if (goal.tours) {
    const want = goal.tours;
    if (reply.travels.length === 0) fail('no tours');
    const dearestBefore = previous && previous.travels.length > 0 ? Math.max(...previous.travels.map((travel) => travel.price)) : Infinity;
    const maxPrice = want.foreignMax !== undefined && reply ? Math.round(want.foreignMax * rates.egpPer[goal.converted ?? 'USD']) : want.maxPrice;
    for (const travel of reply.travels) {
      const facts = tours.get(travel.id);
      if (!facts) {
        fail(`tour ${travel.id} unknown`);
        continue;
      }
      if (want.cities && !want.cities.includes(facts.city)) fail(`tour ${travel.id} in ${facts.city}`);
      if (maxPrice !== undefined && facts.price > maxPrice) fail(`tour ${travel.id} costs ${facts.price} > ${maxPrice}`);
      if (want.minPrice !== undefined && facts.price < want.minPrice) fail(`tour ${travel.id} costs ${facts.price}`);
      if (want.minDays !== undefined && facts.days < want.minDays) fail(`tour ${travel.id} lasts ${facts.days} days`);
      if (want.maxDays !== undefined && facts.days > want.maxDays) fail(`tour ${travel.id} lasts ${facts.days} days`);
      if (want.seats !== undefined && facts.seats < want.seats) fail(`tour ${travel.id} has ${facts.seats} seats`);
      if (want.cheaperThanBefore && !(facts.price < dearestBefore)) fail(`tour ${travel.id} not cheaper than ${dearestBefore}`);
    }
    if (want.previousNth !== undefined) {
      const expected = previous?.travels[want.previousNth - 1]?.id;
      if (reply.travels.length !== 1 || reply.travels[0]!.id !== expected) fail(`not tour ${expected ?? '?'} (number ${want.previousNth})`);
    }
  }
  if (goal.events) {
    if (reply.events.length === 0) fail('no events');
    for (const event of reply.events) {
      const location = eventPlaces.get(event.id) ?? '';
      if (!goal.events.places.some((place) => location.includes(place))) fail(`event ${event.id} in ${location}`);
    }
  }
  if (goal.converted) {
    const rate = rates.egpPer[goal.converted];
    if (!reply.response.includes(String(rate))) fail(`conversion at ${rate} not said`, false);
  }
  if (goal.dates && memory?.entities.dates !== goal.dates) fail(`dates read as ${memory?.entities.dates ?? 'none'}`, false);
  if (goal.asksParty && memory?.intent !== 'askParty') fail('no follow-up question', false);
  if (goal.booking) {
    const expected = previous?.travels.length === 1 ? previous.travels[0]!.id : previous?.travels[0]?.id;
    const got = reply.booking;
    if (!got) fail('no hand-over', false);
    else {
      if (got.adults !== goal.booking.adults || got.children !== goal.booking.children || got.underFive !== goal.booking.underFive) fail(`party ${JSON.stringify(got)}`, false);
      if (expected !== undefined && got.travelId !== expected) fail(`books tour ${got.travelId}, not ${expected}`, false);
    }
  }
  if (goal.bookingHelp && memory?.intent !== 'bookingHelp') fail('no booking help', false);
  return { problems, informed };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Runs every dialogue against the assistant and scores it. */
export async function evaluate(assistant: Assistant, db: Queryable, dialogues: readonly Dialogue[], rates: CurrencyRates, now: Date): Promise<Report> {
  const known = await knownFacts(db);
  const rows = await db.query<{ id: number; city: string; price: number; days: number; seats: number }>(
    'select id, destination_city_en as city, price, greatest(jsonb_array_length(itineraries), 1) as days, available_seats as seats from tours',
  );
  const tours = new Map(rows.map((row) => [row.id, { city: row.city, price: Number(row.price), days: Number(row.days), seats: Number(row.seats) }]));
  const eventRows = await db.query<{ id: number; location: string }>('select id, location_en as location from events');
  const eventPlaces = new Map(eventRows.map((row) => [row.id, row.location]));
  const results: TurnResult[] = [];
  const dialogueSuccess: Array<{ language: string; ok: boolean }> = [];
  for (const dialogue of dialogues) {
    let context: ConversationContext | null = null;
    let previous: AssistantReply | null = null;
    const said: Said = { amounts: new Set([rates.egpPer.USD, rates.egpPer.EUR]), days: new Set(), rates };
    let ok = true;
    for (const turn of dialogue.turns) {
      for (const match of turn.user.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
        const amount = Number(match[0].replace(/,/g, ''));
        said.amounts.add(amount);
        said.amounts.add(Math.round(amount * rates.egpPer.USD));
        said.amounts.add(Math.round(amount * rates.egpPer.EUR));
        if (/k\b|ألف|آلاف/i.test(turn.user)) said.amounts.add(amount * 1000);
      }
      const started = performance.now();
      const reply: AssistantReply = await assistant.reply({ text: turn.user, context, now });
      const ms = performance.now() - started;
      context = JSON.parse(JSON.stringify(reply.context)) as ConversationContext;
      const dates = readMemory(reply.context)?.search?.filters.dates;
      if (dates) {
        for (let at = new Date(dates.from).getTime(); at < new Date(dates.to).getTime(); at += 6 * 3_600_000) {
          const day = cairoDay(new Date(at));
          said.days.add(`${day.month}-${day.day}`);
        }
      }
      const language = writtenLanguage(turn.user) ?? 'en';
      const { problems, informed } = judge(turn.goal, reply, previous, tours, eventPlaces, rates, language);
      const invented = inventedIn(reply, known, said);
      results.push({ dialogue: dialogue.id, user: turn.user, inform: informed, success: problems.length === 0, problems, invented, ms });
      if (problems.length > 0) ok = false;
      previous = reply;
    }
    dialogueSuccess.push({ language: dialogue.language, ok });
  }
  const languages = [...new Set(dialogues.map((dialogue) => dialogue.language))];
  const share = (items: Array<{ ok: boolean }>) => (items.length === 0 ? 0 : items.filter((item) => item.ok).length / items.length);
  return {
    dialogues: dialogues.length,
    turns: results.length,
    arabicShare: dialogues.filter((dialogue) => dialogue.language === 'ar').length / dialogues.length,
    mixed: dialogues.filter((dialogue) => dialogue.language === 'mixed').length,
    inform: results.filter((result) => result.inform).length / results.length,
    success: share(dialogueSuccess),
    successByLanguage: Object.fromEntries(languages.map((language) => [language, share(dialogueSuccess.filter((item) => item.language === language))])),
    invented: results.reduce((sum, result) => sum + result.invented.length, 0),
    p50: percentile(results.map((result) => result.ms), 50),
    p95: percentile(results.map((result) => result.ms), 95),
    failures: results.filter((result) => !result.success).map(({ dialogue, user, problems }) => ({ dialogue, user, problems })),
    inventions: results.filter((result) => result.invented.length > 0).map(({ dialogue, user, invented }) => ({ dialogue, user, invented })),
  };
}

/** The figures as `npm run eval:assistant` and the test print them. */
export function reportLines(report: Report): string[] {
  const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
  return [
    `Assistant dialogue set: ${report.dialogues} dialogues, ${report.turns} turns (${pct(report.arabicShare)} Arabic, ${report.mixed} mixed)`,
    `Inform ${pct(report.inform)} · Success ${pct(report.success)} (${Object.entries(report.successByLanguage).map(([l, s]) => `${l} ${pct(s)}`).join(', ')})`,
    `Invented facts ${report.invented} · reply p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms`,
  ];
}
