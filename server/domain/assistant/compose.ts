/**
 * The embedded replies: short, natural sentences in the traveller's language built only from what
 * retrieval and the guide facts returned. Prices are EGP with thousands grouping, as the screens write them
 * ("EGP 1,700", "1,700 ج.م"); dates are
 * Egypt's, as "Mar 14" / "14 مارس".
 */
import type { Language, Tour } from '../catalogue';
import type { Event } from '../events';
import { formatEgp } from '../display';
import { dateWords, shortDate } from './dates';
import { formatTourDateTime } from '../../../src/content/tour-time';
import { GUIDE, pyramidsSeasonToday, type GuideAspect, type GuideSite } from './guide-facts';
import type { Filters } from './retrieve';
import { CATEGORIES, DESTINATIONS, TOPICS } from './vocabulary';

type Text = Record<Language, string>;

/** Every amount the assistant writes is EGP, worded as every screen words it: "EGP 1,700", "1,700 ج.م" (issue 17). */
const money = (amount: number, l: Language) => formatEgp(amount, l);

export const HELP: Text = {
  en:
    'I can find tours by place (Luxor, Dahab, Siwa…), type (beach, diving, desert, Nile cruise, heritage, museums, mountains), ' +
    'budget ("under 5000") and dates ("in March", "this weekend"), find events, give ticket prices and opening hours for the ' +
    "Pyramids and Luxor Temple, tell you about Nuweiba's visa and Siwa, and explain how booking and payment work.",
  ar:
    'يمكنني البحث عن الرحلات حسب المكان (الأقصر، دهب، سيوة…) والنوع (شواطئ، غوص، صحراء، رحلات نيلية، آثار، متاحف، جبال) ' +
    'والميزانية ("أقل من 5000") والموعد ("في مارس"، "نهاية الأسبوع")، وإيجاد الفعاليات، وإخبارك بأسعار التذاكر ومواعيد ' +
    'زيارة الأهرامات ومعبد الأقصر، وتأشيرة نويبع وواحة سيوة، وشرح طريقة الحجز والدفع.',
};

export const GREETING: Text = {
  en: 'Hello! I\'m Rihla, your travel assistant for Egypt. Ask me about tours and events (for example "beach trips in Sinai under 10000"), ticket prices and opening hours of the Pyramids or Luxor Temple, or how booking works.',
  ar: 'أهلًا بك! أنا رحلة، مساعدك للسفر في مصر. اسألني عن الرحلات والفعاليات (مثل "رحلات شواطئ في سيناء بأقل من 10000")، أو عن أسعار التذاكر ومواعيد زيارة الأهرامات ومعبد الأقصر، أو عن طريقة الحجز.',
};

export const THANKS: Text = {
  en: "You're welcome! Is there anything else I can help you plan?",
  ar: 'العفو! هل هناك شيء آخر أساعدك في التخطيط له؟',
};

export const OFF_TOPIC: Text = {
  en: `Sorry, I can only help with travelling in Egypt with Rihla. ${HELP.en}`,
  ar: `عذرًا، أستطيع المساعدة فقط في السفر داخل مصر مع رحلة. ${HELP.ar}`,
};

export const FAILURE: Text = {
  en: 'Sorry, something went wrong while I was looking that up. Please try again.',
  ar: 'عذرًا، حدث خطأ أثناء البحث. حاول مرة أخرى من فضلك.',
};

function list(items: readonly string[], l: Language): string {
  return items.join(l === 'ar' ? ' أو ' : ' or ');
}

/** " in Sinai", " under 10,000 EGP", " in March": the request in words. */
export function requestWords(filters: Filters, l: Language, options: { budget: boolean } = { budget: true }): string {
  const parts: string[] = [];
  if (filters.topics.length > 0) {
    const names = filters.topics.map((key) => TOPICS[key]?.name[l] ?? key);
    parts.push(l === 'ar' ? ` عن ${names.join(' و')}` : ` featuring ${names.join(' and ')}`);
  }
  if (filters.destinations.length > 0) {
    const names = filters.destinations.map((key) => DESTINATIONS[key].name[l]);
    parts.push(l === 'ar' ? ` في ${list(names, l)}` : ` in ${list(names, l)}`);
  }
  if (options.budget) {
    const { minPrice: min, maxPrice: max } = filters;
    if (min !== undefined && max !== undefined) parts.push(l === 'ar' ? ` بين ${money(min, l)} و${money(max, l)}` : ` between ${money(min, l)} and ${money(max, l)}`);
    else if (max !== undefined) parts.push(l === 'ar' ? ` حتى ${money(max, l)}` : ` up to ${money(max, l)}`);
    else if (min !== undefined) parts.push(l === 'ar' ? ` من ${money(min, l)} فأكثر` : ` from ${money(min, l)}`);
    if (filters.cheaperThan !== undefined) parts.push(l === 'ar' ? ` أرخص من ${money(filters.cheaperThan, l)}` : ` cheaper than ${money(filters.cheaperThan, l)}`);
  }
  if (filters.dates) parts.push(` ${dateWords(filters.dates, l)}`);
  return parts.join('');
}

function tourNoun(filters: Filters, count: number, l: Language): string {
  if (l === 'ar') {
    const noun = count === 1 ? 'رحلة واحدة' : count === 2 ? 'رحلتين' : count <= 10 ? `${count} رحلات` : `${count} رحلة`;
    const category = filters.categories.length > 0 ? ` من فئة ${list(filters.categories.map((c) => CATEGORIES[c].name.ar), l)}` : '';
    return `${noun}${category}`;
  }
  const category = filters.categories.length > 0 ? `${list(filters.categories.map((c) => CATEGORIES[c].name.en), l)} ` : '';
  return count === 1 ? `one ${category}tour` : `${count} ${category}tours`;
}

function eventNoun(count: number, l: Language): string {
  if (l === 'ar') return count === 1 ? 'فعالية واحدة قادمة' : count === 2 ? 'فعاليتين قادمتين' : count <= 10 ? `${count} فعاليات قادمة` : `${count} فعالية قادمة`;
  return count === 1 ? 'one upcoming event' : `${count} upcoming events`;
}

export function tourLine(tour: Tour, l: Language): string {
  // The departure as every screen writes it (D250): date and time on Cairo's clock.
  const leaves = formatTourDateTime(tour.startDate, l);
  const when = leaves ? (l === 'ar' ? ` — تنطلق ${leaves}` : ` — leaves ${leaves}`) : '';
  const few = tour.availableSeats <= 3 ? (l === 'ar' ? `، متبقٍّ ${tour.availableSeats} مقاعد فقط` : `, only ${tour.availableSeats} seats left`) : '';
  return l === 'ar'
    ? `• ${tour.title} — ${tour.destinationCity}، ${money(tour.price, l)}${when}${few}`
    : `• ${tour.title} — ${tour.destinationCity}, ${money(tour.price, l)}${when}${few}`;
}

export function eventLine(event: Event, l: Language): string {
  const place = event.location.split(/[,،]/)[0]?.trim() ?? event.location;
  return l === 'ar' ? `• ${event.name} — ${place}، ${shortDate(event.date, l)}` : `• ${event.name} — ${place}, ${shortDate(event.date, l)}`;
}

const OPEN_CARD: Text = { en: 'Open a card for the details.', ar: 'افتح البطاقة لمعرفة التفاصيل.' };

export interface SearchOutcome<T> {
  items: T[];
  total: number;
  /** The filters the items match: the asked ones, or fewer when nothing matched them all. */
  used: Filters;
  /** What had to be left out of the request to find anything (empty when it all matched). */
  dropped: Array<'topics' | 'categories' | 'dates' | 'budget' | 'destinations'>;
}

const DROPPED: Record<SearchOutcome<unknown>['dropped'][number], Text> = {
  topics: { en: 'the subject', ar: 'الموضوع' },
  categories: { en: 'the type', ar: 'النوع' },
  dates: { en: 'the dates', ar: 'الموعد' },
  budget: { en: 'the budget', ar: 'الميزانية' },
  destinations: { en: 'the place', ar: 'المكان' },
};

function ask(asked: Filters, l: Language, kind: 'tours' | 'events'): string {
  if (kind === 'events') return `${l === 'ar' ? 'فعاليات قادمة' : 'upcoming events'}${requestWords(asked, l)}`;
  const category = asked.categories.length > 0 ? list(asked.categories.map((c) => CATEGORIES[c].name[l]), l) : '';
  const noun = l === 'ar' ? `رحلات${category ? ` من فئة ${category}` : ''}` : `${category ? `${category} ` : ''}tours`;
  return `${noun}${requestWords(asked, l)}`;
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
  if (outcome.items.length === 0) {
    if (outcome.total > 0) {
      return l === 'ar'
        ? `هذه كل النتائج: عرضت عليك ${outcome.total} من ${ask(asked, l, kind)}.`
        : `That's all of them: I've shown you all ${outcome.total} ${ask(asked, l, kind)}.`;
    }
    return l === 'ar' ? `لم أجد ${ask(asked, l, kind)}.` : `I couldn't find any ${ask(asked, l, kind)}.`;
  }
  let intro: string;
  if (outcome.dropped.length > 0) {
    const without = list(outcome.dropped.map((d) => DROPPED[d][l]), l);
    const noun = kind === 'tours' ? tourNoun(outcome.used, outcome.total, l) : eventNoun(outcome.total, l);
    const none = cheaperAsked
      ? l === 'ar' ? 'لم أجد خيارات أرخص مما عرضته.' : "I couldn't find anything cheaper than what I showed."
      : l === 'ar' ? `لم أجد ${ask(asked, l, kind)}.` : `I couldn't find any ${ask(asked, l, kind)}.`;
    intro = l === 'ar'
      ? `${none} لكن بدون ${without} وجدت ${noun}${requestWords(outcome.used, l)}:`
      : `${none} Without ${without}, I found ${noun}${requestWords(outcome.used, l)}:`;
  } else {
    const noun = kind === 'tours' ? tourNoun(outcome.used, outcome.total, l) : eventNoun(outcome.total, l);
    const order = outcome.used.sort === 'price' ? (l === 'ar' ? 'الأرخص' : 'cheapest') : l === 'ar' ? 'الأقرب موعدًا' : 'soonest';
    const first = outcome.used.offset + 1;
    const last = outcome.used.offset + outcome.items.length;
    const span = first === last ? `${first}` : l === 'ar' ? `${first}–${last}` : `${first} to ${last}`;
    const more = outcome.used.offset > 0 ? ` (${span})` : '';
    const head = l === 'ar' ? `وجدت ${noun}${requestWords(outcome.used, l)}` : `I found ${noun}${requestWords(outcome.used, l)}`;
    intro = outcome.total > outcome.items.length
      ? l === 'ar' ? `${head}، وهذه ${order}${more}:` : `${head}; here are the ${order}${more}:`
      : `${head}:`;
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
  return [...paragraphs, anything ? OPEN_CARD[l] : HELP[l]].join('\n\n');
}

/** The guide answer: the facts asked for each site, or its overview, then tours that go there. */
export function guideReply(
  sites: readonly GuideSite[],
  aspects: readonly GuideAspect[],
  l: Language,
  now: { month: number },
  tours: readonly Tour[],
  events: readonly Event[],
): string {
  const paragraphs = sites.map((site) => {
    const facts = GUIDE[site];
    const known = aspects.filter((aspect) => facts.facts[aspect]);
    const missing = aspects.filter((aspect) => !facts.facts[aspect]);
    const shown = known.length > 0 ? known : facts.overview;
    const lines = shown.map((aspect) => facts.facts[aspect]?.[l] ?? '').filter((line) => line !== '');
    if (site === 'pyramids' && shown.includes('hours')) lines.push(pyramidsSeasonToday(now.month)[l]);
    if (missing.length > 0 && known.length === 0) {
      lines.unshift(l === 'ar' ? `ليست لدي هذه المعلومة عن ${facts.name.ar}، لكن إليك ما أعرفه:` : `I don't have that for ${facts.name.en}, but here is what I know:`);
    }
    return lines.join(' ');
  });
  if (tours.length > 0) {
    paragraphs.push([l === 'ar' ? 'رحلات تزورها:' : 'Tours that go there:', ...tours.map((tour) => tourLine(tour, l))].join('\n'));
  }
  if (events.length > 0) {
    paragraphs.push([l === 'ar' ? 'فعاليات قادمة هناك:' : 'Upcoming events there:', ...events.map((event) => eventLine(event, l))].join('\n'));
  }
  return paragraphs.join('\n\n');
}
