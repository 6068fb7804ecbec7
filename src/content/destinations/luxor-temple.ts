import type { Dish, DestinationGuide, Money, PriceRange, Text } from '@/content/types';

/**
 * The Luxor Temple page (spec, booking §2 "Luxor Temple page (/luxor-temple)", §3 static content records,
 * §9 counts), the same layout as the Pyramids page: tickets (General Admission EGP 200, Luxor Pass USD 100
 * for 5 consecutive days, Student Ticket EGP 100); hours (summer 6:00–22:00, winter 6:00–21:00, last
 * admission 30 minutes before closing); activities (sound and light about EGP 250, photography from EGP
 * 700, private tour from EGP 600); three restaurants; 6 gallery images; transport; 8 FAQ.
 *
 * The spec gives two readings of the entrance price: the ticket cards (200 and 100) and an FAQ answer
 * (160 for adults, 80 for students, free under 6). Both are kept as given (docs/decisions.md row 6), and a
 * visitor note next to the tickets names both and says the ticket office's price on the day applies.
 *
 * The spec gives no months for Luxor's summer and winter; the page uses the Pyramids' split
 * (April–September, October–March), as no better-documented one was found.
 */

const t = (en: string, ar: string): Text => ({ en, ar });

const egp = (amount: number): Money => ({ currency: 'EGP', amount });
const usd = (amount: number): Money => ({ currency: 'USD', amount });
const dish = (en: string, ar: string, dollars: number): Dish => ({ name: t(en, ar), price: usd(dollars) });

const perPerson = t('per person', 'للفرد');
const approxEgp = (amount: number, per?: Text): PriceRange => ({ currency: 'EGP', amount, approx: true, ...(per ? { per } : {}) });
const fromEgp = (amount: number, per?: Text): PriceRange => ({ currency: 'EGP', amount, from: true, ...(per ? { per } : {}) });

/** A Google Maps search: the places are real, their own sites are not all known to us. */
const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Egypt's official tourism site (Egyptian Tourism Authority): licensed guides and operators. */
const EXPERIENCE_EGYPT = 'https://www.experienceegypt.eg/';
/** The official sound and light shows, Karnak's among them, with schedules and tickets. */
const SOUND_AND_LIGHT = 'https://www.soundandlight.show/';

export const luxorTemple: DestinationGuide = {
  id: 'luxor-temple',
  route: '/luxor-temple',
  title: t('Luxor Temple', 'معبد الأقصر'),
  tagline: t(
    'The temple of kingship in the heart of ancient Thebes, open from dawn until late at night',
    'معبد المُلك في قلب طيبة القديمة، مفتوح من الفجر حتى ساعة متأخرة من الليل',
  ),
  heroImage: '/images/guide/luxor-pylon.svg',
  about: {
    paragraphs: [
      t(
        'Luxor Temple stands on the east bank of the Nile in the middle of modern Luxor, the ancient city of Thebes. It was built mainly by Amenhotep III and Ramesses II in the 14th and 13th centuries BC and dedicated to Amun and to the renewal of kingship: every year, during the Opet Festival, the statues of Amun, Mut and Khonsu were carried here in procession from Karnak.',
        'يقف معبد الأقصر على الضفة الشرقية للنيل في قلب مدينة الأقصر الحديثة، مدينة طيبة القديمة. شيّده في الأساس الملكان أمنحتب الثالث ورمسيس الثاني في القرنين الرابع عشر والثالث عشر قبل الميلاد، وكُرّس للإله آمون ولتجديد المُلك: ففي كل عام، خلال عيد الأوبت، كانت تماثيل آمون وموت وخنسو تُحمل إليه في موكب مهيب من الكرنك.',
      ),
      t(
        "The pylon of Ramesses II is guarded by his seated colossi and a single obelisk; its twin has stood in the Place de la Concorde in Paris since 1836. Beyond it lie the court of Ramesses II, the great colonnade of Amenhotep III and the sanctuary, where Alexander the Great added a shrine. Later ages left their mark too: a Roman chapel, and the mosque of Abu al-Haggag, still in use, built high on the temple's once-buried court.",
        'يحرس صرحَ رمسيس الثاني تمثالاه الجالسان ومسلة واحدة، أما توأمها فقائمة في ميدان الكونكورد بباريس منذ عام 1836. وخلف الصرح يمتد فناء رمسيس الثاني، ثم بهو الأعمدة الكبير لأمنحتب الثالث، ثم قدس الأقداس الذي أضاف إليه الإسكندر الأكبر مقصورة. وتركت العصور اللاحقة أثرها أيضًا: مقصورة رومانية، ومسجد أبي الحجاج الذي ما زالت تقام فيه الصلاة، وقد بُني عاليًا فوق فناء المعبد حين كان مطمورًا.',
      ),
      t(
        'A 2.7 km avenue of sphinxes, reopened in 2021, links the temple with Karnak. Come late in the day: the temple is lit after dark and stays open until 22:00 in summer.',
        'يربط طريق الكباش، وطوله 2.7 كيلومتر وأُعيد افتتاحه عام 2021، بين المعبد والكرنك. احرص على الزيارة في آخر النهار، فالمعبد يُضاء بعد الغروب ويبقى مفتوحًا حتى العاشرة مساءً (22:00) في الصيف.',
      ),
    ],
    facts: [
      { label: t('Built by', 'بناه'), value: t('Amenhotep III and Ramesses II', 'أمنحتب الثالث ورمسيس الثاني') },
      {
        label: t('Age', 'العمر'),
        value: t('About 3,400 years (14th–13th centuries BC)', 'نحو 3400 عام (القرنان الرابع عشر والثالث عشر قبل الميلاد)'),
      },
      {
        label: t('Avenue of Sphinxes', 'طريق الكباش'),
        value: t('2.7 km to Karnak, reopened in 2021', '2.7 كيلومتر حتى الكرنك، أُعيد افتتاحه عام 2021'),
      },
      {
        label: t('The obelisks', 'المسلتان'),
        value: t('One stands here; its twin has been in Paris since 1836', 'إحداهما قائمة هنا، والأخرى في باريس منذ عام 1836'),
      },
      {
        label: t('World Heritage Site', 'موقع تراث عالمي'),
        value: t('Since 1979, with ancient Thebes and its necropolis', 'منذ عام 1979، ضمن طيبة القديمة وجبّانتها'),
      },
    ],
  },
  video: {
    src: '/images/guide/luxor-temple.webm',
    poster: '/images/guide/luxor-temple-poster.svg',
    title: t('A short film of Luxor Temple', 'فيلم قصير عن معبد الأقصر'),
    mode: 'click',
  },
  tickets: [
    { name: t('General Admission', 'تذكرة الدخول العامة'), price: egp(200) },
    {
      name: t('Luxor Pass', 'تذكرة الأقصر الشاملة (Luxor Pass)'),
      price: usd(100),
      note: t(
        '5 consecutive days at most of the sites on both banks of Luxor',
        '5 أيام متتالية في معظم المواقع الأثرية على ضفتي الأقصر',
      ),
    },
    {
      name: t('Student Ticket', 'تذكرة الطلاب'),
      price: egp(100),
      note: t('With a valid student card (ISIC)', 'مع بطاقة طالب سارية (ISIC)'),
    },
  ],
  hours: {
    seasons: [
      { name: t('Summer', 'الصيف'), months: [4, 9], opens: '06:00', closes: '22:00' },
      { name: t('Winter', 'الشتاء'), months: [10, 3], opens: '06:00', closes: '21:00' },
    ],
    lastEntryMinutesBeforeClose: 30,
  },
  visitorNotes: [
    t(
      'This page gives two readings of the entrance price: the ticket cards (General Admission EGP 200, Student Ticket EGP 100) and the FAQ below (EGP 160 for adults, EGP 80 for students, free under 6). Ticket prices change, and the price at the ticket office on the day of your visit is the one that applies.',
      'تعرض هذه الصفحة قراءتين لسعر الدخول: بطاقات التذاكر (الدخول العام 200 جنيه، وتذكرة الطلاب 100 جنيه) والأسئلة الشائعة أدناه (160 جنيهًا للبالغين، و80 جنيهًا للطلاب، والدخول مجاني لمن هم دون 6 سنوات). تتغير أسعار التذاكر، ويسري السعر المعلن في شباك التذاكر يوم زيارتك.',
    ),
    t(
      'Bring your passport when you buy a Luxor Pass, and your student card for a student ticket.',
      'احمل جواز سفرك عند شراء تذكرة الأقصر الشاملة، وبطاقة الطالب عند شراء تذكرة الطلاب.',
    ),
    t(
      'Dish prices on the dining cards are approximate and shown in US dollars; most restaurants bill in Egyptian pounds.',
      'أسعار الأطباق في بطاقات المطاعم تقريبية ومعروضة بالدولار الأمريكي، وتحاسب معظم المطاعم بالجنيه المصري.',
    ),
  ],
  activities: [
    {
      title: t('Sound and Light at Karnak', 'الصوت والضوء في الكرنك'),
      description: t(
        "Luxor Temple itself has no show: Luxor's sound and light show is held at Karnak Temple, 3 km north. You walk through the lit courts and the Great Hypostyle Hall, then take your seat by the Sacred Lake for the story of Thebes. There are several shows a night, in different languages.",
        'لا يُقام عرض في معبد الأقصر نفسه، فعرض الصوت والضوء في الأقصر يُقدَّم في معبد الكرنك على بُعد 3 كيلومترات شمالًا. تسير أولًا بين الأفنية المضاءة وبهو الأعمدة الكبير، ثم تجلس عند البحيرة المقدسة لتستمع إلى حكاية طيبة. تُقدَّم عدة عروض كل ليلة بلغات مختلفة.',
      ),
      price: approxEgp(250, perPerson),
      image: '/images/guide/luxor-night.svg',
      bookingLink: SOUND_AND_LIGHT,
    },
    {
      title: t('Photography', 'التصوير'),
      description: t(
        'Luxor Temple is at its most photogenic at sunset and after dark, when the pylon, the colossi and the colonnade are lit. A photographer-guide knows where to stand and when. Personal photos are free; tripods and professional equipment may need a permit.',
        'يبلغ معبد الأقصر أجمل حالاته أمام العدسة عند الغروب وبعد حلول الظلام، حين يُضاء الصرح والتماثيل الضخمة وبهو الأعمدة. ويعرف المرشد المصوّر أين تقف ومتى. التصوير الشخصي مجاني، أما الحوامل والمعدات الاحترافية فقد تحتاج إلى تصريح.',
      ),
      price: fromEgp(700, t('per session', 'للجلسة')),
      image: '/images/guide/luxor-colonnade.svg',
      bookingLink: EXPERIENCE_EGYPT,
    },
    {
      title: t('Private Tour with an Egyptologist', 'جولة خاصة مع مرشد متخصص في الآثار المصرية'),
      description: t(
        'Explore with a licensed Egyptologist who reads the walls with you: the Opet procession, the Battle of Kadesh on the pylon, the shrine of Alexander the Great, and the layers of Roman, Christian and Islamic history. Most private tours combine Luxor Temple with Karnak along the Avenue of Sphinxes.',
        'تجوّل بصحبة مرشد مرخّص متخصص في الآثار المصرية يقرأ معك نقوش الجدران: موكب عيد الأوبت، ومعركة قادش على الصرح، ومقصورة الإسكندر الأكبر، وطبقات التاريخ الروماني والمسيحي والإسلامي. وتجمع معظم الجولات الخاصة بين معبد الأقصر والكرنك عبر طريق الكباش.',
      ),
      price: fromEgp(600),
      image: '/images/guide/luxor-avenue.svg',
      bookingLink: EXPERIENCE_EGYPT,
    },
  ],
  restaurants: [
    {
      name: t('Sofra', 'سفرة'),
      description: t(
        'Egyptian home cooking in a 1930s house in the town centre, with antique furniture, copper tray tables, lanterns and a roof terrace. Known for stuffed pigeon, fattah and its mezze; no alcohol is served.',
        'طبخ مصري بيتي في بيت من ثلاثينيات القرن الماضي وسط المدينة، بأثاث عتيق وصوانٍ نحاسية وفوانيس وشرفة على السطح. يشتهر بالحمام المحشي والفتة والمقبلات، ولا تُقدَّم فيه المشروبات الكحولية.',
      ),
      rating: 4.5,
      priceTier: 2,
      image: '/images/guide/luxor-sofra.svg',
      link: 'https://www.sofra.com.eg/',
      dishes: [
        dish('Stuffed pigeon', 'حمام محشي', 9),
        dish('Lamb fattah', 'فتة باللحم الضأن', 10),
        dish('Mezze platter', 'طبق مقبلات مشكلة', 8),
      ],
    },
    {
      name: t('Al-Sahaby Lane', 'الصحابي لين (Al-Sahaby Lane)'),
      description: t(
        'A relaxed restaurant in a lane of the old town, a few minutes on foot from Luxor Temple, with tables in the lane and on a rooftop terrace. Egyptian and Middle Eastern dishes, tagines and grills at fair prices.',
        'مطعم هادئ في حارة من حارات البلدة القديمة، على بُعد دقائق سيرًا من معبد الأقصر، بطاولات في الحارة وعلى شرفة السطح. أطباق مصرية وشرقية وطواجن ومشويات بأسعار معقولة.',
      ),
      rating: 4.3,
      priceTier: 2,
      image: '/images/guide/luxor-rooftop.svg',
      link: mapSearch('Al-Sahaby Lane, Luxor'),
      dishes: [
        dish('Chicken tagine', 'طاجن دجاج', 8),
        dish('Mixed grill', 'مشويات مشكلة', 12),
        dish('Fresh lemon and mint juice', 'عصير ليمون بالنعناع طازج', 3),
      ],
    },
    {
      name: t('1886 at the Winter Palace', 'مطعم 1886 في فندق وينتر بالاس'),
      description: t(
        "The formal French restaurant of the Sofitel Winter Palace, the grand hotel on the Nile corniche next to Luxor Temple, where Howard Carter announced the discovery of Tutankhamun's tomb. Dinner only, under chandeliers, with a smart dress code: book ahead, and come early for tea on the terrace.",
        'المطعم الفرنسي الراقي في فندق سوفيتيل وينتر بالاس، الفندق العريق على كورنيش النيل بجوار معبد الأقصر، ومنه أعلن هوارد كارتر اكتشاف مقبرة توت عنخ آمون. يقدّم العشاء فقط تحت الثريات، ويُشترط فيه لباس أنيق: احجز مسبقًا، وتعالَ مبكرًا لتناول الشاي على الشرفة.',
      ),
      rating: 4.6,
      priceTier: 4,
      image: '/images/guide/luxor-winter-palace.svg',
      link: mapSearch('1886 Restaurant, Sofitel Winter Palace, Luxor'),
      dishes: [
        dish('Beef fillet', 'فيليه لحم بقري', 45),
        dish('Nile perch', 'سمك قشر البياض النيلي', 35),
        dish('Chocolate soufflé', 'سوفليه الشوكولاتة', 14),
      ],
    },
  ],
  gallery: [
    {
      src: '/images/guide/luxor-pylon.svg',
      alt: t(
        'The pylon of Ramesses II with its obelisk and two seated statues',
        'صرح رمسيس الثاني بمسلته وتمثالين جالسين',
      ),
      caption: t('The entrance pylon and its remaining obelisk', 'صرح المدخل ومسلته الباقية'),
    },
    {
      src: '/images/guide/luxor-avenue.svg',
      alt: t('Rows of sphinxes lining a straight path to the temple', 'صفوف من تماثيل أبي الهول على جانبي طريق مستقيم يؤدي إلى المعبد'),
      caption: t('The Avenue of Sphinxes to Karnak', 'طريق الكباش إلى الكرنك'),
    },
    {
      src: '/images/guide/luxor-colonnade.svg',
      alt: t('Tall papyrus columns under a stone beam at sunset', 'أعمدة بردية شاهقة تحت عارضة حجرية عند الغروب'),
      caption: t('The colonnade of Amenhotep III', 'بهو أعمدة أمنحتب الثالث'),
    },
    {
      src: '/images/guide/luxor-mosque.svg',
      alt: t(
        "A mosque with a minaret and a dome standing above the temple's columns",
        'مسجد بمئذنة وقبة يعلو أعمدة المعبد',
      ),
      caption: t('The mosque of Abu al-Haggag above the court of Ramesses II', 'مسجد أبي الحجاج فوق فناء رمسيس الثاني'),
    },
    {
      src: '/images/guide/luxor-night.svg',
      alt: t('Temple columns lit gold against a night sky', 'أعمدة المعبد مضاءة بلون ذهبي في سماء الليل'),
      caption: t('The temples after dark', 'المعابد بعد حلول الظلام'),
    },
    {
      src: '/images/tours/felucca.svg',
      alt: t('A felucca sailing on the Nile at sunset past palm trees', 'فلوكة تبحر في النيل عند الغروب بمحاذاة أشجار النخيل'),
      caption: t('Feluccas on the Nile, a short walk from the temple', 'الفلوكات في النيل، على بُعد خطوات من المعبد'),
    },
  ],
  travel: {
    title: t('How to Get There', 'كيف تصل إلى هناك'),
    options: [
      {
        mode: t('By air', 'جوًّا'),
        details: t(
          'Luxor International Airport (LXR) has daily flights from Cairo, about an hour, and direct flights from Europe. It lies about 8 km east of the temple, 15–20 minutes by taxi: agree the fare before you set off.',
          'يستقبل مطار الأقصر الدولي (LXR) رحلات يومية من القاهرة مدتها نحو ساعة، ورحلات مباشرة من أوروبا. ويقع على بُعد نحو 8 كيلومترات شرق المعبد، أي من 15 إلى 20 دقيقة بسيارة الأجرة، فاتفق على الأجرة قبل الانطلاق.',
        ),
      },
      {
        mode: t('By train', 'بالقطار'),
        details: t(
          'Day trains and the overnight sleeper run from Cairo (Ramses and Giza stations) to Luxor in about 9–10 hours. Luxor station is about 1 km from the temple.',
          'تسير قطارات نهارية وقطار النوم الليلي من القاهرة (محطتي رمسيس والجيزة) إلى الأقصر في نحو 9 إلى 10 ساعات. وتبعد محطة الأقصر نحو كيلومتر واحد عن المعبد.',
        ),
      },
      {
        mode: t('By road or river', 'برًّا أو نهرًا'),
        details: t(
          'Air-conditioned buses link Luxor with Hurghada, about 4 hours, and with Cairo. Many visitors arrive on a Nile cruise from Aswan; the boats moor on the corniche, within walking distance of the temple.',
          'تربط حافلات مكيفة الأقصر بالغردقة في نحو 4 ساعات، وبالقاهرة كذلك. ويصل كثير من الزوار على متن رحلة نيلية من أسوان، وترسو البواخر على الكورنيش على مسافة قريبة من المعبد سيرًا.',
        ),
      },
      {
        mode: t('Getting around', 'التنقل داخل المدينة'),
        details: t(
          'The temple is on the corniche in the town centre: walk, take a taxi or a ride-hailing car, or a horse-drawn carriage (calèche), agreeing the price first. The public ferry to the West Bank leaves from the corniche opposite the temple.',
          'يقع المعبد على الكورنيش في وسط المدينة: يمكنك السير إليه، أو ركوب سيارة أجرة أو سيارة من تطبيقات النقل، أو حنطور بعد الاتفاق على السعر مسبقًا. وتنطلق المعدية العامة إلى البر الغربي من الكورنيش المقابل للمعبد.',
        ),
      },
    ],
    tips: [
      t(
        'Visit at sunset and stay for the lights; in summer the 06:00 opening is the coolest time of the day.',
        'زُر المعبد عند الغروب وابقَ حتى تُضاء أنواره، وفي الصيف يكون موعد الافتتاح في السادسة صباحًا أبرد أوقات اليوم.',
      ),
      t(
        'Luxor Temple and Karnak are 3 km apart along the Avenue of Sphinxes: walk it in the cool hours or take a carriage.',
        'تفصل 3 كيلومترات بين معبد الأقصر والكرنك على طريق الكباش، فامشِها في الساعات الباردة أو استقل حنطورًا.',
      ),
      t(
        'Dress modestly and carry water; the mosque of Abu al-Haggag is a working mosque.',
        'ارتدِ ملابس محتشمة واحمل الماء، فمسجد أبي الحجاج مسجد تقام فيه الصلاة.',
      ),
    ],
  },
  location: {
    address: t('Corniche El Nil, Luxor City, Luxor Governorate, Egypt', 'كورنيش النيل، مدينة الأقصر، محافظة الأقصر، مصر'),
    details: [
      { label: t('GPS', 'الإحداثيات'), value: t('25.6995° N, 32.6391° E', '25.6995° شمالًا، 32.6391° شرقًا') },
      {
        label: t('To Karnak Temple', 'إلى معبد الكرنك'),
        value: t('About 3 km north along the Avenue of Sphinxes', 'نحو 3 كيلومترات شمالًا عبر طريق الكباش'),
      },
      { label: t('From the airport', 'من المطار'), value: t('About 8 km', 'نحو 8 كيلومترات') },
      { label: t('From Luxor railway station', 'من محطة قطار الأقصر'), value: t('About 1 km', 'نحو كيلومتر واحد') },
      { label: t('From Cairo', 'من القاهرة'), value: t('About 650 km to the south', 'نحو 650 كيلومترًا جنوبًا') },
    ],
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Luxor+Temple',
  },
  faq: [
    {
      question: t('How much is the entrance to Luxor Temple?', 'كم رسم الدخول إلى معبد الأقصر؟'),
      answer: t(
        'The entrance is 160 EGP for adults and 80 EGP for students, and children under 6 enter free. Prices change, and the ticket office’s price on the day of your visit applies.',
        'رسم الدخول 160 جنيهًا للبالغين و80 جنيهًا للطلاب، والدخول مجاني للأطفال دون 6 سنوات. تتغير الأسعار، ويسري سعر شباك التذاكر يوم زيارتك.',
      ),
    },
    {
      question: t('What is the Luxor Pass?', 'ما تذكرة الأقصر الشاملة (Luxor Pass)؟'),
      answer: t(
        'One ticket, USD 100, for most of the sites on both banks of Luxor for 5 consecutive days. It pays off if you also plan to see Karnak, the Valley of the Kings and the West Bank temples. Bring your passport when you buy it.',
        'تذكرة واحدة بسعر 100 دولار أمريكي تتيح دخول معظم المواقع الأثرية على ضفتي الأقصر طوال 5 أيام متتالية. وهي مجدية إن كنت تنوي زيارة الكرنك ووادي الملوك ومعابد البر الغربي أيضًا. احمل جواز سفرك عند شرائها.',
      ),
    },
    {
      question: t('When is the best time to visit?', 'ما أفضل وقت للزيارة؟'),
      answer: t(
        'At sunset and into the evening, when the temple is lit. It is open 06:00–22:00 in summer (April–September) and 06:00–21:00 in winter (October–March), with last admission 30 minutes before closing. Early morning is the quietest and coolest time.',
        'عند الغروب وحتى المساء حين يُضاء المعبد. يفتح من السادسة صباحًا حتى العاشرة مساءً (06:00–22:00) في الصيف (من أبريل إلى سبتمبر)، ومن السادسة صباحًا حتى التاسعة مساءً (06:00–21:00) في الشتاء (من أكتوبر إلى مارس)، وآخر دخول قبل الإغلاق بثلاثين دقيقة. والصباح الباكر أهدأ الأوقات وأبردها.',
      ),
    },
    {
      question: t('Is there a sound and light show at Luxor Temple?', 'هل يُقام عرض للصوت والضوء في معبد الأقصر؟'),
      answer: t(
        "No. Luxor's show is at Karnak Temple, 3 km north, every evening in several languages, for about EGP 250. Luxor Temple is simply lit after dark, which many visitors find just as memorable.",
        'لا. يُقام عرض الأقصر في معبد الكرنك على بُعد 3 كيلومترات شمالًا، كل مساء بعدة لغات، بسعر نحو 250 جنيهًا. أما معبد الأقصر فيُضاء بعد الغروب فحسب، ويجد كثير من الزوار ذلك لا يقل جمالًا.',
      ),
    },
    {
      question: t('How long does a visit take?', 'كم تستغرق الزيارة؟'),
      answer: t(
        'About an hour and a half to two hours at an easy pace. Add a morning or an afternoon for Karnak, 3 km north along the Avenue of Sphinxes.',
        'نحو ساعة ونصف إلى ساعتين على مهل. وأضف صباحًا أو عصرًا لزيارة الكرنك على بُعد 3 كيلومترات شمالًا عبر طريق الكباش.',
      ),
    },
    {
      question: t('Can I take photos?', 'هل يُسمح بالتصوير؟'),
      answer: t(
        'Personal photos and phone videos are free. Tripods and professional filming may need a permit, and drones are not allowed. The courts are open to the sky, so there is no need for a flash.',
        'الصور الشخصية ومقاطع الفيديو بالهاتف مجانية. أما الحوامل والتصوير الاحترافي فقد تحتاج إلى تصريح، والطائرات المسيّرة ممنوعة. والأفنية مكشوفة للسماء، فلا حاجة إلى الفلاش.',
      ),
    },
    {
      question: t('Can visitors with limited mobility get around?', 'هل يستطيع الزوار ذوو الحركة المحدودة التجول في المعبد؟'),
      answer: t(
        'Mostly. The temple lies on one level with wide, open courts, so most of it can be seen from a wheelchair, but expect some uneven paving and thresholds, and bring a companion.',
        'في الغالب نعم. فالمعبد على مستوى واحد وأفنيته واسعة مكشوفة، ويمكن رؤية معظمه بالكرسي المتحرك، لكن توقّع بعض البلاط غير المستوي والعتبات، واصطحب مرافقًا.',
      ),
    },
    {
      question: t('How do I get to Karnak and the West Bank from the temple?', 'كيف أصل إلى الكرنك والبر الغربي من المعبد؟'),
      answer: t(
        'For Karnak, walk or take a carriage 3 km north along the Avenue of Sphinxes. For the West Bank, take the public ferry or a motorboat from the corniche opposite the temple, or a taxi over the Luxor bridge south of town.',
        'إلى الكرنك: امشِ أو استقل حنطورًا 3 كيلومترات شمالًا عبر طريق الكباش. وإلى البر الغربي: اركب المعدية العامة أو قاربًا بمحرك من الكورنيش المقابل للمعبد، أو سيارة أجرة عبر كوبري الأقصر جنوب المدينة.',
      ),
    },
  ],
};
