/**
 * The words the embedded assistant recognises, in English and Arabic (with common spellings). A term is
 * a word or phrase; a trailing `*` lets it be the start of a longer word ("beach*" finds "beaches").
 * Arabic terms are written naturally and normalised like the search (server/catalogue/search.ts), and also
 * match with the clitics و ف ب ل ك and the article ال in front ("وفي أسوان", "بالأقصر", "للغردقة").
 */
import { normalizeSearchText } from '@core/search/search-text';
import { hasArabic } from '@core/text/script';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One regular expression that finds any of `terms` in a text normalised by `normalizeText`. */
export function termPattern(terms: readonly string[]): RegExp {
  const parts = terms.map((raw) => {
    const prefix = raw.endsWith('*');
    const body = normalizeSearchText(prefix ? raw.slice(0, -1) : raw).trim();
    const words = body.split(/\s+/).map(escape).join('\\s+');
    if (hasArabic(body)) {
      const lead = body.startsWith('ال') ? '[وفبلك]{0,2}' : '[وفبلك]{0,2}(?:ال)?';
      return `${lead}${words}${prefix ? '' : '(?!\\p{L})'}`;
    }
    return `${words}${prefix ? '' : '(?![\\p{L}\\p{N}])'}`;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})`, 'u');
}

/**
 * A message as the matchers read it: NFKC, the search's Arabic normalisation (lower case, hamza seats,
 * ة → ه, ى → ي, Arabic-Indic digits → 0-9), apostrophes dropped, other punctuation a space.
 */
export function normalizeText(text: string): string {
  return normalizeSearchText(text.normalize('NFKC'))
    .replace(/['’‘`]/g, '')
    .replace(/[^\p{L}\p{N}$<>]+/gu, ' ')
    .trim();
}

export type DestinationKey =
  | 'cairo' | 'giza' | 'luxor' | 'aswan' | 'abuSimbel' | 'alexandria' | 'siwa' | 'nuweiba' | 'dahab' | 'sharm'
  | 'hurghada' | 'marsaAlam' | 'stCatherine' | 'fayoum' | 'whiteDesert' | 'sinai' | 'redSea';

export interface Destination {
  name: { en: string; ar: string };
  terms: readonly string[];
  /** tours.destination_city_en values it covers (seed: server/catalogue/seed/places.ts). */
  cities: readonly string[];
  /** Words of events.location_en ('Venue, City, Egypt') it covers. */
  eventPlaces: readonly string[];
}

const SINAI = ['Sharm El Sheikh', 'Dahab', 'Nuweiba', 'Saint Catherine'];

/**
 * Places. Decisions (the spec is open): Cairo covers Giza too (Greater Cairo: its tours pick up from
 * Cairo hotels); Aswan covers Abu Simbel (those trips leave from Aswan); Sinai and the Red Sea are regions.
 */
export const DESTINATIONS: Record<DestinationKey, Destination> = {
  cairo: { name: { en: 'Cairo', ar: 'القاهرة' }, terms: ['cairo', 'القاهرة', 'قاهرة'], cities: ['Cairo', 'Giza'], eventPlaces: ['Cairo', 'Giza'] },
  giza: { name: { en: 'Giza', ar: 'الجيزة' }, terms: ['giza', 'gizeh', 'الجيزة', 'جيزة'], cities: ['Giza'], eventPlaces: ['Giza'] },
  luxor: { name: { en: 'Luxor', ar: 'الأقصر' }, terms: ['luxor', 'louxor', 'الأقصر', 'اقصر', 'لوكسور'], cities: ['Luxor'], eventPlaces: ['Luxor'] },
  aswan: { name: { en: 'Aswan', ar: 'أسوان' }, terms: ['aswan', 'assuan', 'asswan', 'أسوان', 'اسوان'], cities: ['Aswan', 'Abu Simbel'], eventPlaces: ['Aswan', 'Abu Simbel'] },
  abuSimbel: { name: { en: 'Abu Simbel', ar: 'أبو سمبل' }, terms: ['abu simbel', 'abu simble', 'أبو سمبل', 'ابو سنبل'], cities: ['Abu Simbel'], eventPlaces: ['Abu Simbel'] },
  alexandria: { name: { en: 'Alexandria', ar: 'الإسكندرية' }, terms: ['alexandria', 'alex', 'alexandrie', 'الإسكندرية', 'اسكندرية', 'إسكندرية'], cities: ['Alexandria'], eventPlaces: ['Alexandria'] },
  siwa: { name: { en: 'Siwa', ar: 'سيوة' }, terms: ['siwa', 'siwah', 'سيوة', 'سيوا'], cities: ['Siwa'], eventPlaces: ['Siwa'] },
  nuweiba: { name: { en: 'Nuweiba', ar: 'نويبع' }, terms: ['nuweiba', 'nuweba', 'nuwaiba', 'nuwiba', 'nueiba', 'nuweibaa', 'نويبع', 'نويبعة'], cities: ['Nuweiba'], eventPlaces: ['Nuweiba'] },
  dahab: { name: { en: 'Dahab', ar: 'دهب' }, terms: ['dahab', 'دهب'], cities: ['Dahab'], eventPlaces: ['Dahab'] },
  sharm: {
    name: { en: 'Sharm El Sheikh', ar: 'شرم الشيخ' },
    terms: ['sharm el sheikh', 'sharm el sheik', 'sharm elsheikh', 'sharm al sheikh', 'sharm el-sheikh', 'sharm', 'شرم الشيخ', 'شرم'],
    cities: ['Sharm El Sheikh'],
    eventPlaces: ['Sharm El Sheikh'],
  },
  hurghada: { name: { en: 'Hurghada', ar: 'الغردقة' }, terms: ['hurghada', 'hurgada', 'hurghda', 'ghardaqa', 'الغردقة', 'غردقة'], cities: ['Hurghada'], eventPlaces: ['Hurghada', 'El Gouna'] },
  marsaAlam: { name: { en: 'Marsa Alam', ar: 'مرسى علم' }, terms: ['marsa alam', 'marsa allam', 'مرسى علم', 'مرسي علم'], cities: ['Marsa Alam'], eventPlaces: ['Marsa Alam'] },
  stCatherine: {
    name: { en: 'Saint Catherine', ar: 'سانت كاترين' },
    terms: ['saint catherine', 'st catherine', 'st catherines', 'mount sinai', 'mount catherine', 'سانت كاترين', 'كاترين', 'جبل موسى'],
    cities: ['Saint Catherine'],
    eventPlaces: ['Saint Catherine'],
  },
  fayoum: { name: { en: 'Fayoum', ar: 'الفيوم' }, terms: ['fayoum', 'faiyum', 'fayum', 'fayyum', 'الفيوم', 'فيوم'], cities: ['Fayoum'], eventPlaces: ['Fayoum'] },
  whiteDesert: {
    name: { en: 'the White Desert', ar: 'الصحراء البيضاء' },
    terms: ['white desert', 'black desert', 'bahariya', 'الصحراء البيضاء', 'الصحراء البيضا', 'الواحات البحرية'],
    cities: ['White Desert'],
    eventPlaces: ['White Desert', 'Bahariya'],
  },
  sinai: { name: { en: 'Sinai', ar: 'سيناء' }, terms: ['sinai', 'south sinai', 'سيناء', 'سينا', 'جنوب سيناء'], cities: SINAI, eventPlaces: SINAI },
  redSea: {
    name: { en: 'the Red Sea', ar: 'البحر الأحمر' },
    terms: ['red sea', 'البحر الأحمر'],
    cities: ['Hurghada', 'Marsa Alam', 'Sharm El Sheikh', 'Dahab', 'Nuweiba'],
    eventPlaces: ['Hurghada', 'El Gouna', 'Marsa Alam', 'Sharm El Sheikh', 'Dahab', 'Nuweiba'],
  },
};

/** Tour categories by slug (server/catalogue/seed/categories.ts), with the words that ask for them. */
export type CategorySlug = 'beaches' | 'heritage' | 'mountains' | 'cities' | 'museums' | 'desert' | 'nile-cruises' | 'diving';

export const CATEGORIES: Record<CategorySlug, { name: { en: string; ar: string }; terms: readonly string[] }> = {
  beaches: { name: { en: 'beach', ar: 'الشواطئ' }, terms: ['beach*', 'seaside', 'island*', 'bay', 'شاطئ*', 'شاطي*', 'شواطئ*', 'شواطي*', 'جزيرة*', 'جزر', 'مصيف*', 'بلاج'] },
  diving: {
    name: { en: 'diving and snorkelling', ar: 'الغوص والسنوركل' },
    terms: ['dive', 'dives', 'diving', 'diver*', 'freediv*', 'scuba', 'snorkel*', 'reef*', 'wreck*', 'coral*', 'غوص*', 'غطس*', 'سنوركل*', 'شعاب*', 'مرجان*'],
  },
  desert: {
    name: { en: 'desert and oasis', ar: 'الصحراء والواحات' },
    terms: ['desert*', 'oasis', 'oases', 'dune*', 'safari*', 'camping', 'stargaz*', 'صحراء*', 'صحرا*', 'صحاري', 'واحة*', 'واحات', 'كثبان', 'سفاري', 'تخييم', 'رصد النجوم'],
  },
  'nile-cruises': {
    name: { en: 'Nile cruise', ar: 'الرحلات النيلية' },
    terms: ['cruise*', 'felucca*', 'dahabiya*', 'dahabeya*', 'nile', 'sailing', 'نيل*', 'كروز', 'باخرة*', 'بواخر', 'ذهبية', 'فلوكة*', 'فلوكات', 'إبحار'],
  },
  heritage: {
    name: { en: 'heritage', ar: 'التراث والآثار' },
    terms: ['heritage', 'histor*', 'ancient', 'temple*', 'monument*', 'pharao*', 'archaeolog*', 'antiquit*', 'tomb*', 'ruins', 'آثار', 'أثري*', 'تاريخ*', 'تراث*', 'معبد*', 'معابد', 'فرعون*', 'فراعنة', 'مقابر', 'مقبرة'],
  },
  museums: { name: { en: 'museum', ar: 'المتاحف' }, terms: ['museum*', 'متحف*', 'متاحف'] },
  mountains: { name: { en: 'mountain', ar: 'الجبال' }, terms: ['mountain*', 'hike', 'hikes', 'hiking', 'trek*', 'climb*', 'summit', 'جبل', 'جبال', 'تسلق*', 'هايكنج'] },
  cities: { name: { en: 'city', ar: 'المدن' }, terms: ['city tour*', 'cities', 'city break', 'old town', 'bazaar*', 'souk*', 'جولة في المدينة', 'مدن', 'أسواق', 'خان الخليلي'] },
};

/** Subjects searched as text (the catalogue's full-text search); `kind` says what they point to. */
export interface Topic {
  query: string;
  kind: 'tour' | 'event' | 'both';
  name: { en: string; ar: string };
  terms: readonly string[];
}

export const TOPICS: Record<string, Topic> = {
  pyramids: { query: 'pyramid', kind: 'both', name: { en: 'Pyramids', ar: 'الأهرامات' }, terms: ['pyramid*', 'khufu', 'cheops', 'أهرام*', 'هرم', 'خوفو'] },
  luxorTemple: { query: 'luxor temple', kind: 'tour', name: { en: 'Luxor Temple', ar: 'معبد الأقصر' }, terms: ['luxor temple', 'temple of luxor', 'معبد الأقصر'] },
  sphinx: { query: 'sphinx', kind: 'tour', name: { en: 'Sphinx', ar: 'أبو الهول' }, terms: ['sphinx', 'أبو الهول'] },
  karnak: { query: 'karnak', kind: 'tour', name: { en: 'Karnak', ar: 'الكرنك' }, terms: ['karnak', 'الكرنك', 'كرنك'] },
  valleyOfTheKings: { query: 'valley kings', kind: 'tour', name: { en: 'Valley of the Kings', ar: 'وادي الملوك' }, terms: ['valley of the kings', 'وادي الملوك'] },
  balloon: { query: 'balloon', kind: 'tour', name: { en: 'hot-air balloon', ar: 'المنطاد' }, terms: ['balloon*', 'منطاد*', 'بالون*'] },
  camel: { query: 'camel', kind: 'tour', name: { en: 'camel', ar: 'الجمال' }, terms: ['camel*', 'جمل', 'ركوب الجمال'] },
  dolphin: { query: 'dolphin', kind: 'tour', name: { en: 'dolphin', ar: 'الدلافين' }, terms: ['dolphin*', 'دلفين*', 'دلافين'] },
  turtle: { query: 'turtle', kind: 'tour', name: { en: 'turtle', ar: 'السلاحف' }, terms: ['turtle*', 'سلاحف', 'سلحفا*'] },
  soundAndLight: { query: 'sound light', kind: 'tour', name: { en: 'sound and light', ar: 'الصوت والضوء' }, terms: ['sound and light', 'الصوت والضوء', 'صوت وضوء'] },
  tutankhamun: { query: 'tutankhamun', kind: 'tour', name: { en: 'Tutankhamun', ar: 'توت عنخ آمون' }, terms: ['tutankhamun', 'tutankhamen', 'توت عنخ آمون'] },
  blueHole: { query: 'blue hole', kind: 'both', name: { en: 'Blue Hole', ar: 'الثقب الأزرق' }, terms: ['blue hole', 'الثقب الأزرق'] },
  film: { query: 'film', kind: 'event', name: { en: 'film', ar: 'سينما' }, terms: ['film*', 'movie*', 'cinema*', 'فيلم', 'أفلام', 'سينما*'] },
  music: { query: 'music', kind: 'event', name: { en: 'music', ar: 'موسيقى' }, terms: ['concert*', 'music*', 'jazz', 'حفل*', 'موسيق*', 'جاز'] },
  festival: { query: 'festival', kind: 'event', name: { en: 'festival', ar: 'مهرجان' }, terms: ['festival*', 'مهرجان*'] },
  sport: { query: 'sport', kind: 'event', name: { en: 'sport', ar: 'رياضة' }, terms: ['sport*', 'marathon*', 'race', 'races', 'rally', 'رياض*', 'ماراثون', 'سباق*', 'بطولة*'] },
  exhibition: { query: 'exhibition', kind: 'event', name: { en: 'exhibition', ar: 'معرض' }, terms: ['exhibition*', 'fair', 'expo', 'معرض', 'معارض'] },
  moulid: { query: 'moulid', kind: 'event', name: { en: 'moulid', ar: 'مولد' }, terms: ['moulid*', 'mawlid', 'mulid', 'مولد', 'موالد'] },
};

/** Words that decide what a message is about. */
export const WORDS = {
  greeting: ['hi', 'hello', 'hey', 'hiya', 'good morning', 'good evening', 'good afternoon', 'salam', 'salaam', 'marhaba', 'greetings', 'مرحبا', 'مرحبًا', 'اهلا', 'أهلا', 'هلا', 'السلام عليكم', 'سلام', 'صباح الخير', 'مساء الخير', 'هاي', 'هاى'],
  thanks: ['thank*', 'thx', 'ty', 'cheers', 'appreciate*', 'شكر*', 'متشكر*', 'ممنون*', 'تسلم*', 'مشكور*'],
  tours: ['tour', 'tours', 'trip*', 'travel*', 'excursion*', 'package*', 'holiday*', 'vacation*', 'getaway*', 'things to do', 'visit*', 'go to', 'going to', 'رحلة*', 'رحلات', 'جولة*', 'جولات', 'سياح*', 'برنامج*', 'زيارة', 'أزور', 'أسافر', 'سفر', 'سفرية', 'نروح', 'أروح', 'إجازة', 'فسحة'],
  /** Asking for tours by name (not "visit", "travel"): a guide question with one of these is a search. */
  tourNoun: ['tour', 'tours', 'trip', 'trips', 'excursion*', 'package*', 'cruise*', 'رحلة*', 'رحلات', 'جولة*', 'جولات', 'برنامج*', 'باقة*'],
  events: ['event*', 'happening', 'whats on', 'going on', 'فعالية*', 'فعاليات', 'حدث', 'أحداث', 'مناسبات', 'مناسبة'],
  /** Always about booking and payment. */
  booking: ['pay', 'paying', 'payment*', 'credit card', 'debit card', 'card', 'refund*', 'how to book', 'how do i book', 'how can i book', 'how do you book', 'how does booking', 'الدفع', 'دفع', 'أدفع', 'بطاقة*', 'كارت', 'طريقة الحجز', 'كيف أحجز', 'إزاي أحجز', 'كيف يتم الحجز', 'كيف الحجز', 'استرداد'],
  /** About booking unless the message also names what to book ("booking a trip to Luxor" is a search). */
  bookingWeak: ['booking', 'bookings', 'reserve', 'reservation*', 'book', 'الحجز', 'حجز', 'أحجز', 'احجز*'],
  cheaper: ['cheaper', 'less expensive', 'lower price*', 'more affordable', 'cheapest', 'أرخص', 'أقل سعر', 'أقل تكلفة', 'سعر أقل'],
  cheap: ['cheap', 'budget', 'affordable', 'inexpensive', 'رخيص*', 'اقتصادي*', 'على قد الإيد'],
  more: ['show more', 'more options', 'more tours', 'more events', 'any more', 'other ones', 'others', 'anything else', 'المزيد', 'غيرها', 'غير دول', 'كمان', 'غيرهم'],
  there: ['there', 'same place', 'هناك', 'هنالك', 'فيها', 'هناك كمان'],
  followUp: ['what about', 'how about', 'and in', 'and for', 'same for', 'also', 'too', 'ماذا عن', 'وماذا عن', 'طيب', 'وبالنسبة', 'بالنسبة ل', 'وفي', 'و في', 'أيضا', 'كذلك'],
  /** Asking about a place rather than its tours: "tell me about Siwa", "معلومات عن نويبع". */
  about: ['about', 'tell me', 'info*', 'what is', 'whats', 'facts', 'عن', 'معلومات', 'حدثني', 'احكي', 'ما هي', 'ما هو', 'ايه هي', 'إيه'],
};

/**
 * The guide pages a message can name (server/assistant/guide-facts.ts keys): the four destination
 * pages and the place pages. Where one name holds another ("Grand Egyptian Museum", "Egyptian Museum";
 * "Luxor Temple", "Luxor"), the longer one wins (understand.ts).
 */
export const GUIDE_PAGE_TERMS: Record<string, readonly string[]> = {
  pyramids: ['pyramids of giza', 'giza pyramids', 'great pyramid', 'giza plateau', 'pyramid*', 'piramid*', 'khufu', 'cheops', 'أهرام*', 'الهرم', 'هرم', 'خوفو'],
  luxorTemple: ['luxor temple', 'temple of luxor', 'luxor pass', 'معبد الأقصر', 'تذكرة الأقصر الشاملة', 'الأقصر الشاملة', 'لوكسور باس'],
  nuweiba: DESTINATIONS.nuweiba.terms,
  siwa: [...DESTINATIONS.siwa.terms, 'siwa oasis', 'واحة سيوة'],
  cairo: DESTINATIONS.cairo.terms,
  luxor: DESTINATIONS.luxor.terms,
  aswan: DESTINATIONS.aswan.terms,
  alexandria: DESTINATIONS.alexandria.terms,
  sharm: DESTINATIONS.sharm.terms,
  hurghada: DESTINATIONS.hurghada.terms,
  'egyptian-museum': ['egyptian museum', 'museum of egyptian antiquities', 'tahrir museum', 'cairo museum', 'المتحف المصري', 'متحف التحرير'],
  'grand-egyptian-museum': ['grand egyptian museum', 'gem', 'المتحف المصري الكبير', 'المتحف الكبير'],
  'nubian-museum': ['nubian museum', 'nubia museum', 'متحف النوبة'],
  'alexandria-museum': ['alexandria national museum', 'alexandria museum', 'national museum of alexandria', 'متحف الإسكندرية القومي', 'متحف الإسكندرية'],
  'luxor-museum': ['luxor museum', 'متحف الأقصر'],
  'coptic-museum': ['coptic museum', 'المتحف القبطي'],
  'mount-catherine': ['mount catherine', 'mount saint catherine', 'jebel katherina', 'جبل كاترين', 'جبل سانت كاترين'],
  'mount-sinai': ['mount sinai', 'mount moses', 'jebel musa', 'جبل موسى', 'جبل سيناء'],
  'sharm-el-sheikh': ['sharm el sheikh beaches', 'sharm beaches', 'beaches of sharm', 'شواطئ شرم الشيخ', 'شواطئ شرم'],
  cruises: ['cruise packages', 'cruise package', 'باقات الرحلات النيلية'],
  'car-rentals': ['car rental*', 'rent a car', 'car hire', 'تأجير السيارات', 'تأجير سيارة', 'ايجار سيارة'],
  'rail-tours': ['rail tour*', 'train tour*', 'رحلات القطار'],
  'local-experiences': ['local experience*', 'تجارب محلية'],
  'adventure-tours': ['adventure tour*', 'رحلات المغامرة'],
  'discounted-tours': ['discounted tour*', 'رحلات بخصم'],
  'newest-tours': ['newest tour*', 'أحدث الرحلات'],
};

export const ASPECT_TERMS = {
  tickets: ['ticket*', 'price*', 'cost*', 'fee', 'fees', 'admission', 'entry fee*', 'entrance', 'how much', 'pass', 'passes', 'تذكرة*', 'تذاكر', 'سعر', 'أسعار', 'تكلفة*', 'رسوم', 'بكام', 'كم سعر', 'كم ثمن', 'تصريح', 'باس'],
  hours: ['hour*', 'open*', 'clos*', 'what time', 'time*', 'schedule', 'last entry', 'last admission', 'مواعيد', 'ساعات', 'يفتح', 'تفتح', 'يغلق', 'تغلق', 'بيفتح', 'بتفتح', 'بيقفل', 'بتقفل', 'يقفل', 'الساعة كام', 'متى', 'وقت', 'أوقات', 'امتى', 'آخر دخول', 'اخر دخول'],
  activities: ['activit*', 'things to do', 'what to do', 'what can i do', 'camel ride*', 'camel*', 'sound and light', 'photograph*', 'أنشطة', 'نشاط*', 'ماذا أفعل', 'ماذا افعل', 'ماذا يمكن', 'أعمل إيه', 'اعمل ايه', 'ركوب الجمال', 'ركوب الجمل', 'جمل', 'الصوت والضوء', 'تصوير'],
  about: ['how tall', 'how high', 'height', 'blocks', 'built', 'history', 'how old', 'ارتفاع', 'طول', 'بني', 'بناء', 'تاريخ', 'عمر'],
  visa: ['visa*', 'entry stamp', 'تأشيرة*', 'تاشيرة*', 'فيزا'],
  ferry: ['ferry', 'ferries', 'aqaba', 'jordan', 'عبارة*', 'العقبة', 'الأردن'],
  transport: ['how to get', 'how do i get', 'how can i get', 'get there', 'getting there', 'get to', 'transport*', 'by train', 'by bus', 'by air', 'airport', 'fly', 'flight*', 'taxi', 'كيف أصل', 'كيف اصل', 'ازاي اروح', 'إزاي أروح', 'ازاي اوصل', 'المواصلات', 'مواصلات', 'بالقطار', 'بالطائرة', 'مطار', 'طيران', 'تاكسي', 'الوصول إلى', 'الوصول الى'],
  tips: ['tip', 'tips', 'advice', 'what to wear', 'what should i know', 'نصائح', 'نصيحة', 'ماذا ألبس'],
  location: ['where is', 'where are', 'where s', 'located', 'location', 'address', 'how far', 'أين يقع', 'أين تقع', 'اين يقع', 'فين', 'عنوان', 'العنوان', 'موقع', 'يبعد', 'تبعد'],
  dining: ['restaurant*', 'where to eat', 'eat', 'food', 'dinner', 'lunch', 'dish*', 'مطعم*', 'مطاعم', 'أكل', 'الأكل', 'طعام', 'آكل'],
} as const;

/** Aspects strong enough to mean a guide question without a place ("how much are the tickets?"). */
export const STRONG_ASPECT_TERMS = {
  tickets: ['ticket*', 'admission', 'تذكرة*', 'تذاكر'],
  hours: ['opening hours', 'opening times', 'open', 'last entry', 'مواعيد الزيارة', 'مواعيد العمل', 'مواعيد الفتح', 'آخر دخول'],
  visa: ['visa*', 'تأشيرة*', 'تاشيرة*', 'فيزا'],
  ferry: ['ferry', 'ferries', 'عبارة*'],
} as const;
