/**
 * The assistant's dialogue set: scripted conversations in English, Arabic and a mix of
 * both, each with the traveller's goal turn by turn, scored the MultiWOZ way by score.ts (Inform: the right
 * facts or items; Success: every goal of the dialogue met). Goals name what must be true, not the reply's
 * words: a guide goal names a page and an aspect, and the scorer reads the facts it needs from the guide
 * content as it is; a search goal names constraints every suggested tour must meet in the live catalogue.
 * Phrasings are written out by hand per language; the pages and places they are asked about vary.
 */
import { GUIDE, type GuideAspect } from '../guide-facts';

export type DialogueLanguage = 'en' | 'ar' | 'mixed';

export interface TourGoal {
  /** destination_city_en of every tour suggested (any of). */
  cities?: readonly string[];
  maxPrice?: number;
  minPrice?: number;
  minDays?: number;
  maxDays?: number;
  /** Seats every tour must still have. */
  seats?: number;
  /** Every tour is cheaper than the dearest one of the previous turn. */
  cheaperThanBefore?: boolean;
  /** A budget said in the dialogue's foreign currency: every tour costs at most this much converted. */
  foreignMax?: number;
  /** Exactly this tour: the n-th one (1-based) of the previous turn. */
  previousNth?: number;
}

export interface Goal {
  /** A fact of a guide page: the scorer reads what the reply must contain from the content. */
  guide?: { page: string; aspect: GuideAspect | 'faq' | 'season' | 'height' | 'location'; season?: 'summer' | 'winter'; faq?: number };
  /** The page does not state it: the reply says so, links the page and lists no tours. */
  unknown?: { page: string };
  /** Tours are suggested and every one meets these. */
  tours?: TourGoal;
  /** Upcoming events are suggested in one of these places (events.location_en contains it). */
  events?: { places: readonly string[] };
  /** The budget was converted from this currency at the rates store's rate, and the reply says so. */
  converted?: 'USD' | 'EUR';
  /** The conversation's date request was read as this key (dates.ts). */
  dates?: string;
  /** A hand-over to booking with this party for the tour of the previous turn. */
  booking?: { adults: number; children: number; underFive: number };
  /** The one follow-up question is asked (the party). */
  asksParty?: boolean;
  /** The booking rules are explained. */
  bookingHelp?: boolean;
}

export interface Turn {
  user: string;
  goal: Goal;
}

export interface Dialogue {
  id: string;
  language: DialogueLanguage;
  turns: readonly Turn[];
}

const dialogues: Dialogue[] = [];
const add = (id: string, language: DialogueLanguage, ...turns: Turn[]) => dialogues.push({ id: `${id}-${dialogues.length + 1}`, language, turns });
const turn = (user: string, goal: Goal): Turn => ({ user, goal });

// ── Opening hours, by season (the Pyramids, Luxor Temple) ─────────────────────────────────────────────
const HOURS_PAGES = [
  { page: 'pyramids', en: ['the Pyramids', 'the Giza pyramids', 'the Great Pyramid'], ar: ['الأهرامات', 'أهرامات الجيزة', 'الهرم الأكبر'] },
  { page: 'luxorTemple', en: ['Luxor Temple', 'the Luxor Temple', 'the temple of Luxor'], ar: ['معبد الأقصر', 'معبد الاقصر', 'معبد الأقصر'] },
] as const;
const HOURS_EN = ['What are the opening hours of {p}?', 'When does {p} open?', 'What time does {p} close?', '{p} opening hours', 'When is the last entry at {p}?'];
const HOURS_AR = ['ما مواعيد زيارة {p}؟', 'متى يفتح {p}؟', 'متى تغلق {p}؟', 'مواعيد {p}', 'ما موعد آخر دخول إلى {p}؟'];
const SUMMER_EN = ['When is {p} open in summer?', 'Opening hours of {p} in July?'];
const WINTER_EN = ['{p} hours in winter', 'What time does {p} open in December?'];
const SUMMER_AR = ['ما مواعيد زيارة {p} في الصيف؟', 'مواعيد {p} صيفا'];
const WINTER_AR = ['مواعيد {p} في الشتاء', 'متى يفتح {p} في ديسمبر؟'];
for (const site of HOURS_PAGES) {
  HOURS_EN.forEach((q, i) => add('hours', 'en', turn(q.replace('{p}', site.en[i % 3]!), { guide: { page: site.page, aspect: 'hours' } })));
  HOURS_AR.forEach((q, i) => add('hours', 'ar', turn(q.replace('{p}', site.ar[i % 3]!), { guide: { page: site.page, aspect: 'hours' } })));
  for (const q of SUMMER_EN) add('season', 'en', turn(q.replace('{p}', site.en[0]), { guide: { page: site.page, aspect: 'season', season: 'summer' } }));
  for (const q of WINTER_EN) add('season', 'en', turn(q.replace('{p}', site.en[0]), { guide: { page: site.page, aspect: 'season', season: 'winter' } }));
  for (const q of SUMMER_AR) add('season', 'ar', turn(q.replace('{p}', site.ar[0]), { guide: { page: site.page, aspect: 'season', season: 'summer' } }));
  for (const q of WINTER_AR) add('season', 'ar', turn(q.replace('{p}', site.ar[0]), { guide: { page: site.page, aspect: 'season', season: 'winter' } }));
  // Context: hours, then the other season.
  add('season-followup', 'en', turn(`${site.en[0]} opening hours`, { guide: { page: site.page, aspect: 'hours' } }), turn('and in winter?', { guide: { page: site.page, aspect: 'season', season: 'winter' } }));
  add('season-followup', 'ar', turn(`مواعيد ${site.ar[0]}`, { guide: { page: site.page, aspect: 'hours' } }), turn('وفي الصيف؟', { guide: { page: site.page, aspect: 'season', season: 'summer' } }));
}

// ── Tickets and passes ────────────────────────────────────────────────────────────────────────────────
const TICKETS_EN = ['How much are the tickets for {p}?', 'What is the entrance fee at {p}?', '{p} ticket prices', 'How much does it cost to enter {p}?'];
const TICKETS_AR = ['كم سعر تذكرة {p}؟', 'ما أسعار تذاكر {p}؟', 'بكام تذكرة {p}؟', 'رسوم دخول {p}'];
for (const site of HOURS_PAGES) {
  TICKETS_EN.forEach((q, i) => add('tickets', 'en', turn(q.replace('{p}', site.en[i % 3]!), { guide: { page: site.page, aspect: 'tickets' } })));
  TICKETS_AR.forEach((q, i) => add('tickets', 'ar', turn(q.replace('{p}', site.ar[i % 3]!), { guide: { page: site.page, aspect: 'tickets' } })));
}
for (const q of ['How much is the Luxor Pass?', 'Is the Luxor Pass worth it? What does it cost?', 'luxor pass price']) add('pass', 'en', turn(q, { guide: { page: 'luxorTemple', aspect: 'tickets' } }));
for (const q of ['كم سعر تذكرة الأقصر الشاملة؟', 'بكام الـ Luxor Pass؟', 'سعر تذكرة الأقصر الشاملة']) add('pass', q.includes('Luxor') ? 'mixed' : 'ar', turn(q, { guide: { page: 'luxorTemple', aspect: 'tickets' } }));
add('tickets-followup', 'en', turn('Pyramids opening hours', { guide: { page: 'pyramids', aspect: 'hours' } }), turn('and the tickets?', { guide: { page: 'pyramids', aspect: 'tickets' } }));
add('tickets-followup', 'ar', turn('مواعيد الأهرامات', { guide: { page: 'pyramids', aspect: 'hours' } }), turn('وماذا عن معبد الأقصر؟', { guide: { page: 'luxorTemple', aspect: 'hours' } }));

// ── Activities and their prices, transport, tips, food (all four destination pages) ────────────────────
const DESTINATION_PAGES = [
  { page: 'pyramids', en: 'the Pyramids', ar: 'الأهرامات' },
  { page: 'luxorTemple', en: 'Luxor Temple', ar: 'معبد الأقصر' },
  { page: 'nuweiba', en: 'Nuweiba', ar: 'نويبع' },
  { page: 'siwa', en: 'Siwa', ar: 'سيوة' },
] as const;
for (const site of DESTINATION_PAGES) {
  add('activities', 'en', turn(`What activities can I do at ${site.en}?`, { guide: { page: site.page, aspect: 'activities' } }));
  add('activities', 'en', turn(`things to do in ${site.en} and their prices`, { guide: { page: site.page, aspect: 'activities' } }));
  add('activities', 'ar', turn(`ما الأنشطة في ${site.ar}؟`, { guide: { page: site.page, aspect: 'activities' } }));
  add('activities', 'ar', turn(`ماذا أفعل في ${site.ar}؟`, { guide: { page: site.page, aspect: 'activities' } }));
  add('transport', 'en', turn(`How do I get to ${site.en}?`, { guide: { page: site.page, aspect: 'transport' } }));
  add('transport', 'en', turn(`getting there: ${site.en} by train or bus?`, { guide: { page: site.page, aspect: 'transport' } }));
  add('transport', 'ar', turn(`كيف أصل إلى ${site.ar}؟`, { guide: { page: site.page, aspect: 'transport' } }));
  add('transport', 'ar', turn(`ما المواصلات إلى ${site.ar}؟`, { guide: { page: site.page, aspect: 'transport' } }));
  add('tips', 'en', turn(`Any tips for visiting ${site.en}?`, { guide: { page: site.page, aspect: 'tips' } }));
  add('tips', 'ar', turn(`نصائح لزيارة ${site.ar}`, { guide: { page: site.page, aspect: 'tips' } }));
  add('dining', 'en', turn(`Where to eat near ${site.en}?`, { guide: { page: site.page, aspect: 'dining' } }));
  add('dining', 'ar', turn(`ما المطاعم في ${site.ar}؟`, { guide: { page: site.page, aspect: 'dining' } }));
  add('about', 'mixed', turn(`tell me about ${site.ar} please`, { guide: { page: site.page, aspect: 'about' } }));
}

// ── Visas and the ferry (the Nuweiba page's Sinai-only stamp) ─────────────────────────────────────────
for (const q of ['Do I need a visa if I only visit Sinai?', 'Do I need a visa for Nuweiba?', 'visa for Dahab and Sharm only?', 'Is there a free visa for Sinai?', 'What visa do I need for Sharm El Sheikh?']) {
  add('visa', 'en', turn(q, { guide: { page: 'nuweiba', aspect: 'visa' } }));
}
for (const q of ['هل أحتاج تأشيرة إذا زرت سيناء فقط؟', 'هل أحتاج تأشيرة لنويبع؟', 'تأشيرة سيناء', 'هل فيه فيزا مجانية لدهب؟', 'ما التأشيرة المطلوبة لشرم الشيخ؟']) {
  add('visa', 'ar', turn(q, { guide: { page: 'nuweiba', aspect: 'visa' } }));
}
add('visa', 'mixed', turn('visa لسيناء فقط', { guide: { page: 'nuweiba', aspect: 'visa' } }));
for (const q of ['ferry from Nuweiba to Aqaba', 'How long is the ferry to Jordan?', 'Nuweiba ferry times']) add('ferry', 'en', turn(q, { guide: { page: 'nuweiba', aspect: 'ferry' } }));
for (const q of ['العبارة من نويبع إلى العقبة', 'كم تستغرق العبارة إلى الأردن؟', 'مواعيد عبارة نويبع']) add('ferry', 'ar', turn(q, { guide: { page: 'nuweiba', aspect: 'ferry' } }));

// ── FAQ: asked after the page was named ───────────────────────────────────────────────────────────────
const FAQ_PAGES = [
  { page: 'pyramids', en: 'Tell me about the Pyramids', ar: 'معلومات عن الأهرامات', count: 8 },
  { page: 'luxorTemple', en: 'Tell me about Luxor Temple', ar: 'معلومات عن معبد الأقصر', count: 8 },
  { page: 'nuweiba', en: 'Tell me about Nuweiba', ar: 'معلومات عن نويبع', count: 5 },
  { page: 'siwa', en: 'Tell me about Siwa', ar: 'معلومات عن سيوة', count: 5 },
] as const;
for (const site of FAQ_PAGES) {
  for (let faq = 0; faq < site.count; faq += 1) {
    add('faq', 'en', turn(site.en, { guide: { page: site.page, aspect: 'about' } }), turn(GUIDE[site.page]!.faq[faq]!.question.en, { guide: { page: site.page, aspect: 'faq', faq } }));
    add('faq', 'ar', turn(site.ar, { guide: { page: site.page, aspect: 'about' } }), turn(GUIDE[site.page]!.faq[faq]!.question.ar, { guide: { page: site.page, aspect: 'faq', faq } }));
  }
}

/** The place pages asked about: key, English and Arabic names. */
const PLACES = [
  ['cairo', 'Cairo', 'القاهرة'], ['luxor', 'Luxor', 'الأقصر'], ['aswan', 'Aswan', 'أسوان'], ['alexandria', 'Alexandria', 'الإسكندرية'],
  ['sharm', 'Sharm El Sheikh', 'شرم الشيخ'], ['hurghada', 'Hurghada', 'الغردقة'], ['egyptian-museum', 'the Egyptian Museum', 'المتحف المصري'],
  ['grand-egyptian-museum', 'the Grand Egyptian Museum', 'المتحف المصري الكبير'], ['nubian-museum', 'the Nubian Museum', 'متحف النوبة'],
  ['alexandria-museum', 'the Alexandria National Museum', 'متحف الإسكندرية القومي'], ['luxor-museum', 'the Luxor Museum', 'متحف الأقصر'],
  ['coptic-museum', 'the Coptic Museum', 'المتحف القبطي'], ['mount-catherine', 'Mount Catherine', 'جبل كاترين'], ['mount-sinai', 'Mount Sinai', 'جبل موسى'],
  ['sharm-el-sheikh', 'the Sharm El Sheikh beaches', 'شواطئ شرم الشيخ'], ['car-rentals', 'car rentals', 'تأجير السيارات'],
  ['rail-tours', 'rail tours', 'رحلات القطار'], ['local-experiences', 'local experiences', 'تجارب محلية'],
] as const;

// ── What the guide does not say: said so, with the page ───────────────────────────────────────────────
// The museum pages (their names as in PLACES below).
const MUSEUMS = () => PLACES.filter(([page]) => page.endsWith('museum')).map(([page, en, ar]) => ({ page, en, ar }));
for (const museum of MUSEUMS()) {
  add('unknown', 'en', turn(`${museum.en.replace(/^the /, '')} opening hours`, { unknown: { page: museum.page } }));
  add('unknown', 'en', turn(`How much is a ticket to ${museum.en}?`, { unknown: { page: museum.page } }));
  add('unknown', 'ar', turn(`مواعيد ${museum.ar}`, { unknown: { page: museum.page } }));
  add('unknown', 'ar', turn(`كم سعر تذكرة ${museum.ar}؟`, { unknown: { page: museum.page } }));
}
for (const [page, en, ar] of [['aswan', 'Aswan', 'أسوان'], ['alexandria', 'Alexandria', 'الإسكندرية'], ['hurghada', 'Hurghada', 'الغردقة']] as const) {
  add('unknown', 'en', turn(`${en} opening hours`, { unknown: { page } }));
  add('unknown', 'ar', turn(`مواعيد ${ar}`, { unknown: { page } }));
}
add('unknown-followup', 'en', turn('Luxor Temple opening hours', { guide: { page: 'luxorTemple', aspect: 'hours' } }), turn('what about the Coptic Museum?', { unknown: { page: 'coptic-museum' } }));
add('unknown-followup', 'ar', turn('مواعيد الأهرامات', { guide: { page: 'pyramids', aspect: 'hours' } }), turn('وماذا عن المتحف القبطي؟', { unknown: { page: 'coptic-museum' } }));

// ── The place pages: what each says ───────────────────────────────────────────────────────────────────

for (const [page, en, ar] of PLACES) {
  add('place', 'en', turn(`Tell me about ${en}`, { guide: { page, aspect: 'about' } }));
  add('place', 'ar', turn(`حدثني عن ${ar}`, { guide: { page, aspect: 'about' } }));
}

// ── The index cards' facts, asked of the place page a card opens ──────────────────────────────────────
for (const [page, en, ar] of [['mount-sinai', 'Mount Sinai', 'جبل موسى'], ['mount-catherine', 'Mount Catherine', 'جبل كاترين']] as const) {
  add('height', 'en', turn(`How high is ${en}?`, { guide: { page, aspect: 'height' } }));
  add('height', 'ar', turn(`ما ارتفاع ${ar}؟`, { guide: { page, aspect: 'height' } }));
}
for (const [page, en, ar] of PLACES.filter(([page]) => page.endsWith('museum'))) {
  add('location', 'en', turn(`Where is ${en}?`, { guide: { page, aspect: 'location' } }));
  add('location', 'ar', turn(`أين يقع ${ar}؟`, { guide: { page, aspect: 'location' } }));
}

// ── Tour searches: place, budget (EGP, USD, EUR), length, party, dates ────────────────────────────────
const CITIES = [
  ['Luxor', 'الأقصر', ['Luxor']], ['Aswan', 'أسوان', ['Aswan', 'Abu Simbel']], ['Dahab', 'دهب', ['Dahab']], ['Hurghada', 'الغردقة', ['Hurghada']],
  ['Siwa', 'سيوة', ['Siwa']], ['Alexandria', 'الإسكندرية', ['Alexandria']], ['Sharm El Sheikh', 'شرم الشيخ', ['Sharm El Sheikh']],
  ['Giza', 'الجيزة', ['Giza']], ['Fayoum', 'الفيوم', ['Fayoum']], ['Marsa Alam', 'مرسى علم', ['Marsa Alam']],
] as const;
for (const [en, ar, cities] of CITIES) {
  add('search', 'en', turn(`tours in ${en}`, { tours: { cities } }));
  add('search', 'ar', turn(`رحلات في ${ar}`, { tours: { cities } }));
}
add('search', 'mixed', turn('tours in الأقصر', { tours: { cities: ['Luxor'] } }));
add('search', 'mixed', turn('رحلات to Dahab', { tours: { cities: ['Dahab'] } }));
add('search', 'mixed', turn('رحلات في Hurghada', { tours: { cities: ['Hurghada'] } }));
for (const [text, max] of [['tours under 3000 EGP', 3000], ['trips for less than 2,500 pounds', 2500], ['anything below EGP 2000?', 2000]] as const) add('budget', 'en', turn(text, { tours: { maxPrice: max } }));
for (const [text, max] of [['رحلات أقل من 3000 جنيه', 3000], ['رحلات في حدود ٢٥٠٠ جنيه', 2500], ['رحلات بأقل من 2000 ج.م', 2000]] as const) add('budget', 'ar', turn(text, { tours: { maxPrice: max } }));
for (const [text, usd] of [['beach trips under $100', 100], ['tours in Luxor for less than 80 dollars', 80], ['something under 150 USD', 150]] as const) {
  add('usd', 'en', turn(text, { tours: { foreignMax: usd }, converted: 'USD' }));
}
for (const [text, usd] of [['رحلات أقل من 100 دولار', 100], ['رحلات في الغردقة في حدود 60 دولار', 60]] as const) add('usd', 'ar', turn(text, { tours: { foreignMax: usd }, converted: 'USD' }));
add('eur', 'en', turn('tours under 100 euros', { tours: { foreignMax: 100 }, converted: 'EUR' }));
add('eur', 'ar', turn('رحلات أقل من 100 يورو', { tours: { foreignMax: 100 }, converted: 'EUR' }));
for (const text of ['I have three days, what multi-day trip do you suggest?', 'a 3-day trip please', 'multi-day tours', 'overnight trips in Sinai']) {
  add('days', 'en', turn(text, { tours: { minDays: 2, ...(/three|3/.test(text) ? { maxDays: 3 } : {}) } }));
}
for (const text of ['a day trip from Cairo', 'I only have one day in Luxor']) add('days', 'en', turn(text, { tours: { maxDays: 1 } }));
add('days', 'en', turn('we have a weekend, any short trips?', { tours: { maxDays: 2 } }));
for (const [text, goal] of [['رحلة يومين', { maxDays: 2 }], ['رحلات لمدة 3 أيام', { minDays: 3, maxDays: 3 }], ['رحلة عدة أيام', { minDays: 2 }], ['رحلات بمبيت في سيناء', { minDays: 2 }], ['رحلة يوم واحد في الأقصر', { maxDays: 1 }]] as const) {
  add('days', 'ar', turn(text, { tours: goal }));
}
for (const [text, seats] of [['tours in Luxor for 2 adults and 2 kids', 4], ['a trip for a family of five', 5], ['beach trip for 6 people', 6]] as const) add('party', 'en', turn(text, { tours: { seats } }));
for (const [text, seats] of [['رحلة في الأقصر لشخصين', 2], ['رحلة لـ 4 أشخاص في الغردقة', 4], ['رحلات لـ 2 بالغين و2 أطفال', 4]] as const) add('party', 'ar', turn(text, { tours: { seats } }));
for (const [text, key] of [['tours in December', 'month-12'], ['trips in January', 'month-1'], ['what can I do next week?', 'nextWeek'], ['tours this weekend', 'weekend']] as const) add('dates', 'en', turn(text, { dates: key }));
for (const [text, key] of [['رحلات في ديسمبر', 'month-12'], ['رحلات الأسبوع القادم', 'nextWeek'], ['رحلات الشهر القادم', 'nextMonth'], ['رحلات نهاية الأسبوع', 'weekend']] as const) add('dates', 'ar', turn(text, { dates: key }));
add('events', 'en', turn('events in Cairo', { events: { places: ['Cairo', 'Giza'] } }));
add('events', 'ar', turn('فعاليات في أسوان', { events: { places: ['Aswan', 'Abu Simbel'] } }));

// ── Context across turns: cheaper ones, another place, the n-th one, booking ──────────────────────────
for (const [first, cities] of [['beach trips in Sinai', undefined], ['tours in Luxor', ['Luxor']], ['diving in Hurghada', ['Hurghada']], ['tours in Aswan', ['Aswan', 'Abu Simbel']]] as const) {
  add('cheaper', 'en', turn(first, { tours: cities ? { cities } : {} }), turn('cheaper ones?', { tours: { cheaperThanBefore: true } }));
}
for (const [first, cities] of [['رحلات في الأقصر', ['Luxor']], ['رحلات شواطئ في سيناء', undefined], ['رحلات في أسوان', ['Aswan', 'Abu Simbel']], ['رحلات غوص في الغردقة', ['Hurghada']]] as const) {
  add('cheaper', 'ar', turn(first, { tours: cities ? { cities } : {} }), turn('أرخص', { tours: { cheaperThanBefore: true } }));
}
for (const [first, next, cities] of [['tours in Luxor', 'what about Aswan?', ['Aswan', 'Abu Simbel']], ['beach trips in Dahab', 'and in Hurghada?', ['Hurghada']], ['desert trips in Siwa', 'what about Fayoum?', ['Fayoum']]] as const) {
  add('place-followup', 'en', turn(first, { tours: {} }), turn(next, { tours: { cities } }));
}
for (const [first, next, cities] of [['رحلات في الأقصر', 'وفي أسوان؟', ['Aswan', 'Abu Simbel']], ['رحلات شواطئ في دهب', 'وماذا عن الغردقة؟', ['Hurghada']], ['رحلات في الجيزة', 'وفي الإسكندرية؟', ['Alexandria']]] as const) {
  add('place-followup', 'ar', turn(first, { tours: {} }), turn(next, { tours: { cities } }));
}
for (const [first, nth, text] of [['tours in Luxor', 2, 'the second one'], ['beach trips in Sinai', 1, 'tell me more about the first one'], ['tours in Aswan', 3, 'the third one']] as const) {
  add('nth', 'en', turn(first, { tours: {} }), turn(text, { tours: { previousNth: nth } }));
}
for (const [first, nth, text] of [['رحلات في الأقصر', 2, 'الثانية'], ['رحلات في سيناء', 1, 'الأولى'], ['رحلات في أسوان', 3, 'الثالثة']] as const) {
  add('nth', 'ar', turn(first, { tours: {} }), turn(text, { tours: { previousNth: nth } }));
}
add('book', 'en', turn('tours in Luxor for 2 adults and 2 kids', { tours: { seats: 4 } }), turn('the second one', { tours: { previousNth: 2 } }), turn('book it', { booking: { adults: 2, children: 2, underFive: 0 } }));
add('book', 'en', turn('beach trips in Hurghada', { tours: { cities: ['Hurghada'] } }), turn('book the first one', { asksParty: true }), turn('2 adults and 1 child', { booking: { adults: 2, children: 1, underFive: 0 } }));
add('book', 'en', turn('a trip for 3 people in Dahab', { tours: { seats: 3 } }), turn('book the first one', { booking: { adults: 3, children: 0, underFive: 0 } }));
add('book', 'ar', turn('رحلات في الأقصر لشخصين', { tours: { seats: 2 } }), turn('احجز الأولى', { booking: { adults: 2, children: 0, underFive: 0 } }));
add('book', 'ar', turn('رحلات في أسوان', { tours: {} }), turn('احجز الثانية', { asksParty: true }), turn('3 بالغين وطفلين', { booking: { adults: 3, children: 2, underFive: 0 } }));
add('book', 'mixed', turn('tours in الغردقة for 2 adults', { tours: { seats: 2 } }), turn('احجز الأولى', { booking: { adults: 2, children: 0, underFive: 0 } }));
add('booking-help', 'en', turn('How do I pay?', { bookingHelp: true }));
add('booking-help', 'ar', turn('كيف أحجز؟', { bookingHelp: true }));

// ── Natural phrasings, written in one go without trying them first (D305) ─────────────────────────────
add('natural', 'en', turn('what time can I get into the pyramids in august', { guide: { page: 'pyramids', aspect: 'season', season: 'summer' } }));
add('natural', 'en', turn('is luxor temple open late at night?', { guide: { page: 'luxorTemple', aspect: 'hours' } }));
add('natural', 'en', turn('how much to go inside the great pyramid', { guide: { page: 'pyramids', aspect: 'tickets' } }));
add('natural', 'en', turn('student ticket price at luxor temple', { guide: { page: 'luxorTemple', aspect: 'tickets' } }));
add('natural', 'en', turn('camel ride price at the pyramids', { guide: { page: 'pyramids', aspect: 'activities' } }));
add('natural', 'en', turn('I want to take the ferry to Jordan from Nuweiba, how long is it?', { guide: { page: 'nuweiba', aspect: 'ferry' } }));
add('natural', 'en', turn('Is a Sinai-only visa enough if I also go to Cairo?', { guide: { page: 'nuweiba', aspect: 'visa' } }));
add('natural', 'en', turn('best way to get to Siwa from Cairo', { guide: { page: 'siwa', aspect: 'transport' } }));
add('natural', 'en', turn('Egyptian museum ticket price?', { unknown: { page: 'egyptian-museum' } }));
add('natural', 'en', turn('what are the hours of the Nubian Museum in Aswan', { unknown: { page: 'nubian-museum' } }));
add('natural', 'en', turn('Siwa restaurants', { guide: { page: 'siwa', aspect: 'dining' } }));
add('natural', 'en', turn("I'm travelling with my wife and two kids for four days in December, what do you suggest?", { tours: { seats: 4, maxDays: 4 }, dates: 'month-12' }));
add('natural', 'en', turn('show me trips under 5k', { tours: { maxPrice: 5000 } }));
add('natural', 'en', turn('any diving trips in Dahab for two people?', { tours: { cities: ['Dahab'], seats: 2 } }));
add('natural', 'en', turn('tours in Cairo', { tours: { cities: ['Cairo', 'Giza'] } }), turn('cheaper?', { tours: { cheaperThanBefore: true } }), turn('the first one', { tours: { previousNth: 1 } }), turn('book it for 2 adults', { booking: { adults: 2, children: 0, underFive: 0 } }));
add('natural', 'en', turn('we are 3, looking for a 2-day trip', { tours: { seats: 3, minDays: 2, maxDays: 2 } }));
add('natural', 'en', turn('anything on next Friday?', { tours: {} }));
add('natural', 'ar', turn('بكام دخول الهرم من جوه؟', { guide: { page: 'pyramids', aspect: 'tickets' } }));
add('natural', 'ar', turn('معبد الأقصر بيقفل الساعة كام؟', { guide: { page: 'luxorTemple', aspect: 'hours' } }));
add('natural', 'ar', turn('مواعيد الأهرامات في أغسطس', { guide: { page: 'pyramids', aspect: 'season', season: 'summer' } }));
add('natural', 'ar', turn('هل تأشيرة سيناء تكفي لزيارة القاهرة؟', { guide: { page: 'nuweiba', aspect: 'visa' } }));
add('natural', 'ar', turn('ازاي اروح سيوة من القاهرة؟', { guide: { page: 'siwa', aspect: 'transport' } }));
add('natural', 'ar', turn('أسعار الأنشطة في نويبع', { guide: { page: 'nuweiba', aspect: 'activities' } }));
add('natural', 'ar', turn('مطاعم قريبة من الأهرامات', { guide: { page: 'pyramids', aspect: 'dining' } }));
add('natural', 'ar', turn('كم سعر دخول المتحف القبطي؟', { unknown: { page: 'coptic-museum' } }));
add('natural', 'ar', turn('عايز رحلة 3 أيام في ديسمبر لأربعة أشخاص', { tours: { seats: 4, maxDays: 3 }, dates: 'month-12' }));
add('natural', 'ar', turn('رحلات رخيصة في دهب', { tours: { cities: ['Dahab'] } }));
add('natural', 'ar', turn('رحلات غوص لشخصين في شرم', { tours: { cities: ['Sharm El Sheikh'], seats: 2 } }));
add('natural', 'ar', turn('رحلات بأقل من 50 دولار', { tours: { foreignMax: 50 }, converted: 'USD' }));
add('natural', 'ar', turn('رحلات في القاهرة', { tours: { cities: ['Cairo', 'Giza'] } }), turn('الأرخص', { tours: { cheaperThanBefore: true } }), turn('احجز الثانية', { asksParty: true }), turn('بالغين اثنين وطفل', { booking: { adults: 2, children: 1, underFive: 0 } }));
add('natural', 'ar', turn('رحلات يوم الجمعة', { tours: {} }));
add('natural', 'mixed', turn('Pyramids مواعيد الشتاء', { guide: { page: 'pyramids', aspect: 'season', season: 'winter' } }));
add('natural', 'mixed', turn('كم سعر Luxor Pass', { guide: { page: 'luxorTemple', aspect: 'tickets' } }));

// ── A second natural block, written in one go after the first was fixed, and run once before any change ─
add('natural2', 'en', turn('when does the great pyramid close in winter?', { guide: { page: 'pyramids', aspect: 'season', season: 'winter' } }));
add('natural2', 'en', turn('whats the last entry time for luxor temple', { guide: { page: 'luxorTemple', aspect: 'hours' } }));
add('natural2', 'en', turn('VIP ticket pyramids price', { guide: { page: 'pyramids', aspect: 'tickets' } }));
add('natural2', 'en', turn('how much is the sound and light show at the pyramids?', { guide: { page: 'pyramids', aspect: 'activities' } }));
add('natural2', 'en', turn('things to do in Nuweiba', { guide: { page: 'nuweiba', aspect: 'activities' } }));
add('natural2', 'en', turn('can I fly to Luxor? how do I get to Luxor Temple from the airport', { guide: { page: 'luxorTemple', aspect: 'transport' } }));
add('natural2', 'en', turn('Do Americans need a visa for Dahab?', { guide: { page: 'nuweiba', aspect: 'visa' } }));
add('natural2', 'en', turn('Coptic Museum hours?', { unknown: { page: 'coptic-museum' } }));
add('natural2', 'en', turn('tips for Siwa', { guide: { page: 'siwa', aspect: 'tips' } }));
add('natural2', 'en', turn('tell me about Mount Sinai', { guide: { page: 'mount-sinai', aspect: 'about' } }));
add('natural2', 'en', turn('I have 2 days in Aswan, what can I book?', { tours: { cities: ['Aswan', 'Abu Simbel'], maxDays: 2 } }));
add('natural2', 'en', turn('family of 4, beach holiday, budget 400 dollars', { tours: { seats: 4, foreignMax: 400 }, converted: 'USD' }));
add('natural2', 'en', turn('something in Luxor', { tours: { cities: ['Luxor'] } }), turn('what about Alexandria?', { tours: { cities: ['Alexandria'] } }), turn('cheaper ones?', { tours: { cheaperThanBefore: true } }));
add('natural2', 'en', turn('diving trips', { tours: {} }), turn('the second one', { tours: { previousNth: 2 } }), turn("ok let's book it", { asksParty: true }), turn('just me', { booking: { adults: 1, children: 0, underFive: 0 } }));
add('natural2', 'en', turn('trips next week for two people', { tours: { seats: 2 }, dates: 'nextWeek' }));
add('natural2', 'ar', turn('الهرم بيقفل امتى في الشتا؟', { guide: { page: 'pyramids', aspect: 'season', season: 'winter' } }));
add('natural2', 'ar', turn('تذكرة الطلاب في معبد الأقصر بكام؟', { guide: { page: 'luxorTemple', aspect: 'tickets' } }));
add('natural2', 'ar', turn('سعر ركوب الجمل عند الأهرامات', { guide: { page: 'pyramids', aspect: 'activities' } }));
add('natural2', 'ar', turn('ازاي اوصل نويبع من القاهرة؟', { guide: { page: 'nuweiba', aspect: 'transport' } }));
add('natural2', 'ar', turn('محتاج فيزا لو هروح شرم بس؟', { guide: { page: 'nuweiba', aspect: 'visa' } }));
add('natural2', 'ar', turn('العبارة لنويبع للعقبة بتاخد قد ايه؟', { guide: { page: 'nuweiba', aspect: 'ferry' } }));
add('natural2', 'ar', turn('مواعيد متحف النوبة', { unknown: { page: 'nubian-museum' } }));
add('natural2', 'ar', turn('نصائح قبل زيارة معبد الأقصر', { guide: { page: 'luxorTemple', aspect: 'tips' } }));
add('natural2', 'ar', turn('احكيلي عن الغردقة', { guide: { page: 'hurghada', aspect: 'about' } }));
add('natural2', 'ar', turn('عندي يومين في دهب', { tours: { cities: ['Dahab'], maxDays: 2 } }));
add('natural2', 'ar', turn('رحلة لعيلة من 5 أفراد في الأقصر', { tours: { cities: ['Luxor'], seats: 5 } }));
add('natural2', 'ar', turn('رحلات في أسوان', { tours: {} }), turn('طيب وفي الأقصر؟', { tours: { cities: ['Luxor'] } }), turn('أرخص؟', { tours: { cheaperThanBefore: true } }));
add('natural2', 'ar', turn('رحلات غوص', { tours: {} }), turn('التانية', { tours: { previousNth: 2 } }), turn('احجزها لـ 2 بالغين', { booking: { adults: 2, children: 0, underFive: 0 } }));
add('natural2', 'ar', turn('رحلات في يناير بأقل من 100 دولار', { tours: { foreignMax: 100 }, converted: 'USD', dates: 'month-1' }));
add('natural2', 'mixed', turn('Siwa إزاي أروح', { guide: { page: 'siwa', aspect: 'transport' } }));

export const DIALOGUES: readonly Dialogue[] = dialogues;
