/**
 * The embedded replies: short, natural sentences in the traveller's language built only from what
 * retrieval and the guide facts returned. Prices are EGP with thousands grouping, as the screens write them
 * ("EGP 1,700", "1,700 ج.م"); dates are
 * Egypt's, as "Mar 14" / "14 مارس".
 */
import type { Language, Tour, Event } from '../catalogue';
import { formatEgp } from '../platform';
import { dateWords, shortDate } from './dates';
import { formatTourDateTime } from '@core/time/tour-time';
import { GUIDE, RELATED_PAGE, amountText, SINAI_ASPECTS, type GuideAspect, type GuidePage, type GuideSite, type SeasonName } from './guide-facts';
import type { Filters } from './retrieve';
import type { Days, Party } from './details';
import { CATEGORIES, DESTINATIONS, TOPICS } from './vocabulary';

type Text = Record<Language, string>;

/** Every amount the assistant writes is EGP, worded as every screen words it: "EGP 1,700", "1,700 ج.م". */
const money = (amount: number, l: Language) => formatEgp(amount, l);

export const HELP: Text = {
  en:
    'I can find tours by place (Luxor, Dahab, Siwa…), type (beach, diving, desert, Nile cruise, heritage, museums, mountains), ' +
    'budget in EGP or dollars ("under 5000", "under $100"), dates ("in March", "next Friday"), length ("three days") and party ("2 adults and 2 kids"), ' +
    'find events, answer what our guide pages say (opening hours by season, tickets and passes, activities, transport, the Sinai visa, the Aqaba ferry, tips), ' +
    'start a booking for a tour I showed you, and explain how booking and payment work.',
  ar:
    'يمكنني البحث عن الرحلات حسب المكان (الأقصر، دهب، سيوة…) والنوع (شواطئ، غوص، صحراء، رحلات نيلية، آثار، متاحف، جبال) ' +
    'والميزانية بالجنيه أو بالدولار ("أقل من 5000"، "أقل من 100 دولار") والموعد ("في مارس"، "الجمعة القادمة") والمدة ("يومين") وعدد المسافرين ("2 بالغين و2 أطفال")، ' +
    'وإيجاد الفعاليات، والإجابة بما تقوله صفحات دليلنا (مواعيد الزيارة صيفًا وشتاءً، والتذاكر، والأنشطة، والمواصلات، وتأشيرة سيناء، وعبّارة العقبة، والنصائح)، ' +
    'وبدء حجز رحلة عرضتها عليك، وشرح طريقة الحجز والدفع.',
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
  if (items.length === 0) return '';
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
  if (filters.days) parts.push(` ${daysWords(filters.days, l)}`);
  if (filters.seats !== undefined && filters.seats > 1) parts.push(l === 'ar' ? ` بمقاعد تكفي ${filters.seats} مسافرين` : ` with seats for ${filters.seats}`);
  return parts.join('');
}

/** "of 2 to 3 days", "of at most 1 day" / "مدتها من 2 إلى 3 أيام". */
export function daysWords(days: Days, l: Language): string {
  const { min, max } = days;
  if (min !== undefined && max !== undefined && min === max) return l === 'ar' ? `مدتها ${min === 1 ? 'يوم واحد' : `${min} أيام`}` : `lasting ${min === 1 ? 'one day' : `${min} days`}`;
  if (min !== undefined && max !== undefined) return l === 'ar' ? `مدتها من ${min} إلى ${max} أيام` : `lasting ${min} to ${max} days`;
  if (max !== undefined) return l === 'ar' ? (max === 1 ? 'ليوم واحد' : `مدتها ${max} أيام أو أقل`) : max === 1 ? 'lasting one day' : `lasting ${max} days or less`;
  return l === 'ar' ? `مدتها ${min ?? 2} أيام أو أكثر` : `lasting ${min ?? 2} days or more`;
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
  const unit = conversion.currency === 'USD' ? (l === 'ar' ? 'للدولار الأمريكي' : 'per US dollar') : l === 'ar' ? 'لليورو' : 'per euro';
  return l === 'ar'
    ? `حوّلت ميزانيتك إلى الجنيه المصري: ${pairs.join('، ')} (بسعر ${conversion.rate} جنيه ${unit}، ${conversion.date}). أسعار رحلة كلها بالجنيه المصري.`
    : `I converted your budget to Egyptian pounds: ${pairs.join(', ')} (at our rate of EGP ${conversion.rate} ${unit}, ${conversion.date}). Rihla's prices are all in EGP.`;
}

/** The tour's lasting in days, from its itinerary. */
const tourDays = (tour: Tour) => Math.max(1, tour.itineraries?.length ?? 1);

/** "The second one": one tour in full. */
export function tourDetails(tour: Tour, l: Language, party: Party | null): string {
  const days = tourDays(tour);
  const length = l === 'ar' ? (days === 1 ? 'رحلة يوم واحد' : `رحلة ${days} أيام`) : days === 1 ? 'a day trip' : `${days} days`;
  const seats = l === 'ar' ? `المقاعد المتبقية: ${tour.availableSeats}` : `${tour.availableSeats} seats left`;
  const head = l === 'ar' ? `${tour.title}: ${length}، ${seats}.` : `${tour.title}: ${length}, ${seats}.`;
  const lines = [head, tourLine(tour, l)];
  if (party) lines.push(l === 'ar' ? `يمكنني تجهيز الحجز لـ${partyWords(party, l)}: قل "احجزها".` : `I can start the booking for ${partyWords(party, l)}: say "book it".`);
  else lines.push(l === 'ar' ? 'لحجزها قل "احجزها".' : 'To book it, say "book it".');
  return lines.join('\n');
}

/** "2 adults and 2 children" / "2 بالغين و2 أطفال". */
export function partyWords(party: Party, l: Language): string {
  const parts: string[] = [];
  if (l === 'ar') {
    parts.push(`${party.adults} ${party.adults === 1 ? 'بالغ' : 'بالغين'}`);
    if (party.children) parts.push(`${party.children} ${party.children === 1 ? 'طفل' : 'أطفال'}`);
    if (party.underFive) parts.push(`${party.underFive} دون الخامسة`);
    return parts.join(' و');
  }
  parts.push(`${party.adults} ${party.adults === 1 ? 'adult' : 'adults'}`);
  if (party.children) parts.push(`${party.children} ${party.children === 1 ? 'child' : 'children'}`);
  if (party.underFive) parts.push(`${party.underFive} under five`);
  return parts.join(' and ');
}

/** The hand-over: the booking form, filled in with the tour and the party (the card's Book button). */
export function handOver(tour: Tour, party: Party, l: Language): string {
  return l === 'ar'
    ? `جاهز: اضغط "احجز" على البطاقة لتفتح نموذج الحجز لرحلة ${tour.title} لـ${partyWords(party, l)}، وتنطلق ${formatTourDateTime(tour.startDate, l)}.`
    : `Ready: press Book on the card to open the booking form for ${tour.title} for ${partyWords(party, l)}, leaving ${formatTourDateTime(tour.startDate, l)}.`;
}

export const ASK_PARTY: Text = {
  en: 'How many are travelling: adults, children aged 5 to 11 and children under five?',
  ar: 'كم عدد المسافرين: البالغون، والأطفال من 5 إلى 11 سنة، والأطفال دون الخامسة؟',
};

export const GONE: Text = {
  en: 'That tour is no longer on offer. Ask me for others and I will look again.',
  ar: 'هذه الرحلة لم تعد متاحة. اطلب مني غيرها وسأبحث من جديد.',
};

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
  dropped: Array<'topics' | 'categories' | 'dates' | 'budget' | 'destinations' | 'days'>;
  /** Tours that are what was asked but have no seat left (said instead of "I couldn't find any"). */
  soldOut?: Tour[];
}

/** "“Sunrise Hot-Air Balloon…” (Luxor) is fully booked.": what was asked exists, its seats are all taken. */
function soldOutLine(tours: readonly Tour[], l: Language): string {
  const names = tours.map((tour) => (l === 'ar' ? `«${tour.title}» (${tour.destinationCity})` : `“${tour.title}” (${tour.destinationCity})`));
  if (l === 'ar') return names.length === 1 ? `رحلة ${names[0]} محجوزة بالكامل: لم يبقَ فيها مقعد.` : `هذه الرحلات محجوزة بالكامل: ${names.join('، ')}.`;
  return names.length === 1 ? `${names[0]} is fully booked: every seat is taken.` : `These are fully booked: ${names.join(', ')}.`;
}

const DROPPED: Record<SearchOutcome<unknown>['dropped'][number], Text> = {
  topics: { en: 'the subject', ar: 'الموضوع' },
  categories: { en: 'the type', ar: 'النوع' },
  dates: { en: 'the dates', ar: 'الموعد' },
  budget: { en: 'the budget', ar: 'الميزانية' },
  destinations: { en: 'the place', ar: 'المكان' },
  days: { en: 'the length of the trip', ar: 'مدة الرحلة' },
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
  const full = outcome.soldOut && outcome.soldOut.length > 0 ? soldOutLine(outcome.soldOut, l) : null;
  const notFound = full ?? (l === 'ar' ? `لم أجد ${ask(asked, l, kind)}.` : `I couldn't find any ${ask(asked, l, kind)}.`);
  if (outcome.items.length === 0) {
    if (outcome.total > 0) {
      return l === 'ar'
        ? `هذه كل النتائج: عرضت عليك ${outcome.total} من ${ask(asked, l, kind)}.`
        : `That's all of them: I've shown you all ${outcome.total} ${ask(asked, l, kind)}.`;
    }
    return notFound;
  }
  let intro: string;
  if (outcome.dropped.length > 0) {
    const without = list(outcome.dropped.map((d) => DROPPED[d][l]), l);
    const noun = kind === 'tours' ? tourNoun(outcome.used, outcome.total, l) : eventNoun(outcome.total, l);
    const none = cheaperAsked
      ? l === 'ar' ? 'لم أجد خيارات أرخص مما عرضته.' : "I couldn't find anything cheaper than what I showed."
      : notFound;
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

const ASPECT_NAMES: Record<GuideAspect, Text> = {
  tickets: { en: 'ticket prices', ar: 'أسعار التذاكر' },
  hours: { en: 'opening hours', ar: 'مواعيد الزيارة' },
  activities: { en: 'activities and their prices', ar: 'الأنشطة وأسعارها' },
  about: { en: 'key facts', ar: 'المعلومات الأساسية' },
  visa: { en: 'visa rules', ar: 'قواعد التأشيرة' },
  ferry: { en: 'ferry times', ar: 'مواعيد العبّارة' },
  transport: { en: 'how to get there', ar: 'طرق الوصول' },
  tips: { en: 'visiting tips', ar: 'نصائح الزيارة' },
  dining: { en: 'restaurants', ar: 'المطاعم' },
  location: { en: 'address', ar: 'العنوان' },
};

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
  const what = list(aspects.map((aspect) => ASPECT_NAMES[aspect][l]), l === 'ar' ? 'ar' : 'en').replace(' or ', ' and ').replace(' أو ', ' و');
  if (!page) {
    return l === 'ar'
      ? `ليست لدي معلومات موثقة عن ${what} هنا. صفحات الدليل في /cities و/museums قد تفيدك.`
      : `I don't have reliable ${what} for that. The guide pages at /cities and /museums may help.`;
  }
  return l === 'ar'
    ? `ليست لدي ${what} الخاصة بـ${page.name.ar}. صفحتها في دليل رحلة قد تفيدك: ${page.route}`
    : `I don't have the ${what} of ${page.name.en}. Its page in Rihla's guide may help: ${page.route}`;
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
        paragraphs.push([...lines, l === 'ar' ? `المزيد في صفحته: ${page.route}` : `More on its page: ${page.route}`].join(' '));
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
        lines.push(l === 'ar' ? `من صفحة ${source.name.ar} في دليلنا:` : `From our ${source.name.en} page:`);
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
  if (tours.length > 0) paragraphs.push([l === 'ar' ? 'رحلات تزورها:' : 'Tours that go there:', ...tours.map((tour) => tourLine(tour, l))].join('\n'));
  if (events.length > 0) paragraphs.push([l === 'ar' ? 'فعاليات قادمة هناك:' : 'Upcoming events there:', ...events.map((event) => eventLine(event, l))].join('\n'));
  return paragraphs;
}
