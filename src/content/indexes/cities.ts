import type { GuideIndex } from '../types';

/**
 * The cities index (spec, booking §2 "Cities index (/cities)" and §3 city record): six cards, each with
 * name, description, image, highlights and bestFor, leading to /cairo, /luxor, /aswan, /alexandria,
 * /sharm and /hurghada (their pages: src/content/places.ts).
 */
export const cities: GuideIndex = {
  id: 'cities',
  route: '/cities',
  title: { en: 'Cities of Egypt', ar: 'مدن مصر' },
  intro: {
    en: 'Six cities, from the capital on the Nile to the resorts of the Red Sea: what each is known for, and who it suits best.',
    ar: 'ست مدن، من العاصمة على ضفاف النيل إلى منتجعات البحر الأحمر: بمَ تشتهر كل مدينة، ولمن تناسب أكثر.',
  },
  linkLabel: 'explore',
  cards: [
    {
      id: 'cairo',
      name: { en: 'Cairo', ar: 'القاهرة' },
      description: {
        en: "Egypt's capital on the Nile, where Fatimid gates, Mamluk mosques and the Egyptian Museum stand a short drive from the Pyramids of Giza.",
        ar: 'عاصمة مصر على ضفاف النيل، حيث تقف البوابات الفاطمية والمساجد المملوكية والمتحف المصري على مسافة قصيرة بالسيارة من أهرامات الجيزة.',
      },
      image: '/images/guide/city-cairo.svg',
      route: '/cairo',
      highlights: [
        { en: 'Al-Moez Street and Khan el-Khalili', ar: 'شارع المعز وخان الخليلي' },
        { en: "Saladin's Citadel", ar: 'قلعة صلاح الدين' },
        { en: 'The Egyptian Museum in Tahrir', ar: 'المتحف المصري بالتحرير' },
        { en: 'Coptic Cairo', ar: 'مصر القديمة' },
      ],
      bestFor: { en: 'History, museums and city life', ar: 'التاريخ والمتاحف وحياة المدينة' },
    },
    {
      id: 'luxor',
      name: { en: 'Luxor', ar: 'الأقصر' },
      description: {
        en: 'Ancient Thebes, capital of the pharaohs of the New Kingdom: great temples on the east bank of the Nile and royal tombs on the west.',
        ar: 'طيبة القديمة، عاصمة فراعنة الدولة الحديثة: معابد عظيمة على البر الشرقي للنيل ومقابر ملكية على البر الغربي.',
      },
      image: '/images/guide/city-luxor.svg',
      route: '/luxor',
      highlights: [
        { en: 'Karnak Temple', ar: 'معبد الكرنك' },
        { en: 'Luxor Temple by night', ar: 'معبد الأقصر ليلًا' },
        { en: 'The Valley of the Kings', ar: 'وادي الملوك' },
        { en: 'A sunrise balloon over the West Bank', ar: 'منطاد عند الشروق فوق البر الغربي' },
      ],
      bestFor: { en: 'Temples, tombs and ancient history', ar: 'المعابد والمقابر والتاريخ القديم' },
    },
    {
      id: 'aswan',
      name: { en: 'Aswan', ar: 'أسوان' },
      description: {
        en: 'Egypt\'s southern city at the First Cataract, where granite islands split the Nile, feluccas sail at sunset and Nubian villages line the west bank.',
        ar: 'مدينة مصر الجنوبية عند الشلال الأول، حيث تشق الجزر الجرانيتية مجرى النيل، وتبحر الفلوكات عند الغروب، وتصطف القرى النوبية على البر الغربي.',
      },
      image: '/images/guide/city-aswan.svg',
      route: '/aswan',
      highlights: [
        { en: 'Philae Temple', ar: 'معبد فيلة' },
        { en: 'A felucca around Elephantine Island', ar: 'نزهة بالفلوكة حول جزيرة إلفنتين' },
        { en: 'Nubian villages and the Nubian Museum', ar: 'القرى النوبية ومتحف النوبة' },
        { en: 'Abu Simbel at sunrise', ar: 'أبو سمبل عند الشروق' },
      ],
      bestFor: { en: 'Slow days on the Nile and Nubian culture', ar: 'أيام هادئة على النيل والثقافة النوبية' },
    },
    {
      id: 'alexandria',
      name: { en: 'Alexandria', ar: 'الإسكندرية' },
      description: {
        en: "Founded by Alexander the Great in 331 BC, Egypt's second city stretches for miles along the Mediterranean, with Greco-Roman ruins, old cafés and fish fresh from the sea.",
        ar: 'أسسها الإسكندر الأكبر عام ٣٣١ قبل الميلاد، وتمتد ثانية مدن مصر لمسافات طويلة على البحر المتوسط، بآثارها اليونانية الرومانية ومقاهيها العريقة وأسماكها الطازجة.',
      },
      image: '/images/guide/city-alexandria.svg',
      route: '/alexandria',
      highlights: [
        { en: 'The Citadel of Qaitbay', ar: 'قلعة قايتباي' },
        { en: 'The Bibliotheca Alexandrina', ar: 'مكتبة الإسكندرية' },
        { en: 'The Catacombs of Kom el-Shoqafa', ar: 'مقابر كوم الشقافة' },
        { en: 'Seafood on the Corniche', ar: 'المأكولات البحرية على الكورنيش' },
      ],
      bestFor: { en: 'Sea air, seafood and Greco-Roman history', ar: 'نسيم البحر والمأكولات البحرية والتاريخ اليوناني الروماني' },
    },
    {
      id: 'sharm',
      name: { en: 'Sharm El Sheikh', ar: 'شرم الشيخ' },
      description: {
        en: "A resort town at the southern tip of Sinai, where desert mountains meet some of the Red Sea's richest coral reefs.",
        ar: 'مدينة منتجعات عند الطرف الجنوبي لسيناء، حيث تلتقي الجبال الصحراوية بأغنى الشعاب المرجانية في البحر الأحمر.',
      },
      image: '/images/guide/city-sharm.svg',
      route: '/sharm',
      highlights: [
        { en: 'Ras Mohammed National Park', ar: 'محمية رأس محمد' },
        { en: 'The reefs of the Straits of Tiran', ar: 'شعاب مضيق تيران' },
        { en: 'Naama Bay', ar: 'خليج نعمة' },
        { en: 'The SS Thistlegorm wreck', ar: 'حطام السفينة ثيسلجورم' },
      ],
      bestFor: { en: 'Snorkelling, diving and resort holidays', ar: 'السنوركل والغوص وعطلات المنتجعات' },
    },
    {
      id: 'hurghada',
      name: { en: 'Hurghada', ar: 'الغردقة' },
      description: {
        en: "The Red Sea coast's first resort town, with long sandy beaches, a lively marina and boat trips to the islands offshore.",
        ar: 'أول مدن المنتجعات على ساحل البحر الأحمر، بشواطئها الرملية الطويلة ومرساها النابض بالحياة ورحلاتها البحرية إلى الجزر القريبة.',
      },
      image: '/images/guide/city-hurghada.svg',
      route: '/hurghada',
      highlights: [
        { en: 'Giftun Island', ar: 'جزيرة الجفتون' },
        { en: 'Orange Bay', ar: 'أورانج باي' },
        { en: 'A first scuba dive', ar: 'أول تجربة غوص' },
        { en: 'Hurghada Marina', ar: 'مرسى الغردقة' },
      ],
      bestFor: { en: 'Families, beaches and first dives', ar: 'العائلات والشواطئ وتجارب الغوص الأولى' },
    },
  ],
};
