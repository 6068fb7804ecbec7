import type { Dish, DestinationGuide, Money, PriceRange, Text } from '@/content/types';

/**
 * The Pyramids page (spec, booking §2 "Pyramids page (/pyramids)", §3 static content records, §9 counts):
 * hero; about with the Khufu facts (146.5 m, 2.3 million blocks, 20 years); the embedded video; tickets
 * (General Admission EGP 30, Inside the Pyramid EGP 360 with its cap of 300 visitors a day, VIP EGP 1200);
 * hours (summer April–September 8:00–17:00, winter October–March 8:00–16:00, last entry one hour before
 * closing); activities with their prices and external booking links; three dining cards with sample dish
 * prices in USD; a gallery of 6; how to get there (air, metro, car or taxi); location details; 8 FAQ.
 *
 * Ticket prices are the spec's, even where they differ from the ones at the gate today; a visitor note says
 * that prices change and the ticket office's price on the day applies.
 */

const t = (en: string, ar: string): Text => ({ en, ar });

const egp = (amount: number): Money => ({ currency: 'EGP', amount });
const usd = (amount: number): Money => ({ currency: 'USD', amount });
const dish = (en: string, ar: string, dollars: number): Dish => ({ name: t(en, ar), price: usd(dollars) });
const about = (amount: number, per: Text): PriceRange => ({ currency: 'EGP', amount, approx: true, per });

/** A Google Maps search: the places are real, their own sites are not all known to us. */
const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Egypt's official tourism site (Egyptian Tourism Authority): licensed operators and what to expect. */
const EXPERIENCE_EGYPT = 'https://www.experienceegypt.eg/';
/** The official sound and light shows (Giza, Karnak and others), with schedules and tickets. */
const SOUND_AND_LIGHT = 'https://www.soundandlight.show/';

export const pyramids: DestinationGuide = {
  id: 'pyramids',
  route: '/pyramids',
  title: t('The Pyramids of Giza', 'أهرامات الجيزة'),
  tagline: t(
    'The last standing wonder of the ancient world, on the edge of Cairo',
    'آخر ما بقي من عجائب الدنيا السبع القديمة، على أطراف القاهرة',
  ),
  heroImage: '/images/guide/pyramids-panorama.svg',
  about: {
    paragraphs: [
      t(
        'On the Giza Plateau, about 18 km south-west of downtown Cairo, stand the pyramids of three kings of the Fourth Dynasty: Khufu, his son Khafre and his grandson Menkaure. With them are the Great Sphinx, the valley temples and the small pyramids of the queens. Built some 4,500 years ago as royal tombs, they are the only one of the Seven Wonders of the Ancient World still standing.',
        'على هضبة الجيزة، على بُعد نحو 18 كيلومترًا جنوب غرب وسط القاهرة، تقف أهرامات ثلاثة من ملوك الأسرة الرابعة: خوفو وابنه خفرع وحفيده منكاورع، ومعها تمثال أبي الهول العظيم ومعابد الوادي وأهرامات الملكات الصغيرة. شُيّدت قبل نحو 4500 عام مقابرَ ملكية، وهي الوحيدة الباقية من عجائب الدنيا السبع القديمة.',
      ),
      t(
        "The Great Pyramid of Khufu is the largest of the three. When it was finished it rose 146.5 m high, and for almost 4,000 years nothing built by people was taller. About 2.3 million blocks of limestone and granite went into it, and it took about 20 years to build. Its smooth outer casing is gone, so it stands a little lower today, but its sides still face the four points of the compass almost exactly.",
        'الهرم الأكبر، هرم الملك خوفو، هو أكبر الأهرامات الثلاثة. بلغ ارتفاعه عند اكتماله 146.5 مترًا، وظلّ نحو 4000 عام أعلى بناء شيّده الإنسان. دخلت في بنائه نحو 2.3 مليون كتلة من الحجر الجيري والجرانيت، واستغرق بناؤه نحو 20 عامًا. وقد زال غلافه الخارجي الأملس فصار اليوم أقصر قليلًا، لكن أضلاعه ما زالت تتجه إلى الجهات الأصلية الأربع بدقة تكاد تكون تامة.',
      ),
      t(
        "A visit takes in the three pyramids, the panorama point where all nine pyramids line up, the Sphinx and Khafre's valley temple. With a separate ticket you can climb the narrow passages inside the Great Pyramid to the King's Chamber, and in the evening the sound and light show tells the story of the plateau.",
        'تشمل الزيارة الأهرامات الثلاثة، ونقطة البانوراما التي تصطف منها الأهرامات التسعة أمام العين، وأبا الهول ومعبد الوادي للملك خفرع. وبتذكرة منفصلة يمكنك أن تصعد عبر الممرات الضيقة داخل الهرم الأكبر حتى حجرة الملك، وفي المساء يروي عرض الصوت والضوء حكاية الهضبة.',
      ),
    ],
    facts: [
      {
        label: t('Height of the Great Pyramid', 'ارتفاع الهرم الأكبر'),
        value: t('146.5 m (its original height)', '146.5 متر (ارتفاعه الأصلي)'),
      },
      { label: t('Stone blocks', 'الكتل الحجرية'), value: t('About 2.3 million', 'نحو 2.3 مليون كتلة') },
      { label: t('Time to build', 'مدة البناء'), value: t('About 20 years', 'نحو 20 عامًا') },
      { label: t('Built', 'تاريخ البناء'), value: t('About 2560 BC, Fourth Dynasty', 'نحو عام 2560 قبل الميلاد، الأسرة الرابعة') },
      {
        label: t('World Heritage Site', 'موقع تراث عالمي'),
        value: t('Since 1979, with Memphis and its necropolis', 'منذ عام 1979، ضمن منف وجبّانتها'),
      },
    ],
  },
  video: {
    src: '/images/guide/pyramids.webm',
    poster: '/images/guide/pyramids-poster.svg',
    title: t('A short film of the Giza Plateau', 'فيلم قصير عن هضبة الجيزة'),
    mode: 'click',
  },
  tickets: [
    {
      name: t('General Admission', 'تذكرة الدخول العامة'),
      price: egp(30),
      note: t(
        'The plateau, the Sphinx and the outside of the pyramids',
        'الهضبة وأبو الهول والأهرامات من الخارج',
      ),
    },
    {
      name: t('Inside the Pyramid', 'الدخول إلى داخل الهرم'),
      price: egp(360),
      note: t(
        "The passages and the King's Chamber of the Great Pyramid; at most 300 visitors a day",
        'ممرات الهرم الأكبر وحجرة الملك؛ 300 زائر في اليوم بحد أقصى',
      ),
      dailyCap: 300,
    },
    { name: t('VIP', 'تذكرة كبار الزوار (VIP)'), price: egp(1200) },
  ],
  hours: {
    seasons: [
      { name: t('Summer', 'الصيف'), months: [4, 9], opens: '08:00', closes: '17:00' },
      { name: t('Winter', 'الشتاء'), months: [10, 3], opens: '08:00', closes: '16:00' },
    ],
    lastEntryMinutesBeforeClose: 60,
  },
  visitorNotes: [
    t(
      'Ticket prices change, sometimes more than once a year, and the price at the ticket office on the day of your visit is the one that applies.',
      'تتغير أسعار التذاكر، أحيانًا أكثر من مرة في العام، ويسري السعر المعلن في شباك التذاكر يوم زيارتك.',
    ),
    t(
      'Inside the Pyramid tickets can run out early on busy days: buy yours as soon as you arrive.',
      'قد تنفد تذاكر الدخول إلى داخل الهرم مبكرًا في أيام الزحام، فاشترِ تذكرتك فور وصولك.',
    ),
    t(
      'Ticket offices at the major sites often take bank cards only, so bring a card, and some cash for tips and rides.',
      'كثيرًا ما تقبل شبابيك التذاكر في المواقع الكبرى البطاقات البنكية وحدها، فاحمل بطاقتك، ومعها بعض النقود للبقشيش والجولات.',
    ),
    t(
      'Dish prices on the dining cards are approximate and shown in US dollars; most restaurants bill in Egyptian pounds.',
      'أسعار الأطباق في بطاقات المطاعم تقريبية ومعروضة بالدولار الأمريكي، وتحاسب معظم المطاعم بالجنيه المصري.',
    ),
  ],
  activities: [
    {
      title: t('Camel Rides', 'ركوب الجِمال'),
      description: t(
        'Ride a camel along the desert edge to the panorama point for the classic view of all nine pyramids. Choose a licensed handler, agree the price and the length of the ride before you get on, and pay at the end.',
        'اركب جملًا على طرف الصحراء حتى نقطة البانوراما لترى الأهرامات التسعة في مشهدها الشهير. اختر مرافقًا مرخّصًا، واتفق على السعر ومدة الجولة قبل الركوب، وادفع في نهايتها.',
      ),
      price: about(500, t('per hour', 'في الساعة')),
      image: '/images/guide/pyramids-camel.svg',
      bookingLink: EXPERIENCE_EGYPT,
    },
    {
      title: t('Sound and Light Show', 'عرض الصوت والضوء'),
      description: t(
        'After dark the pyramids and the Sphinx are lit in colour while the voice of the Sphinx tells the story of the pharaohs. The show lasts about an hour and runs every evening in several languages: check the schedule for yours, and bring a warm layer in winter.',
        'بعد حلول الظلام تُضاء الأهرامات وأبو الهول بالألوان، ويروي صوت أبي الهول حكاية الفراعنة. يستغرق العرض نحو ساعة ويُقدَّم كل مساء بعدة لغات، فراجع مواعيد العرض بلغتك، واحمل معك ملابس دافئة في الشتاء.',
      ),
      price: about(150, t('per person', 'للفرد')),
      image: '/images/guide/pyramids-night.svg',
      bookingLink: SOUND_AND_LIGHT,
    },
    {
      title: t('Photography Tours', 'جولات التصوير'),
      description: t(
        "A photographer-guide takes you to the best angles in the best light: sunrise or late afternoon at the panorama point, the Sphinx lined up with Khafre's pyramid, camel trains on the dunes. Tripods and professional cameras may need a permit, and drones are not allowed.",
        'يصحبك مرشد مصوّر إلى أفضل الزوايا في أجمل ضوء: الشروق أو العصر عند نقطة البانوراما، وأبو الهول على خط واحد مع هرم خفرع، وقوافل الجمال فوق الكثبان. قد تحتاج الحوامل والكاميرات الاحترافية إلى تصريح، والطائرات المسيّرة ممنوعة.',
      ),
      price: about(700, t('per session', 'للجلسة')),
      image: '/images/guide/pyramids-photographer.svg',
      bookingLink: EXPERIENCE_EGYPT,
    },
  ],
  restaurants: [
    {
      name: t('9 Pyramids Lounge', 'استراحة الأهرامات التسعة (9 Pyramids Lounge)'),
      description: t(
        'The first restaurant on the plateau itself, opened in 2020 at the panorama area, where all nine pyramids are in view. Bedouin-style seating on cushions or at tables, Egyptian breakfasts, grills and fresh juices.',
        'أول مطعم على الهضبة نفسها، افتُتح عام 2020 في منطقة البانوراما حيث تظهر الأهرامات التسعة كلها. جلسات على الطراز البدوي فوق الوسائد أو إلى الطاولات، وفطور مصري ومشويات وعصائر طازجة.',
      ),
      rating: 4.1,
      priceTier: 2,
      image: '/images/guide/pyramids-lounge.svg',
      link: mapSearch('9 Pyramids Lounge, Giza'),
      dishes: [
        dish('Egyptian breakfast (fava beans, falafel, eggs, bread)', 'فطور مصري (فول وطعمية وبيض وعيش)', 12),
        dish('Shish tawook with rice', 'شيش طاووق مع الأرز', 15),
        dish('Fresh mango juice', 'عصير مانجو طازج', 5),
      ],
    },
    {
      name: t("Khufu's", 'مطعم خوفو (Khufu’s)'),
      description: t(
        "Fine dining in a restored building on the north-western edge of the plateau, with a terrace facing the Great Pyramid. Chef Mostafa Seif gives Egyptian home cooking a new form, and the restaurant is among the most awarded in the region, so book ahead.",
        'مطعم راقٍ في مبنى مرمَّم على الطرف الشمالي الغربي للهضبة، بشرفة تطل على الهرم الأكبر. يقدّم الشيف مصطفى سيف الطبخ المصري البيتي في صورة جديدة، والمطعم من أكثر مطاعم المنطقة حصدًا للجوائز، لذا احجز مسبقًا.',
      ),
      rating: 4.7,
      priceTier: 4,
      image: '/images/tours/pyramids.svg',
      link: mapSearch("Khufu's restaurant, Giza Pyramids"),
      dishes: [
        dish('Breakfast platter (fava beans, smoked aubergine, cottage cheese)', 'طبق الفطور (فول وباذنجان مدخّن وجبن قريش)', 20),
        dish("Mu'ammar rice with smoked beef", 'أرز معمّر باللحم المدخّن', 28),
        dish('Set menu', 'قائمة التذوّق الكاملة', 65),
      ],
    },
    {
      name: t('Pizza Hut & KFC facing the Sphinx', 'بيتزا هت وكنتاكي أمام أبي الهول'),
      description: t(
        'Familiar fast food with an unfamiliar view: the upstairs windows across from the Sphinx gate in Nazlet El-Samman look straight at the Sphinx and the pyramid of Khafre. Good for a quick, inexpensive break, and a favourite spot for photos at sunset.',
        'وجبات سريعة مألوفة وإطلالة غير مألوفة: نوافذ الطابق العلوي المقابلة لبوابة أبي الهول في نزلة السمان تطل مباشرة على أبي الهول وهرم خفرع. مناسب لاستراحة سريعة غير مكلفة، ومكان مفضّل لالتقاط الصور عند الغروب.',
      ),
      rating: 3.9,
      priceTier: 1,
      image: '/images/tours/sphinx.svg',
      link: mapSearch('Pizza Hut KFC Sphinx, Nazlet El-Samman, Giza'),
      dishes: [
        dish('Medium pizza', 'بيتزا وسط', 8),
        dish('Fried chicken meal', 'وجبة دجاج مقلي', 6),
        dish('Soft drink', 'مشروب غازي', 1),
      ],
    },
  ],
  gallery: [
    {
      src: '/images/guide/pyramids-panorama.svg',
      alt: t(
        'The nine pyramids of Giza in a row at sunset, seen from the panorama point',
        'الأهرامات التسعة في الجيزة مصطفّة عند الغروب كما تبدو من نقطة البانوراما',
      ),
      caption: t('The panorama point, where all nine pyramids line up', 'نقطة البانوراما، حيث تصطف الأهرامات التسعة'),
    },
    {
      src: '/images/tours/sphinx.svg',
      alt: t('The Great Sphinx lying in front of a pyramid', 'تمثال أبي الهول رابضًا أمام أحد الأهرامات'),
      caption: t('The Great Sphinx, carved from the bedrock of the plateau', 'أبو الهول العظيم، منحوت في صخر الهضبة'),
    },
    {
      src: '/images/guide/pyramids-grand-gallery.svg',
      alt: t(
        'A steep, narrow corridor with a ramp and handrails rising inside the pyramid',
        'ممر ضيق شديد الانحدار بمنحدر ودرابزين يصعد داخل الهرم',
      ),
      caption: t("The Grand Gallery, the way up to the King's Chamber", 'البهو الكبير، الطريق الصاعد إلى حجرة الملك'),
    },
    {
      src: '/images/guide/pyramids-night.svg',
      alt: t(
        'The pyramids lit in red and green at night behind the Sphinx, with rows of seats in front',
        'الأهرامات مضاءة بالأحمر والأخضر ليلًا خلف أبي الهول، وأمامها صفوف المقاعد',
      ),
      caption: t('The sound and light show after dark', 'عرض الصوت والضوء بعد حلول الظلام'),
    },
    {
      src: '/images/guide/pyramids-camel.svg',
      alt: t('A rider on a camel in front of the pyramids', 'راكب على ظهر جمل أمام الأهرامات'),
      caption: t('Camel rides along the desert edge', 'ركوب الجمال على طرف الصحراء'),
    },
    {
      src: '/images/tours/pyramids.svg',
      alt: t(
        'The three main pyramids of Khufu, Khafre and Menkaure under the afternoon sun',
        'الأهرامات الثلاثة الكبرى لخوفو وخفرع ومنكاورع تحت شمس العصر',
      ),
      caption: t('Khufu, Khafre and Menkaure', 'خوفو وخفرع ومنكاورع'),
    },
  ],
  travel: {
    title: t('How to Get There', 'كيف تصل إلى هناك'),
    options: [
      {
        mode: t('By air', 'جوًّا'),
        details: t(
          'Cairo International Airport (CAI) is about 45 km from the plateau, an hour or more by car depending on traffic. Sphinx International Airport (SPX), west of Giza, is closer, roughly 20–25 km away, and is served by some domestic and charter flights.',
          'يبعد مطار القاهرة الدولي (CAI) نحو 45 كيلومترًا عن الهضبة، أي ساعة أو أكثر بالسيارة بحسب الزحام. أما مطار سفنكس الدولي (SPX) غرب الجيزة فهو أقرب، على بُعد 20 إلى 25 كيلومترًا تقريبًا، وتخدمه بعض الرحلات الداخلية والعارضة.',
        ),
      },
      {
        mode: t('By metro', 'بالمترو'),
        details: t(
          'Take Cairo Metro Line 2 to Giza station, then a taxi, a ride-hailing car or a bus along Al Haram Street to the plateau, about 8 km. Metro fares depend on the number of stations.',
          'استقل الخط الثاني لمترو القاهرة حتى محطة الجيزة، ثم سيارة أجرة أو سيارة من تطبيقات النقل أو حافلة على طول شارع الهرم حتى الهضبة، نحو 8 كيلومترات. وتتحدد أجرة المترو بعدد المحطات.',
        ),
        price: { currency: 'EGP', amount: 8, upTo: 20, approx: true },
      },
      {
        mode: t('By car or taxi', 'بالسيارة أو سيارة الأجرة'),
        details: t(
          'Uber and other ride-hailing apps are the easiest way from central Cairo, 45–60 minutes depending on traffic. White taxis run on the meter or on a price agreed before you set off. On the plateau, shuttle buses link the main sights.',
          'تطبيقات النقل مثل أوبر هي أسهل وسيلة من وسط القاهرة، وتستغرق الرحلة من 45 إلى 60 دقيقة بحسب الزحام. وتعمل سيارات الأجرة البيضاء بالعدّاد أو بسعر يُتفق عليه قبل الانطلاق. وعلى الهضبة تربط حافلات الموقع بين المعالم الرئيسية.',
        ),
        price: { currency: 'EGP', amount: 150, upTo: 250, approx: true },
      },
    ],
    tips: [
      t(
        'Arrive at opening time, 08:00, to beat the heat and the tour buses, and to be sure of an Inside the Pyramid ticket.',
        'احضر عند موعد الافتتاح، الثامنة صباحًا، لتسبق الحر والحافلات السياحية وتضمن تذكرة الدخول إلى داخل الهرم.',
      ),
      t(
        'Answer unlicensed guides and ride sellers at the gates with a polite, firm "la, shukran" (no, thank you).',
        'اعتذر للمرشدين غير المرخّصين وباعة الجولات عند البوابات بعبارة مهذبة وحازمة: «لا، شكرًا».',
      ),
      t(
        'Wear closed shoes and a hat and carry water: there is little shade on the plateau.',
        'ارتدِ حذاءً مغلقًا وقبعة واحمل الماء، فالظل قليل على الهضبة.',
      ),
    ],
  },
  location: {
    address: t('Al Haram, Giza Governorate, Egypt', 'الهرم، محافظة الجيزة، مصر'),
    details: [
      {
        label: t('From downtown Cairo', 'المسافة من وسط القاهرة'),
        value: t('About 18 km, 45–60 minutes by car', 'نحو 18 كيلومترًا، من 45 إلى 60 دقيقة بالسيارة'),
      },
      { label: t('GPS', 'الإحداثيات'), value: t('29.9792° N, 31.1342° E', '29.9792° شمالًا، 31.1342° شرقًا') },
      {
        label: t('Gates', 'البوابات'),
        value: t(
          'The main visitor entrance, and the Sphinx gate at Nazlet El-Samman',
          'مدخل الزوار الرئيسي، وبوابة أبي الهول في نزلة السمان',
        ),
      },
      {
        label: t('Nearby', 'بالقرب منها'),
        value: t('The Grand Egyptian Museum, about 2 km away', 'المتحف المصري الكبير، على بُعد نحو 2 كيلومتر'),
      },
    ],
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Giza+Pyramids',
  },
  faq: [
    {
      question: t('How much are the tickets?', 'كم أسعار التذاكر؟'),
      answer: t(
        'General Admission is EGP 30, entry inside the Great Pyramid is EGP 360 (at most 300 visitors a day) and the VIP ticket is EGP 1200. Prices change, and the ticket office’s price on the day of your visit applies.',
        'تذكرة الدخول العامة 30 جنيهًا، والدخول إلى داخل الهرم الأكبر 360 جنيهًا (300 زائر في اليوم بحد أقصى)، وتذكرة كبار الزوار 1200 جنيه. تتغير الأسعار، ويسري سعر شباك التذاكر يوم زيارتك.',
      ),
    },
    {
      question: t('Can I go inside the Great Pyramid?', 'هل يمكنني الدخول إلى الهرم الأكبر؟'),
      answer: t(
        "Yes, with the Inside the Pyramid ticket, sold to at most 300 visitors a day. You climb a low, narrow passage and the Grand Gallery to the King's Chamber. The way is steep and warm, and not for anyone uneasy in tight spaces or with heart or breathing problems; inside there is nothing to see but the architecture itself.",
        'نعم، بتذكرة الدخول إلى داخل الهرم التي تُباع لـ300 زائر في اليوم بحد أقصى. تصعد عبر ممر منخفض ضيق ثم البهو الكبير حتى حجرة الملك. الطريق شديد الانحدار ودافئ، ولا يناسب من يضيق بالأماكن المغلقة أو من يعاني أمراض القلب أو التنفس، وليس في الداخل ما يُرى سوى العمارة نفسها.',
      ),
    },
    {
      question: t('Does the general ticket include the Sphinx?', 'هل تشمل التذكرة العامة أبا الهول؟'),
      answer: t(
        "Yes. General Admission covers the plateau: the outside of the three pyramids, the panorama point, the Sphinx and Khafre's valley temple. Going inside a pyramid and the evening sound and light show cost extra.",
        'نعم. تشمل تذكرة الدخول العامة الهضبة كلها: الأهرامات الثلاثة من الخارج، ونقطة البانوراما، وأبا الهول، ومعبد الوادي للملك خفرع. أما الدخول إلى داخل الهرم وعرض الصوت والضوء المسائي فلهما رسوم إضافية.',
      ),
    },
    {
      question: t('When is the best time to visit?', 'ما أفضل وقت للزيارة؟'),
      answer: t(
        'October to April is the most comfortable. In any season come at opening time, 08:00, or in the late afternoon, and avoid the midday heat in summer. Last entry is one hour before closing: 16:00 in summer (April–September) and 15:00 in winter (October–March).',
        'الفترة من أكتوبر إلى أبريل هي الألطف جوًّا. وفي أي موسم احضر عند الافتتاح في الثامنة صباحًا أو في آخر النهار، وتجنّب حر الظهيرة صيفًا. آخر دخول قبل الإغلاق بساعة: الرابعة عصرًا (16:00) في الصيف (من أبريل إلى سبتمبر)، والثالثة عصرًا (15:00) في الشتاء (من أكتوبر إلى مارس).',
      ),
    },
    {
      question: t('How much time do I need?', 'كم من الوقت أحتاج؟'),
      answer: t(
        'Allow three to four hours for the plateau, the panorama point and the Sphinx, and about an hour more if you go inside a pyramid. The Grand Egyptian Museum, about 2 km away, makes a good second half of the day.',
        'خصّص من ثلاث إلى أربع ساعات للهضبة ونقطة البانوراما وأبي الهول، ونحو ساعة إضافية إن دخلت أحد الأهرامات. والمتحف المصري الكبير، على بُعد نحو 2 كيلومتر، خير ختام لليوم.',
      ),
    },
    {
      question: t('Can I take photos or fly a drone?', 'هل يمكنني التصوير أو استخدام طائرة مسيّرة؟'),
      answer: t(
        'Photos for your own use are welcome outside. Photography is not allowed inside the pyramids, tripods and professional shoots need a permit, and drones may not be flown without a permit from the authorities.',
        'التصوير للاستخدام الشخصي مرحَّب به في الخارج. أما التصوير داخل الأهرامات فممنوع، وتحتاج الحوامل وجلسات التصوير الاحترافية إلى تصريح، ولا يجوز تشغيل الطائرات المسيّرة دون تصريح من الجهات المختصة.',
      ),
    },
    {
      question: t('How do I handle camel and horse rides?', 'كيف أتعامل مع جولات الجمال والخيول؟'),
      answer: t(
        'Use licensed handlers, agree the price, the route and the length of the ride before you get on, and pay only at the end. Expect about EGP 500 an hour for a camel, and say a polite but firm no to anyone who follows you.',
        'تعامل مع المرافقين المرخّصين، واتفق على السعر والمسار ومدة الجولة قبل الركوب، ولا تدفع إلا في نهايتها. توقّع نحو 500 جنيه في الساعة لركوب الجمل، واعتذر بأدب وحزم لمن يلاحقك.',
      ),
    },
    {
      question: t('What should I bring, and is the site accessible?', 'ماذا أحمل معي، وهل الموقع مهيأ لذوي الاحتياجات الخاصة؟'),
      answer: t(
        'Bring comfortable closed shoes, a hat, sunscreen, water, a bank card for the ticket office and small notes for tips. Paths are sandy and uneven: visitors with limited mobility can see the main sights from the site buses and the panorama point, but the inside of the pyramids is not accessible.',
        'احمل حذاءً مريحًا مغلقًا وقبعة وواقيًا من الشمس وماءً، وبطاقة بنكية لشباك التذاكر، وأوراقًا نقدية صغيرة للبقشيش. الممرات رملية وغير مستوية: يستطيع الزوار ذوو الحركة المحدودة مشاهدة المعالم الرئيسية من حافلات الموقع ونقطة البانوراما، لكن داخل الأهرامات غير مهيأ لهم.',
      ),
    },
  ],
};
