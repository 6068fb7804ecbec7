/**
 * The guide facts the assistant may quote (issue 7, "The assistant engine"), copied exactly from the
 * static guide pages in booking-payment-guide.md §2 (Pyramids, Luxor Temple, Nuweiba, Siwa) and the
 * booking rules of §2 (Book Your Trip, Payment) and §9. Nothing here is invented: where the spec gives
 * no figure (Siwa's activity names, Luxor Temple's season months) the assistant does not give one either.
 */
import type { Language } from '../catalogue';

type Text = Record<Language, string>;
const t = (en: string, ar: string): Text => ({ en, ar });

export type GuideSite = 'pyramids' | 'luxorTemple' | 'nuweiba' | 'siwa';
export type GuideAspect = 'tickets' | 'hours' | 'activities' | 'about' | 'visa' | 'ferry';

export interface SiteFacts {
  name: Text;
  /** What each aspect says; an aspect the spec does not cover for a site is absent. */
  facts: Partial<Record<GuideAspect, Text>>;
  /** What the site's overview answer shows when no aspect was asked, in this order. */
  overview: readonly GuideAspect[];
}

/** booking-payment-guide §2, Pyramids page: Khufu facts, tickets, hours, activities. */
const pyramids: SiteFacts = {
  name: t('the Pyramids of Giza', 'أهرامات الجيزة'),
  facts: {
    about: t(
      'The Great Pyramid of Khufu is 146.5 m high, built from 2.3 million blocks over 20 years.',
      'يبلغ ارتفاع الهرم الأكبر للملك خوفو 146.5 متر، وقد بُني من 2.3 مليون حجر على مدى 20 عامًا.',
    ),
    tickets: t(
      'Tickets for the Pyramids of Giza: General Admission EGP 30; Inside the Pyramid EGP 360 (at most 300 visitors a day); VIP EGP 1,200.',
      'تذاكر أهرامات الجيزة: الدخول العام 30 جنيهًا؛ دخول الهرم من الداخل 360 جنيهًا (بحد أقصى 300 زائر يوميًا)؛ تذكرة كبار الزوار 1,200 جنيه.',
    ),
    hours: t(
      'The Pyramids are open 8:00–17:00 in summer (April to September) and 8:00–16:00 in winter (October to March); last entry is one hour before closing.',
      'مواعيد زيارة الأهرامات: من 8:00 إلى 17:00 صيفًا (من أبريل إلى سبتمبر)، ومن 8:00 إلى 16:00 شتاءً (من أكتوبر إلى مارس)؛ وآخر دخول قبل الإغلاق بساعة.',
    ),
    activities: t(
      'At the Pyramids: camel rides about EGP 500 per hour, the sound and light show about EGP 150 per person, and photography tours about EGP 700 per session.',
      'في منطقة الأهرامات: ركوب الجمال بنحو 500 جنيه للساعة، وعرض الصوت والضوء بنحو 150 جنيهًا للفرد، وجولات التصوير بنحو 700 جنيه للجلسة.',
    ),
  },
  overview: ['about', 'tickets', 'hours'],
};

/**
 * booking-payment-guide §2, Luxor Temple page. The page's FAQ contradicts its ticket card (160/80/free
 * under 6 against 200/100); the spec says to keep both readings, so the ticket answer gives both.
 */
const luxorTemple: SiteFacts = {
  name: t('Luxor Temple', 'معبد الأقصر'),
  facts: {
    tickets: t(
      "Tickets for Luxor Temple: General Admission EGP 200; Luxor Pass USD 100 (5 consecutive days); Student Ticket EGP 100. The temple's FAQ gives another reading: EGP 160 for adults, EGP 80 for students and free under 6.",
      'تذاكر معبد الأقصر: الدخول العام 200 جنيه؛ تصريح الأقصر 100 دولار (5 أيام متتالية)؛ تذكرة الطلاب 100 جنيه. وتذكر الأسئلة الشائعة للمعبد قراءة أخرى: 160 جنيهًا للكبار و80 جنيهًا للطلاب ومجانًا لمن هم دون 6 سنوات.',
    ),
    hours: t(
      'Luxor Temple is open 6:00–22:00 in summer and 6:00–21:00 in winter; last admission is 30 minutes before closing.',
      'مواعيد معبد الأقصر: من 6:00 إلى 22:00 صيفًا، ومن 6:00 إلى 21:00 شتاءً؛ وآخر دخول قبل الإغلاق بـ30 دقيقة.',
    ),
    activities: t(
      'At Luxor Temple: the sound and light show about EGP 250, photography from EGP 700, and a private tour from EGP 600.',
      'في معبد الأقصر: عرض الصوت والضوء بنحو 250 جنيهًا، والتصوير ابتداءً من 700 جنيه، والجولة الخاصة ابتداءً من 600 جنيه.',
    ),
  },
  overview: ['tickets', 'hours'],
};

/** booking-payment-guide §2, Nuweiba page: about, activities, ferry, visa tip. */
const nuweiba: SiteFacts = {
  name: t('Nuweiba', 'نويبع'),
  facts: {
    about: t(
      'Nuweiba, on the Gulf of Aqaba in Sinai, covers about 500 km² and has a population of about 10,000.',
      'تقع نويبع على خليج العقبة في سيناء، وتبلغ مساحتها نحو 500 كم² ويبلغ عدد سكانها نحو 10,000 نسمة.',
    ),
    visa: t(
      'Visa tip for Nuweiba: you can get a free 15-day visa that is limited to Sinai.',
      'نصيحة بخصوص التأشيرة في نويبع: يمكنك الحصول على تأشيرة مجانية لمدة 15 يومًا، صالحة داخل سيناء فقط.',
    ),
    ferry: t(
      'The ferry from Nuweiba to Aqaba takes 1 hour; arrive 2 hours early.',
      'تستغرق العبّارة من نويبع إلى العقبة ساعة واحدة؛ احرص على الوصول قبل موعدها بساعتين.',
    ),
    activities: t(
      "Nuweiba's three featured activities cost USD 50–80, USD 25–40 and USD 30–60 per person.",
      'تتراوح أسعار الأنشطة الثلاثة المميزة في نويبع بين 50–80 و25–40 و30–60 دولارًا.',
    ),
  },
  overview: ['about', 'visa', 'ferry'],
};

/** booking-payment-guide §2, Siwa page: activities with external booking links, restaurants. */
const siwa: SiteFacts = {
  name: t('Siwa Oasis', 'واحة سيوة'),
  facts: {
    activities: t(
      "Siwa Oasis's three featured activities cost USD 80–120, USD 40–70 and USD 30–50 per person, which also lists three restaurants and travel essentials.",
      'تتراوح أسعار الأنشطة الثلاثة المميزة في واحة سيوة بين 80–120 و40–70 و30–50 دولارًا، ولكل منها رابط حجز على صفحة سيوة لدينا، وتعرض الصفحة أيضًا ثلاثة مطاعم ومعلومات السفر الأساسية.',
    ),
  },
  overview: ['activities'],
};

export const GUIDE: Record<GuideSite, SiteFacts> = { pyramids, luxorTemple, nuweiba, siwa };

/** The Pyramids' season today (§2: summer April to September), for "open now?" style questions. */
export function pyramidsSeasonToday(month: number): Text {
  return month >= 4 && month <= 9
    ? t('Today it is summer time: 8:00–17:00.', 'نحن الآن في المواعيد الصيفية: من 8:00 إلى 17:00.')
    : t('Today it is winter time: 8:00–16:00.', 'نحن الآن في المواعيد الشتوية: من 8:00 إلى 16:00.');
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
