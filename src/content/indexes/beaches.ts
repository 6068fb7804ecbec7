import type { GuideIndex } from '../types';

/**
 * The beaches page (spec, booking §2 "Beaches page (/beaches)"): a muted video that plays by itself once
 * it is in view, and six cards. Sharm El Sheikh leads to /sharm-el-sheikh and Nuweiba to /nuweiba;
 * Dahab, Marsa Alam, North Coast and El Gouna have no route, so their cards are not links.
 */
export const beaches: GuideIndex = {
  id: 'beaches',
  route: '/beaches',
  title: { en: 'Beaches of Egypt', ar: 'شواطئ مصر' },
  intro: {
    en: 'Coral reefs a few strokes from the sand on the Red Sea, quiet Bedouin bays in Sinai and long white beaches on the Mediterranean.',
    ar: 'شعاب مرجانية على بعد خطوات من الرمال في البحر الأحمر، وخلجان بدوية هادئة في سيناء، وشواطئ بيضاء طويلة على البحر المتوسط.',
  },
  video: {
    src: '/images/guide/beaches.webm',
    poster: '/images/guide/beaches-poster.svg',
    title: { en: 'Waves on a Red Sea beach', ar: 'أمواج على شاطئ في البحر الأحمر' },
    mode: 'ambient',
  },
  linkLabel: 'explore',
  cards: [
    {
      id: 'sharm-el-sheikh',
      name: { en: 'Sharm El Sheikh', ar: 'شرم الشيخ' },
      description: {
        en: 'Calm bays and hotel beaches facing the reefs of Ras Mohammed and the Straits of Tiran, with boat trips leaving every morning.',
        ar: 'خلجان هادئة وشواطئ فنادق تطل على شعاب رأس محمد ومضيق تيران، ورحلات بحرية تنطلق كل صباح.',
      },
      image: '/images/guide/beach-sharm.svg',
      route: '/sharm-el-sheikh',
    },
    {
      id: 'nuweiba',
      name: { en: 'Nuweiba', ar: 'نويبع' },
      description: {
        en: 'Palm-shaded beach huts on the Gulf of Aqaba, with the mountains of Sinai behind you and the coast of Saudi Arabia across the water.',
        ar: 'أكواخ شاطئية يظللها النخيل على خليج العقبة، وجبال سيناء خلفك وساحل السعودية على الضفة المقابلة.',
      },
      image: '/images/guide/beach-nuweiba.svg',
      route: '/nuweiba',
    },
    {
      id: 'dahab',
      name: { en: 'Dahab', ar: 'دهب' },
      description: {
        en: 'A relaxed town of seafront cafés and reef walls you can snorkel straight from the shore, home of the Blue Hole.',
        ar: 'بلدة هادئة بمقاهيها على البحر وجدرانها المرجانية التي يمكنك استكشافها بالسنوركل مباشرة من الشاطئ، وفيها الثقب الأزرق.',
      },
      image: '/images/guide/beach-dahab.svg',
    },
    {
      id: 'marsa-alam',
      name: { en: 'Marsa Alam', ar: 'مرسى علم' },
      description: {
        en: 'Far down the Red Sea coast, quiet bays where sea turtles graze on seagrass and dolphins rest on the reefs.',
        ar: 'في أقصى جنوب ساحل البحر الأحمر، خلجان هادئة ترعى فيها السلاحف البحرية الأعشاب وتستريح الدلافين عند الشعاب.',
      },
      image: '/images/guide/beach-marsa-alam.svg',
    },
    {
      id: 'north-coast',
      name: { en: 'North Coast', ar: 'الساحل الشمالي' },
      description: {
        en: 'Fine white sand and turquoise water along the Mediterranean west of Alexandria, the summer escape of Cairo families.',
        ar: 'رمال بيضاء ناعمة ومياه فيروزية على البحر المتوسط غرب الإسكندرية، حيث تقضي العائلات القاهرية صيفها.',
      },
      image: '/images/guide/beach-north-coast.svg',
    },
    {
      id: 'el-gouna',
      name: { en: 'El Gouna', ar: 'الجونة' },
      description: {
        en: 'A lagoon town north of Hurghada built across islands and canals, known for kitesurfing and its marina.',
        ar: 'مدينة بحيرات شمال الغردقة مبنية على جزر وقنوات، تشتهر برياضة الكايت سيرف وبمرساها.',
      },
      image: '/images/guide/beach-el-gouna.svg',
    },
  ],
};
