/**
 * The first catalogue's reviews (D241): written by seeded travellers, each in the traveller's own
 * language, dated in the past, so the catalogue opens with ratings that have reviews behind them. A few
 * tours and two companies have none and read "New". The seed's reviews of a tour stand for earlier
 * departures of it (a tour on sale now has not run yet); reviews written through the API follow the rule
 * (a paid booking for a departure that has taken place).
 *
 * Everything is chosen by fixed arithmetic on the tour's or company's position, so every fresh database
 * holds the same reviews.
 */
import type { CategorySlug, CompanyKey } from './types';
import type { Language } from '@core/text/language';

export interface SeedTraveller {
  /** Unique handle (users.user_name). */
  readonly handle: string;
  readonly name: string;
  readonly language: Language;
}

/**
 * Seeded travellers: accounts with no password (nobody can sign in as them) and a mailbox under `.invalid`
 * (RFC 2606: never delivered).
 */
export const seedTravellers: readonly SeedTraveller[] = [
  { handle: 'EmmaCollins', name: 'Emma Collins', language: 'en' },
  { handle: 'LukasBerger', name: 'Lukas Berger', language: 'en' },
  { handle: 'PriyaRaman', name: 'Priya Raman', language: 'en' },
  { handle: 'TomWhitfield', name: 'Tom Whitfield', language: 'en' },
  { handle: 'ClaireDubois', name: 'Claire Dubois', language: 'en' },
  { handle: 'DanielOkafor', name: 'Daniel Okafor', language: 'en' },
  { handle: 'HannahSchmidt', name: 'Hannah Schmidt', language: 'en' },
  { handle: 'MarcoBellini', name: 'Marco Bellini', language: 'en' },
  { handle: 'MariamAdelSeed', name: 'مريم عادل', language: 'ar' },
  { handle: 'KarimMostafa', name: 'كريم مصطفى', language: 'ar' },
  { handle: 'NourElSayed', name: 'نور السيد', language: 'ar' },
  { handle: 'YoussefHamdy', name: 'يوسف حمدي', language: 'ar' },
  { handle: 'SalmaFarouk', name: 'سلمى فاروق', language: 'ar' },
  { handle: 'OmarTarek', name: 'عمر طارق', language: 'ar' },
  { handle: 'HanaIbrahim', name: 'هنا إبراهيم', language: 'ar' },
  { handle: 'AhmedNabil', name: 'أحمد نبيل', language: 'ar' },
];

export const travellerEmail = (traveller: SeedTraveller): string => `${traveller.handle.toLowerCase()}@travellers.rihla.invalid`;

export interface ReviewText {
  readonly rating: number;
  readonly language: Language;
  readonly text: string;
}

type ReviewGroup = 'sights' | 'sea' | 'wild' | 'river';

const GROUP_OF: Record<CategorySlug, ReviewGroup> = {
  heritage: 'sights',
  museums: 'sights',
  cities: 'sights',
  beaches: 'sea',
  diving: 'sea',
  desert: 'wild',
  mountains: 'wild',
  'nile-cruises': 'river',
};

const en = (rating: number, text: string): ReviewText => ({ rating, language: 'en', text });
const ar = (rating: number, text: string): ReviewText => ({ rating, language: 'ar', text });

/** What travellers wrote, by kind of tour; alternating languages so every tour with two or more has both. */
const TOUR_TEXTS: Record<ReviewGroup, readonly ReviewText[]> = {
  sights: [
    en(5, 'Our guide knew every cartouche and told the stories behind them without ever rushing us. Worth every pound.'),
    ar(5, 'المرشد كان رائعًا ويعرف تفاصيل كل نقش، والتنظيم كان دقيقًا من أول لحظة حتى العودة إلى الفندق.'),
    en(4, 'A full, well-paced day. The pickup was ten minutes late, but the sites and the explanations made up for it.'),
    ar(4, 'تجربة جميلة جدًا ومعلومات قيّمة، لكن وقت الغداء كان أطول من اللازم وتمنّيت وقتًا أكثر داخل المعبد.'),
    en(3, 'Interesting places, but the group was large and it was hard to hear the guide at the busiest spots.'),
    ar(5, 'رحلة لا تُنسى مع الأولاد، والمرشد بسّط التاريخ بطريقة ممتعة حتى للصغار.'),
    en(4, 'Good value. Bring water and a hat: there is more walking in the sun than the description suggests.'),
    ar(3, 'الأماكن مبهرة، لكن السيارة لم تكن مكيّفة جيدًا في طريق العودة.'),
  ],
  sea: [
    en(5, 'Clear water, calm crew and a guide who checked on the nervous swimmers all day. The reef was spectacular.'),
    ar(5, 'الطاقم محترف جدًا واهتم بالسلامة، والشعاب المرجانية أجمل مما توقعت. سأكررها بالتأكيد.'),
    en(4, 'Lovely day on the boat and good equipment. The sea was choppy on the way back, so take something for seasickness.'),
    ar(4, 'يوم ممتع والغداء على المركب كان لذيذًا، لكن المركب كان مزدحمًا قليلًا.'),
    en(3, 'The snorkelling spots were beautiful but we spent a long time waiting at the marina before leaving.'),
    ar(5, 'أول تجربة لي في الغوص وكان المدرب صبورًا جدًا، شعرت بالأمان طوال الوقت.'),
    en(4, 'Well organised and the masks actually fitted. Lunch was simple but fresh.'),
    ar(2, 'المكان جميل لكن التأخير كان كبيرًا ولم نزر إلا موقعًا واحدًا من الموقعين.'),
  ],
  wild: [
    en(5, 'The silence of the desert at night and a sky full of stars. Our Bedouin hosts cooked a wonderful dinner by the fire.'),
    ar(5, 'تجربة ساحرة، والسائق كان ماهرًا في الرمال، والنوم تحت النجوم شيء لا يوصف.'),
    en(4, 'Stunning landscapes and a knowledgeable driver. The camp was basic, which is part of the charm, but bring a warm layer.'),
    ar(4, 'الطبيعة مذهلة والمرشد البدوي لطيف جدًا، لكن الطريق طويل ومرهق بعض الشيء.'),
    en(3, 'Beautiful scenery, but the schedule was loose and we reached the viewpoint after the best light had gone.'),
    ar(5, 'من أجمل الرحلات التي قمت بها في مصر، والتنظيم والأكل والصحبة كلها ممتازة.'),
    en(4, 'Hard going in places but the guide set a sensible pace and the views from the top were unforgettable.'),
    ar(3, 'التجربة جيدة عمومًا، لكن المخيم كان باردًا ليلًا ولم تكفِ الأغطية.'),
  ],
  river: [
    en(5, 'Sailing past villages and temples at river pace is the way to see Egypt. The crew looked after us beautifully.'),
    ar(5, 'الرحلة النيلية كانت حلمًا، والطاقم ودود والطعام شهي، والغروب على النيل لا يُنسى.'),
    en(4, 'Comfortable cabin and excellent guiding at the temples. Some early starts, but they beat the crowds.'),
    ar(4, 'تجربة هادئة وجميلة، لكن الرياح كانت ضعيفة فاعتمدنا على القاطرة أكثر مما توقعت.'),
    en(5, 'The Nubian hosts were so welcoming, and the food on board was the best we had on the whole trip.'),
    ar(3, 'المناظر رائعة، لكن الكابينة كانت صغيرة والتكييف ضعيف في الظهيرة.'),
  ],
};

/** What travellers wrote about the operators. */
const COMPANY_TEXTS: readonly ReviewText[] = [
  en(5, 'Quick answers on WhatsApp before the trip and everything happened exactly as they said it would.'),
  ar(5, 'شركة محترمة جدًا، ردّوا على كل أسئلتي بسرعة والتزموا بكل ما اتفقنا عليه.'),
  en(4, 'Friendly, reliable team. The booking was easy; the meeting point could have been explained more clearly.'),
  ar(4, 'تعامل راقٍ وأسعار مناسبة، لكن تأخّر تأكيد الحجز يومًا كاملًا.'),
  en(5, 'Second trip with them and just as good as the first. Guides who clearly love their work.'),
  ar(3, 'الرحلة كانت جيدة، لكن التواصل قبل الموعد كان ضعيفًا واضطررت للاتصال أكثر من مرة.'),
  en(3, 'The tour itself was fine, but they changed the pickup time the evening before.'),
  ar(5, 'أنصح بهم بشدة، المرشدون على درجة عالية من الثقافة والأمانة.'),
  en(4, 'Good operator, fair prices and honest about what was and was not included.'),
  ar(4, 'تنظيم ممتاز ومواعيد دقيقة، وأتمنى أن يضيفوا رحلات أكثر في الشتاء.'),
];

/** Tours (1-based seed positions) that have no review yet and read "New". */
const UNREVIEWED_TOURS: ReadonlySet<number> = new Set([16, 18, 19, 26, 28, 33, 38, 41, 45]);
/** Companies with no review yet. */
const UNREVIEWED_COMPANIES: ReadonlySet<CompanyKey> = new Set(['deep-south', 'tarabin-camps']);

export interface SeedReview {
  /** Index into seedTravellers. */
  readonly traveller: number;
  readonly rating: number;
  readonly language: Language;
  readonly text: string;
  /** Days before the seed runs. */
  readonly daysAgo: number;
}

const writersOf = (language: Language): number[] =>
  seedTravellers.flatMap((traveller, index) => (traveller.language === language ? [index] : []));
const WRITERS: Record<Language, number[]> = { en: writersOf('en'), ar: writersOf('ar') };

function pick(texts: readonly ReviewText[], position: number, count: number): SeedReview[] {
  const reviews: SeedReview[] = [];
  for (let j = 0; j < count; j += 1) {
    const text = texts[(position * 3 + j) % texts.length] as ReviewText;
    const writers = WRITERS[text.language];
    // Distinct within one subject: j differs, and fewer reviews than writers of one language.
    reviews.push({
      traveller: writers[(position * 3 + j) % writers.length] as number,
      rating: text.rating,
      language: text.language,
      text: text.text,
      daysAgo: 9 + ((position * 37 + j * 53) % 380),
    });
  }
  return reviews;
}

/** A tour's seeded reviews by its 1-based position and category: none, or one to four. */
export function seedTourReviews(position: number, category: CategorySlug): SeedReview[] {
  if (UNREVIEWED_TOURS.has(position)) return [];
  return pick(TOUR_TEXTS[GROUP_OF[category]], position, 1 + ((position * 7) % 4));
}

/** A company's seeded reviews by its 1-based position: none, or two to five. */
export function seedCompanyReviews(position: number, key: CompanyKey): SeedReview[] {
  if (UNREVIEWED_COMPANIES.has(key)) return [];
  return pick(COMPANY_TEXTS, position, 2 + ((position * 5) % 4));
}
