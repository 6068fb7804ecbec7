import type { GuideIndex } from '../types';

/**
 * The museums index (spec, booking §2 "Museums index (/museums)" and §3 museum record): six cards, each
 * with name, location, description, image, highlights and bestFor, leading to the museum pages
 * (src/content/places.ts).
 */
export const museums: GuideIndex = {
  id: 'museums',
  route: '/museums',
  title: { en: 'Museums of Egypt', ar: 'متاحف مصر' },
  intro: {
    en: "Six museums that hold Egypt's story, from the first pharaohs to Nubia, Alexandria and the early Church.",
    ar: 'ستة متاحف تحفظ حكاية مصر، من الفراعنة الأوائل إلى النوبة والإسكندرية والكنيسة الأولى.',
  },
  linkLabel: 'explore',
  cards: [
    {
      id: 'egyptian-museum',
      name: { en: 'Egyptian Museum', ar: 'المتحف المصري' },
      location: { en: 'Tahrir Square, Cairo', ar: 'ميدان التحرير، القاهرة' },
      description: {
        en: 'The pink building on Tahrir Square has held the treasures of ancient Egypt since 1902, and it still shows many of the best-known masterpieces of Egyptian art.',
        ar: 'يحفظ المبنى الوردي في ميدان التحرير كنوز مصر القديمة منذ عام ١٩٠٢، ولا يزال يعرض كثيرًا من أشهر روائع الفن المصري.',
      },
      image: '/images/guide/museum-egyptian.svg',
      route: '/egyptian-museum',
      highlights: [
        { en: 'The Narmer Palette', ar: 'صلاية نارمر' },
        { en: 'The statues of Rahotep and Nofret', ar: 'تمثالا رع حتب ونفرت' },
        { en: 'The treasures of Yuya and Tjuyu', ar: 'كنوز يويا وتويا' },
      ],
      bestFor: { en: 'The classics of Egyptian art in a historic building', ar: 'روائع الفن المصري في مبنى تاريخي' },
    },
    {
      id: 'grand-egyptian-museum',
      name: { en: 'Grand Egyptian Museum', ar: 'المتحف المصري الكبير' },
      location: { en: 'Giza, beside the Pyramids', ar: 'الجيزة، بجوار الأهرامات' },
      description: {
        en: 'The largest museum in the world devoted to a single civilisation, on the edge of the Giza plateau, where the complete treasure of Tutankhamun is shown together.',
        ar: 'أكبر متحف في العالم مخصص لحضارة واحدة، على حافة هضبة الجيزة، وفيه تُعرض كنوز توت عنخ آمون كاملة معًا.',
      },
      image: '/images/guide/museum-grand-egyptian.svg',
      route: '/grand-egyptian-museum',
      highlights: [
        { en: 'The Tutankhamun galleries', ar: 'قاعات توت عنخ آمون' },
        { en: 'The colossal statue of Ramesses II', ar: 'تمثال رمسيس الثاني الضخم' },
        { en: 'The Grand Staircase', ar: 'الدرج العظيم' },
      ],
      bestFor: { en: 'Tutankhamun and a full day of Egyptology', ar: 'توت عنخ آمون ويوم كامل من علم المصريات' },
    },
    {
      id: 'nubian-museum',
      name: { en: 'Nubian Museum', ar: 'متحف النوبة' },
      location: { en: 'Aswan', ar: 'أسوان' },
      description: {
        en: 'Designed by Mahmoud El-Hakim and winner of the Aga Khan Award for Architecture, it tells the story of Nubia and of the temples and villages saved from Lake Nasser.',
        ar: 'صممه محمود الحكيم وحاز جائزة الأغاخان للعمارة، ويروي قصة النوبة والمعابد والقرى التي أُنقذت من مياه بحيرة ناصر.',
      },
      image: '/images/guide/museum-nubian.svg',
      route: '/nubian-museum',
      highlights: [
        { en: 'Statues saved by the Nubia rescue campaign', ar: 'تماثيل أنقذتها حملة إنقاذ آثار النوبة' },
        { en: 'A Nubian house rebuilt in the garden', ar: 'بيت نوبي أعيد بناؤه في الحديقة' },
        { en: 'Nubia from prehistory to today', ar: 'النوبة من عصور ما قبل التاريخ حتى اليوم' },
      ],
      bestFor: { en: 'Nubian history and culture', ar: 'التاريخ والثقافة النوبية' },
    },
    {
      id: 'alexandria-museum',
      name: { en: 'Alexandria National Museum', ar: 'متحف الإسكندرية القومي' },
      location: { en: 'Fouad Street, Alexandria', ar: 'طريق الحرية (شارع فؤاد)، الإسكندرية' },
      description: {
        en: "An Italianate palace that walks you through the city's history on three floors: pharaonic, Greco-Roman, then Coptic and Islamic, with finds raised from the sunken harbour.",
        ar: 'قصر على الطراز الإيطالي يأخذك عبر تاريخ المدينة في ثلاثة طوابق: الفرعوني، ثم اليوناني الروماني، ثم القبطي والإسلامي، مع قطع انتُشلت من الميناء الغارق.',
      },
      image: '/images/guide/museum-alexandria.svg',
      route: '/alexandria-museum',
      highlights: [
        { en: 'Finds from the sunken city in the Eastern Harbour', ar: 'قطع من المدينة الغارقة في الميناء الشرقي' },
        { en: 'Greco-Roman sculpture', ar: 'المنحوتات اليونانية الرومانية' },
        { en: 'The palace itself', ar: 'القصر نفسه' },
      ],
      bestFor: { en: "Alexandria's history in one visit", ar: 'تاريخ الإسكندرية في زيارة واحدة' },
    },
    {
      id: 'luxor-museum',
      name: { en: 'Luxor Museum', ar: 'متحف الأقصر' },
      location: { en: 'Corniche El Nil, Luxor', ar: 'كورنيش النيل، الأقصر' },
      description: {
        en: 'A small museum on the Nile with few objects and every one a masterpiece, including the statues found buried in the court of Luxor Temple in 1989.',
        ar: 'متحف صغير على النيل، قطعه قليلة وكل واحدة منها تحفة، ومنها التماثيل التي عُثر عليها مدفونة في فناء معبد الأقصر عام ١٩٨٩.',
      },
      image: '/images/guide/museum-luxor.svg',
      route: '/luxor-museum',
      highlights: [
        { en: 'The Luxor Temple cache', ar: 'خبيئة معبد الأقصر' },
        { en: 'The royal mummies of Ahmose I and Ramesses I', ar: 'المومياوات الملكية لأحمس الأول ورمسيس الأول' },
        { en: 'Evening opening hours', ar: 'مواعيد زيارة مسائية' },
      ],
      bestFor: { en: 'A quiet evening with masterpieces', ar: 'أمسية هادئة بين الروائع' },
    },
    {
      id: 'coptic-museum',
      name: { en: 'Coptic Museum', ar: 'المتحف القبطي' },
      location: { en: 'Coptic Cairo, Old Cairo', ar: 'مصر القديمة، القاهرة' },
      description: {
        en: "Founded in 1910 inside the walls of the Roman fortress of Babylon, beside the Hanging Church, it holds the world's largest collection of Coptic Christian art.",
        ar: 'أُسس عام ١٩١٠ داخل أسوار حصن بابليون الروماني بجوار الكنيسة المعلقة، ويضم أكبر مجموعة في العالم من الفن القبطي المسيحي.',
      },
      image: '/images/guide/museum-coptic.svg',
      route: '/coptic-museum',
      highlights: [
        { en: 'The Nag Hammadi codices', ar: 'مخطوطات نجع حمادي' },
        { en: 'Carved wood, icons and textiles', ar: 'الأخشاب المنحوتة والأيقونات والمنسوجات' },
        { en: 'The Hanging Church next door', ar: 'الكنيسة المعلقة المجاورة' },
      ],
      bestFor: { en: 'Early Christian art and Old Cairo', ar: 'الفن المسيحي المبكر ومصر القديمة' },
    },
  ],
};
