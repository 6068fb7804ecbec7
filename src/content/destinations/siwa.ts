import type { DestinationGuide, PriceRange, Text } from '@/content/types';

/**
 * The Siwa page (spec, booking §2 "Siwa page", §3 static content records, §9 counts): the destination
 * layout with three activities ($80–120, $40–70, $30–50) whose Book now opens Rihla's own Siwa tours
 * (D238: the spec sent travellers to other marketplaces for trips Rihla sells), three restaurants
 * with external links, travel essentials, a gallery, 5 FAQ and a closing call to action linking
 * accommodation and tours. The call to action's links are Rihla's own listings with parameters those
 * screens really read: /companies?address=Siwa (company-filters.ts) and /tours?q=Siwa (tour-listing-query.ts).
 */

const t = (en: string, ar: string): Text => ({ en, ar });

const perPerson = t('per person', 'للفرد');
const usd = (amount: number, upTo: number): PriceRange => ({ currency: 'USD', amount, upTo, per: perPerson });

/** A Google Maps search: the places are real, their own sites are not all known to us. */
const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
/** Rihla's own Siwa tours: the listing's text filter (tour-listing-query.ts) matches the destination city. */
const SIWA_TOURS = '/tours?q=Siwa';

export const siwa: DestinationGuide = {
  id: 'siwa',
  route: '/siwa',
  title: t('Siwa Oasis', 'واحة سيوة'),
  tagline: t(
    'Palm groves, salt lakes and mud-brick towns at the edge of the Great Sand Sea',
    'بساتين النخيل والبحيرات المالحة والبلدات الطينية على حافة بحر الرمال الأعظم',
  ),
  heroImage: '/images/guide/siwa-sunset.svg',
  tags: [t('Oasis', 'واحة'), t('Desert', 'صحراء'), t('History', 'تاريخ'), t('Springs', 'عيون المياه')],
  about: {
    paragraphs: [
      t(
        "Siwa is Egypt's most remote oasis: a green depression in the Western Desert, below sea level, about 50 km from the Libyan border and some 300 km south-west of Marsa Matruh. Hundreds of thousands of date palms and olive trees grow around its springs and salt lakes.",
        'سيوة أبعد واحات مصر: منخفض أخضر في الصحراء الغربية يقع تحت مستوى سطح البحر، على بُعد نحو 50 كم من الحدود الليبية وقرابة 300 كم جنوب غرب مرسى مطروح. وحول عيونها وبحيراتها المالحة تنمو مئات الآلاف من أشجار النخيل والزيتون.',
      ),
      t(
        'The Siwans are Amazigh (Berber) people with their own language, Siwi, spoken beside Arabic. Their old town, Shali, built in the 13th century of kershef, a mud rich in salt, still rises over the centre of Siwa town; and in 331 BC Alexander the Great crossed the desert to consult the oracle of Amun at Aghurmi.',
        'السيويون أمازيغ لهم لغتهم الخاصة، السيوية، يتحدثونها إلى جانب العربية. ولا تزال بلدتهم القديمة شالي، التي بُنيت في القرن الثالث عشر من الكرشيف وهو طين غني بالملح، تعلو وسط مدينة سيوة؛ وفي عام 331 قبل الميلاد عبر الإسكندر الأكبر الصحراء ليستشير وحي آمون في أغورمي.',
      ),
      t(
        'Come for the quiet: cycle between palm gardens, swim in a spring, float in a salt pool, and watch the sun set over the lake from Fatnas island.',
        'تعالَ من أجل السكينة: تجوّل بالدراجة بين بساتين النخيل، واسبح في عين من عيونها، واطفُ فوق بركة ملح، وشاهد الغروب فوق البحيرة من جزيرة فطناس.',
      ),
    ],
    facts: [
      { label: t('Location', 'الموقع'), value: t('Western Desert, Matrouh Governorate', 'الصحراء الغربية، محافظة مطروح') },
      { label: t('Elevation', 'الارتفاع'), value: t('About 18 m below sea level', 'نحو 18 م تحت مستوى سطح البحر') },
      { label: t('Languages', 'اللغات'), value: t('Siwi and Arabic', 'السيوية والعربية') },
      { label: t('From Cairo', 'المسافة من القاهرة'), value: t('About 800 km by road', 'نحو 800 كم برًا') },
    ],
  },
  highlights: [
    {
      title: t('Shali fortress', 'قلعة شالي'),
      description: t(
        'The old mud-brick town in the middle of Siwa, abandoned after heavy rains in 1926 and now partly restored; climb to the top for the view over the palms, and come back at night when it is lit.',
        'البلدة الطينية القديمة في قلب سيوة، هجرها أهلها بعد أمطار غزيرة عام 1926 ورُمّم جزء منها اليوم؛ اصعد إلى قمتها لتطل على النخيل، وعُد ليلًا حين تُضاء.',
      ),
    },
    {
      title: t('Temple of the Oracle', 'معبد الوحي'),
      description: t(
        'The temple of Amun on the rock of Aghurmi, built in the 6th century BC, where Alexander the Great was greeted as the son of Amun.',
        'معبد آمون فوق صخرة أغورمي، شُيّد في القرن السادس قبل الميلاد، وفيه استُقبل الإسكندر الأكبر ابنًا لآمون.',
      ),
    },
    {
      title: t('Mountain of the Dead', 'جبل الموتى'),
      description: t(
        'Gebel al-Mawta, a hill honeycombed with tombs cut into the rock from the Late Period to Roman times; the painted tomb of Si-Amun is the finest.',
        'جبل الموتى، تلّ تتخلله مقابر منحوتة في الصخر من العصر المتأخر حتى العصر الروماني، وأجملها مقبرة سي آمون الملوّنة.',
      ),
    },
    {
      title: t("Cleopatra's Spring", 'عين كليوباترا'),
      description: t(
        'A round, stone-lined spring among the palms where clear water bubbles up, pleasantly mild all year; the most popular place for a swim.',
        'عين مستديرة مبطّنة بالحجر بين النخيل، يتدفق ماؤها صافيًا معتدل الحرارة طوال العام؛ وهي أشهر أماكن السباحة في الواحة.',
      ),
    },
    {
      title: t('Great Sand Sea', 'بحر الرمال الأعظم'),
      description: t(
        'The dunes begin just south of the oasis and run for hundreds of kilometres; the hot spring of Bir Wahed lies among them.',
        'تبدأ الكثبان جنوب الواحة مباشرةً وتمتد مئات الكيلومترات، وبينها تقع عين بئر واحد الساخنة.',
      ),
    },
    {
      title: t('Fatnas island', 'جزيرة فطناس'),
      description: t(
        'A palm-covered spit on the salt lake west of the town, the classic place to watch the sunset with a glass of tea.',
        'لسان مكسو بالنخيل في البحيرة المالحة غرب المدينة، وهو المكان المعتاد لمشاهدة الغروب مع كوب من الشاي.',
      ),
    },
  ],
  activities: [
    {
      title: t('Great Sand Sea 4x4 safari', 'سفاري بحر الرمال الأعظم بسيارات الدفع الرباعي'),
      description: t(
        'An afternoon in the dunes south of Siwa with a Siwan driver: dune driving, sandboarding, a dip in the hot spring of Bir Wahed and the sunset from the top of a dune. Your operator arranges the desert permit.',
        'فترة بعد الظهر بين الكثبان جنوب سيوة مع سائق سيوي: قيادة فوق الكثبان، وتزلج على الرمال، وغطسة في عين بئر واحد الساخنة، والغروب من أعلى كثيب. ويتولى منظم الرحلة استخراج تصريح الصحراء.',
      ),
      price: usd(80, 120),
      image: '/images/tours/dunes.svg',
      bookingLink: SIWA_TOURS,
    },
    {
      title: t("Cleopatra's Spring and the salt lakes", 'عين كليوباترا والبحيرات المالحة'),
      description: t(
        "A half day around the oasis: a swim at Cleopatra's Spring, then the turquoise salt pools by the lake, where the water holds you up like the Dead Sea, and the sunset at Fatnas island.",
        'نصف يوم في أرجاء الواحة: سباحة في عين كليوباترا، ثم برك الملح الفيروزية على ضفاف البحيرة حيث يحملك الماء كما في البحر الميت، ثم الغروب في جزيرة فطناس.',
      ),
      price: usd(40, 70),
      image: '/images/guide/siwa-salt-lake.svg',
      bookingLink: SIWA_TOURS,
    },
    {
      title: t('Shali, the Oracle and the Mountain of the Dead', 'شالي ومعبد الوحي وجبل الموتى'),
      description: t(
        "A guided morning through Siwa's history: the lanes of Shali fortress, the Temple of the Oracle at Aghurmi and the rock-cut tombs of Gebel al-Mawta, with the entrance tickets arranged by your guide.",
        'صباح بصحبة مرشد في تاريخ سيوة: أزقة قلعة شالي، ومعبد الوحي في أغورمي، والمقابر المنحوتة في جبل الموتى، ويتولى المرشد ترتيب تذاكر الدخول.',
      ),
      price: usd(30, 50),
      image: '/images/guide/siwa-mountain-of-the-dead.svg',
      bookingLink: SIWA_TOURS,
    },
  ],
  restaurants: [
    {
      name: t("Abdu's Restaurant", 'مطعم عبده'),
      description: t(
        'A Siwa institution on the market square, open from breakfast until late: Siwan dishes, couscous, grilled meat and pizza at fair prices.',
        'مطعم عريق في ميدان السوق، يفتح من الفطور حتى ساعة متأخرة: أطباق سيوية وكسكسي ولحوم مشوية وبيتزا بأسعار معقولة.',
      ),
      rating: 4.3,
      priceTier: 1,
      image: '/images/guide/siwa-dates.svg',
      link: mapSearch("Abdu's Restaurant Siwa"),
    },
    {
      name: t('Kenooz Siwa at Shali Lodge', 'كنوز سيوة في فندق شالي لودج'),
      description: t(
        'The rooftop restaurant of Shali Lodge, a mud-brick hotel among the palms: Siwan and Egyptian dishes made with dates and olive oil from the oasis.',
        'مطعم على سطح فندق شالي لودج، المبني بالطين بين النخيل: أطباق سيوية ومصرية تُحضَّر بتمور الواحة وزيت زيتونها.',
      ),
      rating: 4.5,
      priceTier: 2,
      image: '/images/tours/oasis.svg',
      link: mapSearch('Kenooz Siwa Shali Lodge'),
    },
    {
      name: t('Tanta Waa', 'تانتا وا'),
      description: t(
        'A café-restaurant at the foot of Shali fortress for fresh juice, mint tea and Egyptian and international dishes, with the old town lit up above you at night.',
        'مقهى ومطعم عند سفح قلعة شالي، للعصائر الطازجة والشاي بالنعناع والأطباق المصرية والعالمية، والبلدة القديمة مضاءة فوقك ليلًا.',
      ),
      rating: 4.2,
      priceTier: 2,
      image: '/images/tours/lanterns.svg',
      link: mapSearch('Tanta Waa Siwa'),
    },
  ],
  gallery: [
    {
      src: '/images/tours/oasis.svg',
      alt: t('Shali fortress rising above the palm groves of Siwa', 'قلعة شالي تعلو بساتين النخيل في سيوة'),
      caption: t('Shali, the old mud-brick town', 'شالي، البلدة الطينية القديمة'),
    },
    {
      src: '/images/guide/siwa-oracle.svg',
      alt: t('The ruined Temple of the Oracle on its rock at Aghurmi', 'أطلال معبد الوحي فوق صخرته في أغورمي'),
      caption: t('The Temple of the Oracle of Amun', 'معبد وحي آمون'),
    },
    {
      src: '/images/guide/siwa-mountain-of-the-dead.svg',
      alt: t('A hill with rows of rock-cut tombs', 'تلّ تصطف فيه المقابر المنحوتة في الصخر'),
      caption: t('The Mountain of the Dead', 'جبل الموتى'),
    },
    {
      src: '/images/guide/siwa-cleopatra-spring.svg',
      alt: t('A round stone pool of clear water among palm trees', 'بركة حجرية مستديرة من الماء الصافي بين النخيل'),
      caption: t("Cleopatra's Spring", 'عين كليوباترا'),
    },
    {
      src: '/images/guide/siwa-salt-lake.svg',
      alt: t('A swimmer floating in a turquoise salt pool with a white salt rim', 'سبّاح يطفو في بركة ملح فيروزية تحيط بها قشرة ملح بيضاء'),
      caption: t('Floating in a salt pool', 'الطفو في بركة ملح'),
    },
    {
      src: '/images/tours/dunes.svg',
      alt: t('Golden sand dunes under the afternoon sun', 'كثبان رملية ذهبية تحت شمس العصر'),
      caption: t('The Great Sand Sea', 'بحر الرمال الأعظم'),
    },
  ],
  travel: {
    title: t('Travel essentials', 'أساسيات السفر'),
    options: [
      {
        mode: t('Bus from Cairo or Alexandria', 'الحافلة من القاهرة أو الإسكندرية'),
        details: t(
          'West & Mid Delta buses run to Siwa from Cairo, usually overnight in about 10–12 hours, and from Alexandria in about 8 hours. Book a day or two ahead.',
          'تسيّر شركة غرب ووسط الدلتا حافلات إلى سيوة من القاهرة، غالبًا ليلًا في نحو 10 إلى 12 ساعة، ومن الإسكندرية في نحو 8 ساعات. احجز قبلها بيوم أو يومين.',
        ),
      },
      {
        mode: t('From Marsa Matruh', 'من مرسى مطروح'),
        details: t(
          'About 300 km, some 4 hours by bus or microbus across the desert. Marsa Matruh itself is reached by bus from Cairo and Alexandria, and by train or plane in summer.',
          'نحو 300 كم، أي قرابة 4 ساعات بالحافلة أو الميكروباص عبر الصحراء. ويمكن الوصول إلى مرسى مطروح نفسها بالحافلة من القاهرة والإسكندرية، وبالقطار أو الطائرة في الصيف.',
        ),
      },
      {
        mode: t('By car', 'بالسيارة'),
        details: t(
          'About 800 km from Cairo, 9–10 hours, by the coast road through El Alamein and Marsa Matruh. Fill the tank in Marsa Matruh: fuel stations are few on the desert road.',
          'نحو 800 كم من القاهرة، أي 9 إلى 10 ساعات، عبر الطريق الساحلي مرورًا بالعلمين ومرسى مطروح. املأ خزان الوقود في مرسى مطروح، فمحطات الوقود قليلة على الطريق الصحراوي.',
        ),
      },
      {
        mode: t('Getting around', 'التنقل داخل الواحة'),
        details: t(
          'The town is small and flat: hire a bicycle, or take a tuk-tuk or a donkey cart to the springs and sights nearby. For the dunes you need a 4x4 with a licensed driver.',
          'المدينة صغيرة ومستوية: استأجر دراجة، أو استقل توك توك أو عربة يجرها حمار إلى العيون والمعالم القريبة. أما الكثبان فتحتاج إلى سيارة دفع رباعي مع سائق مرخّص.',
        ),
      },
    ],
    tips: [
      t(
        'Desert permits: trips into the Great Sand Sea and other areas beyond the oasis need a permit. Licensed operators arrange it with a copy of your passport, usually a day ahead. Carry your passport for the checkpoints on the road from Marsa Matruh.',
        'تصاريح الصحراء: الرحلات إلى بحر الرمال الأعظم وغيره من المناطق خارج الواحة تحتاج إلى تصريح، يستخرجه المنظمون المرخّصون بنسخة من جواز سفرك، عادةً قبل يوم. واحمل جواز سفرك لنقاط التفتيش على الطريق من مرسى مطروح.',
      ),
      t(
        'Cash and ATMs: Siwa town has only a few ATMs, and they can run dry at weekends and on holidays. Bring enough Egyptian pounds in cash; cards are taken in few places beyond the larger hotels.',
        'النقد وماكينات الصرف: في مدينة سيوة عدد قليل من ماكينات الصرف الآلي، وقد ينفد ما فيها في عطلات نهاية الأسبوع والأعياد. احمل ما يكفيك من الجنيهات المصرية نقدًا، فالبطاقات لا تُقبل إلا في أماكن قليلة غير الفنادق الكبيرة.',
      ),
      t(
        'Clothing: Siwa is conservative. Cover shoulders and knees in town, swim in a T-shirt and shorts or leggings at the public springs, and bring a warm layer for desert nights.',
        'الملابس: سيوة مجتمع محافظ. غطِّ كتفيك وركبتيك في المدينة، واسبح بقميص وسروال قصير أو طويل في العيون العامة، واحمل ملابس دافئة لليالي الصحراء.',
      ),
      t(
        'Best season: October to April, with warm days and cool nights. From June to August it is often above 40 °C. The Siyaha festival on Gebel Dakrour is held around the October full moon.',
        'أفضل موسم: من أكتوبر إلى أبريل، بأيام دافئة وليالٍ باردة. ومن يونيو إلى أغسطس كثيرًا ما تتجاوز الحرارة 40 درجة مئوية. ويُقام عيد السياحة على جبل الدكرور في أيام اكتمال القمر في أكتوبر.',
      ),
    ],
  },
  faq: [
    {
      question: t('When is the best time to visit Siwa?', 'ما أفضل وقت لزيارة سيوة؟'),
      answer: t(
        'October to April. Days are warm and nights cool, and in winter they can be near freezing in the desert. Summer is very hot, often above 40 °C, so plan swims for the morning and sights for the late afternoon.',
        'من أكتوبر إلى أبريل. الأيام دافئة والليالي باردة، وقد تقترب في الشتاء من درجة التجمد في الصحراء. أما الصيف فشديد الحرارة وكثيرًا ما تتجاوز فيه الحرارة 40 درجة مئوية، فاجعل السباحة صباحًا وزيارة المعالم في آخر النهار.',
      ),
    },
    {
      question: t('How do I get to Siwa?', 'كيف أصل إلى سيوة؟'),
      answer: t(
        'By bus from Cairo (about 10–12 hours, usually overnight) or Alexandria (about 8 hours), or from Marsa Matruh, about 300 km away, by bus or microbus in some 4 hours. By car it is about 800 km from Cairo through Marsa Matruh.',
        'بالحافلة من القاهرة (نحو 10 إلى 12 ساعة، غالبًا ليلًا) أو من الإسكندرية (نحو 8 ساعات)، أو من مرسى مطروح التي تبعد نحو 300 كم بالحافلة أو الميكروباص في قرابة 4 ساعات. وبالسيارة تبعد نحو 800 كم عن القاهرة مرورًا بمرسى مطروح.',
      ),
    },
    {
      question: t('Do I need a permit?', 'هل أحتاج إلى تصريح؟'),
      answer: t(
        'Not for the oasis itself. Trips into the Great Sand Sea and the desert beyond need a permit, which a licensed operator arranges for you with a copy of your passport, usually the day before.',
        'لا تحتاج إليه لزيارة الواحة نفسها. أما الرحلات إلى بحر الرمال الأعظم والصحراء خارج الواحة فتحتاج إلى تصريح يستخرجه لك منظم مرخّص بنسخة من جواز سفرك، عادةً قبل الرحلة بيوم.',
      ),
    },
    {
      question: t('Can I swim in the springs and salt lakes?', 'هل يمكنني السباحة في العيون والبحيرات المالحة؟'),
      answer: t(
        "Yes: Cleopatra's Spring, the hot spring of Bir Wahed and the salt pools are all open to swimmers. Wear modest swimwear or a T-shirt and shorts, keep the salty water away from your eyes, and rinse off with fresh water afterwards.",
        'نعم: عين كليوباترا وعين بئر واحد الساخنة وبرك الملح كلها متاحة للسباحة. ارتدِ ملابس سباحة محتشمة أو قميصًا وسروالًا قصيرًا، وأبعد الماء المالح عن عينيك، واغتسل بالماء العذب بعدها.',
      ),
    },
    {
      question: t('How many days do I need?', 'كم يومًا أحتاج؟'),
      answer: t(
        'Three or four: a day for Shali, the Temple of the Oracle and the Mountain of the Dead, a day for the springs and salt lakes, and an afternoon and evening in the Great Sand Sea, with time left to cycle through the palm groves.',
        'ثلاثة أيام أو أربعة: يوم لشالي ومعبد الوحي وجبل الموتى، ويوم للعيون والبحيرات المالحة، وفترة بعد الظهر ومساء في بحر الرمال الأعظم، مع وقت يتبقى للتجول بالدراجة بين بساتين النخيل.',
      ),
    },
  ],
  callToAction: {
    title: t('Plan your Siwa trip', 'خطّط لرحلتك إلى سيوة'),
    text: t(
      'Find a place to stay and a desert crew with our partner companies in Siwa, and book a tour of the oasis and the Great Sand Sea.',
      'اعثر على مكان للإقامة وفريق للرحلات الصحراوية لدى شركائنا في سيوة، واحجز جولة في الواحة وبحر الرمال الأعظم.',
    ),
    links: [
      { label: t('Stays and partner companies in Siwa', 'الإقامة والشركات الشريكة في سيوة'), to: '/companies?address=Siwa' },
      { label: t('Tours to Siwa', 'الرحلات إلى سيوة'), to: SIWA_TOURS },
    ],
  },
};
