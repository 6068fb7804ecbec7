/**
 * What the guide knows, for the assistant: read from the guide's own content
 * records (src/content: the four destination pages and the 22 place pages), never copied, so every hours,
 * ticket, pass, activity price, visa, transport, ferry and tip line the assistant quotes is the one the page
 * shows at that moment, in both languages. A page that does not state something (the Egyptian Museum's
 * opening hours) is answered with "I don't have that" and a link to the page (D300).
 */
import type { Language } from '../catalogue';
import { luxorTemple } from '../../src/content/destinations/luxor-temple';
import { nuweiba } from '../../src/content/destinations/nuweiba';
import { pyramids } from '../../src/content/destinations/pyramids';
import { siwa } from '../../src/content/destinations/siwa';
import { places } from '../../src/content/places';
import { beaches } from '../../src/content/indexes/beaches';
import { cities } from '../../src/content/indexes/cities';
import { monuments } from '../../src/content/indexes/monuments';
import { mountains } from '../../src/content/indexes/mountains';
import { museums } from '../../src/content/indexes/museums';
import { services } from '../../src/content/indexes/services';
import { clockMinutes, clockText, lastEntryTime, seasonTimes, seasonCovers } from '../../src/content/opening-hours';

/** '06:00' as the page writes it: '6:00'. */
const clock = (time: string) => {
  const minutes = clockMinutes(time);
  return minutes === null ? time : clockText(minutes);
};
import type { DestinationGuide, GuideCard, Money, PriceRange, Season, Text } from '../../src/content/types';
import { formatEgp } from '../platform';

const t = (en: string, ar: string): Text => ({ en, ar });

/** A guide page's key: the four destination pages by name, the place pages by their path ('egyptian-museum'). */
export type GuideSite = string;
export type GuideAspect = 'tickets' | 'hours' | 'activities' | 'about' | 'visa' | 'ferry' | 'transport' | 'tips' | 'dining' | 'location';
export const GUIDE_ASPECTS: readonly GuideAspect[] = ['tickets', 'hours', 'activities', 'about', 'visa', 'ferry', 'transport', 'tips', 'dining', 'location'];

export type SeasonName = 'summer' | 'winter';

export interface GuidePage {
  key: GuideSite;
  route: string;
  name: Text;
  kind: 'destination' | 'place';
  /** The lines each aspect has on the page (absent: the page does not say). */
  facts: Partial<Record<GuideAspect, Text[]>>;
  /** Opening hours by season, for "in summer" (destination pages with hours). */
  seasons?: ReadonlyArray<{ season: SeasonName; months: Season['months']; line: Text }>;
  lastEntry?: Text;
  faq: ReadonlyArray<{ question: Text; answer: Text }>;
  /** What the overview answer shows when no aspect was asked. */
  overview: readonly GuideAspect[];
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

const SIGNS = { USD: '$', EUR: '€' } as const;

/** An amount as the site's one price function writes it (src/ui/kit/price): "EGP 360", "360 ج.م", "$100", "€52". */
export function amountText(amount: number, currency: 'EGP' | 'USD' | 'EUR', l: Language): string {
  return currency === 'EGP' ? formatEgp(amount, l) : `${SIGNS[currency]}${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** A fixed price as the page writes it: "EGP 360", "360 ج.م", "$100". */
export const moneyText = (money: Money, l: Language) => amountText(money.amount, money.currency, l);

/** A guide price as the page states it: "about EGP 500 per hour", "from EGP 700", "$50–80 per person". */
export function priceText(price: PriceRange, l: Language): string {
  let text = moneyText(price, l);
  if (price.upTo !== undefined && price.upTo !== price.amount) {
    const low = price.amount.toLocaleString('en-US');
    text = text.replace(low, `${low}–${price.upTo.toLocaleString('en-US')}`);
  }
  if (price.from) text = l === 'ar' ? `ابتداءً من ${text}` : `from ${text}`;
  else if (price.approx) text = l === 'ar' ? `حوالي ${text}` : `about ${text}`;
  return price.per ? `${text} ${price.per[l]}` : text;
}

const both = (make: (l: Language) => string): Text => ({ en: make('en'), ar: make('ar') });
const seasonName = (months: Season['months']): SeasonName => (seasonCovers({ months } as Season, 7) ? 'summer' : 'winter');

function destinationPage(key: GuideSite, page: DestinationGuide): GuidePage {
  const facts: GuidePage['facts'] = {};
  // "the Pyramids of Giza" inside a sentence.
  const name = { en: page.title.en.replace(/^The /, 'the '), ar: page.title.ar };
  facts.about = page.about.facts.map((fact) => both((l) => `${fact.label[l]}: ${fact.value[l]}.`));
  if (page.tickets?.length) {
    facts.tickets = [
      both((l) => {
        const tickets = page.tickets!.map((ticket) => {
          const notes = [ticket.note?.[l], ticket.dailyCap && !ticket.note?.[l].includes(String(ticket.dailyCap)) ? (l === 'ar' ? `بحد أقصى ${ticket.dailyCap} زائر يوميًا` : `at most ${ticket.dailyCap} visitors a day`) : undefined].filter(Boolean);
          return `${ticket.name[l]} ${moneyText(ticket.price, l)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
        });
        return l === 'ar' ? `تذاكر ${name.ar}: ${tickets.join('؛ ')}.` : `Tickets for ${name.en}: ${tickets.join('; ')}.`;
      }),
      // The notes beside the tickets (Luxor's second reading of the price, the passport for the Pass).
      ...(page.visitorNotes ?? []).filter((note) => /ticket|pass|price/i.test(note.en) && !/dish/i.test(note.en)),
    ];
  }
  let seasons: GuidePage['seasons'];
  let lastEntry: Text | undefined;
  if (page.hours) {
    const hours = page.hours;
    seasons = hours.seasons.map((season) => {
      const [first, last] = season.months;
      const end = lastEntryTime(season, hours.lastEntryMinutesBeforeClose);
      return {
        season: seasonName(season.months),
        months: season.months,
        // "مواعيد …" rather than "… مفتوح": the sentence then agrees with every place's name, whatever its gender.
        line: both((l) =>
          l === 'ar'
            ? `مواعيد ${name.ar} في ${season.name.ar} (من ${MONTHS.ar[first - 1]} إلى ${MONTHS.ar[last - 1]}): من ${clock(season.opens)} إلى ${clock(season.closes)}${end ? `، وآخر دخول ${end}` : ''}.`
            : `${name.en} is open ${seasonTimes(season)} in ${season.name.en.toLowerCase()} (${MONTHS.en[first - 1]} to ${MONTHS.en[last - 1]})${end ? `, last entry ${end}` : ''}.`,
        ),
      };
    });
    const minutes = hours.lastEntryMinutesBeforeClose;
    lastEntry = both((l) =>
      l === 'ar'
        ? `آخر دخول قبل الإغلاق بـ${minutes % 60 === 0 ? `${minutes / 60 === 1 ? 'ساعة' : `${minutes / 60} ساعات`}` : `${minutes} دقيقة`}.`
        : `Last entry is ${minutes % 60 === 0 ? `${minutes / 60 === 1 ? 'one hour' : `${minutes / 60} hours`}` : `${minutes} minutes`} before closing.`,
    );
    facts.hours = [...seasons.map((season) => season.line), lastEntry];
  }
  if (page.activities.length > 0) {
    facts.activities = [
      both((l) => {
        const items = page.activities.map((activity) => `${activity.title[l]} (${priceText(activity.price, l)})`);
        return l === 'ar' ? `الأنشطة في ${name.ar}: ${items.join('؛ ')}.` : `Activities at ${name.en}: ${items.join('; ')}.`;
      }),
    ];
  }
  if (page.restaurants.length > 0) {
    facts.dining = [
      both((l) => {
        const items = page.restaurants.map((place) => {
          const dishes = (place.dishes ?? []).map((dish) => `${dish.name[l]} ${moneyText(dish.price, l)}`);
          return `${place.name[l]}${dishes.length ? ` (${dishes.join(l === 'ar' ? '، ' : ', ')})` : ''}`;
        });
        return l === 'ar' ? `مطاعم ${name.ar}: ${items.join('؛ ')}.` : `Where to eat at ${name.en}: ${items.join('; ')}.`;
      }),
    ];
  }
  const ferries = page.travel.options.filter((option) => /ferry/i.test(option.mode.en));
  facts.transport = page.travel.options.map((option) => both((l) => `${option.mode[l]}: ${option.details[l]}${option.price ? ` (${priceText(option.price, l)})` : ''}`));
  if (ferries.length > 0) facts.ferry = ferries.map((option) => both((l) => `${option.mode[l]}: ${option.details[l]}`));
  if (page.travel.tips?.length) facts.tips = [...page.travel.tips];
  if (page.visaTip) facts.visa = [page.visaTip];
  if (page.location) {
    const { address, details } = page.location;
    facts.location = [both((l) => `${l === 'ar' ? 'العنوان' : 'Address'}: ${address[l]}.`), ...details.map((fact) => both((l) => `${fact.label[l]}: ${fact.value[l]}.`))];
  }
  const overview: GuideAspect[] = (['tickets', 'hours', 'visa', 'activities'] as const).filter((aspect) => facts[aspect]);
  return { key, route: page.route, name, kind: 'destination', facts, seasons, lastEntry, faq: page.faq, overview: overview.length > 0 ? overview.slice(0, 2) : ['about'] };
}

const DESTINATION_PAGES: GuidePage[] = [
  destinationPage('pyramids', pyramids),
  destinationPage('luxorTemple', luxorTemple),
  destinationPage('nuweiba', nuweiba),
  destinationPage('siwa', siwa),
];

/** The index pages' cards (location, height, highlights, best for), shown with the place page a card opens. */
export const INDEX_CARDS: readonly GuideCard[] = [cities, museums, mountains, beaches, services, monuments].flatMap((index) => index.cards);

const cardLocation = (card: GuideCard | undefined): Text[] =>
  card?.location ? [both((l) => `${l === 'ar' ? 'الموقع' : 'Location'}: ${card.location![l]}.`)] : [];

function cardLines(card: GuideCard | undefined): Text[] {
  if (!card) return [];
  const lines: Text[] = [...cardLocation(card)];
  if (card.heightMetres) lines.push(both((l) => (l === 'ar' ? `الارتفاع: ${card.heightMetres!.toLocaleString('en-US')} م.` : `Height: ${card.heightMetres!.toLocaleString('en-US')} m.`)));
  if (card.highlights?.length) lines.push(both((l) => `${l === 'ar' ? 'أبرز ما فيه' : 'Highlights'}: ${card.highlights!.map((item) => item[l]).join(l === 'ar' ? '، ' : ', ')}.`));
  if (card.bestFor) lines.push(both((l) => `${l === 'ar' ? 'الأنسب لـ' : 'Best for'}: ${card.bestFor![l]}.`));
  return lines;
}

/** The place pages (/cairo, /egyptian-museum, …): a description and live tours, no hours or tickets. */
const PLACE_PAGES: GuidePage[] = places.map((place) => {
  const card = INDEX_CARDS.find((candidate) => candidate.route === place.route);
  const location = cardLocation(card);
  return {
    key: place.route.slice(1),
    route: place.route,
    name: place.title,
    kind: 'place' as const,
    facts: { about: [place.description, ...cardLines(card)], ...(location.length > 0 ? { location } : {}) },
    faq: [],
    overview: ['about'] as const,
  };
});

export const GUIDE_PAGES: readonly GuidePage[] = [...DESTINATION_PAGES, ...PLACE_PAGES];
export const GUIDE: Readonly<Record<GuideSite, GuidePage>> = Object.fromEntries(GUIDE_PAGES.map((page) => [page.key, page]));

/**
 * Where a place page that does not state something sends the question: the destination page in the same
 * place that does (Luxor's hours are Luxor Temple's; Giza's and Cairo's tickets are the Pyramids'; the
 * Sinai-only visa and the Aqaba ferry are on the Nuweiba page).
 */
export const RELATED_PAGE: Readonly<Record<string, GuideSite>> = {
  luxor: 'luxorTemple',
  cairo: 'pyramids',
  giza: 'pyramids',
  sharm: 'nuweiba',
  'sharm-el-sheikh': 'nuweiba',
  'mount-sinai': 'nuweiba',
  'mount-catherine': 'nuweiba',
};

/** Aspects any Sinai page answers from the Nuweiba page. */
export const SINAI_ASPECTS: readonly GuideAspect[] = ['visa', 'ferry'];

/** The season a month falls in, on a page's calendar (summer April–September on both pages with hours). */
export function seasonOfMonth(page: GuidePage, month: number): SeasonName | null {
  return page.seasons?.find((season) => seasonCovers({ months: season.months } as Season, month))?.season ?? null;
}

/** How booking and payment work (booking-payment-guide §2 Book Your Trip, Payment, §9 prices). */
export const BOOKING_HELP: Text = t(
  'To book, sign in, open a tour and press Book Now. The form asks for your name, phone, national ID and how many adults, children and children under five are travelling. ' +
    'From 12 a traveller pays the adult price; a child aged 5 to 11 pays half of it (rounded down) and a child under five half the child price; the total in EGP is shown before you pay. ' +
    'Payment is by card: you are taken to the payment page, the booking status is checked until it is paid, and the booking then appears in My Bookings.',
  'للحجز سجّل الدخول وافتح الرحلة واضغط "احجز الآن". يطلب النموذج اسمك ورقم هاتفك ورقمك القومي وعدد البالغين والأطفال والأطفال دون الخامسة. ' +
    'يدفع المسافر من 12 سنة سعر البالغ، والطفل من 5 إلى 11 سنة نصفه (مقرّبًا لأسفل)، والطفل دون الخامسة نصف سعر الطفل، ويظهر الإجمالي بالجنيه المصري قبل الدفع. ' +
    'الدفع بالبطاقة: تنتقل إلى صفحة الدفع، وتُتابَع حالة الحجز حتى يكتمل الدفع، ثم يظهر الحجز في "حجوزاتي".',
);

const STOP = new Set(
  'the a an is are was to of in at on for and or do does did i we you my our it its can could how what when where which who there this that be with from have has any much many need should will would me us your visit'
    .split(' ')
    .concat('في من الى إلى على عن هل ما ماذا كيف كم متى اين أين هو هي هذا هذه ذلك التي الذي و او أو مع لا نعم انا أنا احنا نحن لي لنا عند'.split(' ')),
);

function words(text: string, normalise: (text: string) => string): Set<string> {
  return new Set(normalise(text).split(' ').filter((word) => word.length > 2 && !STOP.has(word)).map((word) => word.replace(/^(?:ال|وال|بال|لل)(?=\p{L}{3})/u, '').replace(/s$/, '')));
}

/**
 * The FAQ entry of a named page that a question asks (most of the entry's words in the question, D301):
 * "Can I take photos at Luxor Temple?" finds the page's "Can I take photos?".
 */
export function matchFaq(text: string, sites: readonly GuideSite[], normalise: (text: string) => string): Array<{ site: GuideSite; answer: Text }> {
  const found: Array<{ site: GuideSite; answer: Text }> = [];
  const asked = words(text, normalise);
  for (const site of sites) {
    const page = GUIDE[site];
    if (!page) continue;
    const nameWords = new Set([...words(page.name.en, normalise), ...words(page.name.ar, normalise)]);
    let best: { score: number; shared: number; answer: Text } | null = null;
    for (const entry of page.faq) {
      for (const l of ['en', 'ar'] as const) {
        const question = [...words(entry.question[l], normalise)].filter((word) => !nameWords.has(word));
        if (question.length === 0) continue;
        const shared = question.filter((word) => asked.has(word)).length;
        const score = shared / question.length;
        if (shared >= Math.min(2, question.length) && score >= 0.6 && (!best || score > best.score || (score === best.score && shared > best.shared))) best = { score, shared, answer: entry.answer };
      }
    }
    if (best) found.push({ site, answer: best.answer });
  }
  return found;
}
