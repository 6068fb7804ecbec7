import type { DestinationGuide, PriceRange, Text } from '@/content/types';

/**
 * The Nuweiba page (spec, booking §2 "Nuweiba page", §3 static content records, §9 counts): hero with tags;
 * about (500 km², population 10,000); highlights; video; three activities at $50–80, $25–40 and $30–60
 * whose Learn More buttons do nothing (so no `bookingLink`: the page shows them disabled with a tooltip);
 * three restaurants; travel info (air, road, the 1-hour ferry to Aqaba, arrive 2 hours early, local
 * transport prices); the free 15-day Sinai-only visa tip; a captioned gallery; 5 FAQ.
 * Local prices are approximate, and the page says so.
 */

const t = (en: string, ar: string): Text => ({ en, ar });

const perPerson = t('per person', 'للفرد');
const usd = (amount: number, upTo: number): PriceRange => ({ currency: 'USD', amount, upTo, per: perPerson });

/** A Google Maps search: the places are real, their own sites are not all known to us. */
const mapSearch = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

export const nuweiba: DestinationGuide = {
  id: 'nuweiba',
  route: '/nuweiba',
  title: t('Nuweiba', 'نويبع'),
  tagline: t(
    'Quiet beaches, coral reefs and Bedouin camps on the Gulf of Aqaba',
    'شواطئ هادئة وشعاب مرجانية ومخيمات بدوية على خليج العقبة',
  ),
  heroImage: '/images/guide/nuweiba-bay.svg',
  tags: [t('Beaches', 'شواطئ'), t('Diving', 'غوص'), t('Desert', 'صحراء'), t('Bedouin camps', 'مخيمات بدوية')],
  about: {
    paragraphs: [
      t(
        'Nuweiba lies on the east coast of South Sinai, on the Gulf of Aqaba, about 70 km south of Taba and 85 km north of Dahab. Across the water the mountains of Arabia turn pink at sunrise, and right behind the town the granite peaks and canyons of the Sinai desert begin.',
        'تقع نويبع على الساحل الشرقي لجنوب سيناء على خليج العقبة، على بُعد نحو 70 كم جنوب طابا و85 كم شمال دهب. وعلى الضفة الأخرى من الخليج تتورّد جبال شبه الجزيرة العربية عند الشروق، وخلف المدينة مباشرةً تبدأ قمم سيناء الجرانيتية ووديانها.',
      ),
      t(
        'The town is spread along the shore: the port in the south, where ferries leave for Aqaba in Jordan; Nuweiba City with its shops, bank and market in the middle; and Tarabin, a Bedouin village turned relaxed beach strip, to the north. Further north on the Taba road, camps of palm-frond huts line the beach at Ras Shitan and beyond.',
        'تمتد المدينة على طول الشاطئ: الميناء في الجنوب، ومنه تبحر العبّارات إلى العقبة في الأردن؛ ومدينة نويبع في الوسط بمتاجرها ومصرفها وسوقها؛ وفي الشمال الترابين، وهي قرية بدوية تحوّلت إلى شاطئ هادئ. وإلى الشمال على طريق طابا تصطف مخيمات أكواخ سعف النخيل على الشاطئ في رأس الشيطان وما بعدها.',
      ),
      t(
        'Nuweiba is a place for slow travel: snorkelling straight off the beach, a night under the stars in the desert, and tea with the Tarabin and Muzeina Bedouin, who have lived on this coast for generations.',
        'نويبع وجهة للسفر على مهل: غطس سطحي مباشرةً من الشاطئ، وليلة تحت النجوم في الصحراء، وشاي مع بدو قبيلتَي الترابين والمزينة الذين يعيشون على هذا الساحل منذ أجيال.',
      ),
    ],
    facts: [
      { label: t('Area', 'المساحة'), value: t('500 km²', '500 كم²') },
      { label: t('Population', 'عدد السكان'), value: t('10,000', '10,000 نسمة') },
      { label: t('Location', 'الموقع'), value: t('Gulf of Aqaba, South Sinai', 'خليج العقبة، جنوب سيناء') },
      { label: t('From Cairo', 'المسافة من القاهرة'), value: t('About 460 km by road', 'نحو 460 كم برًا') },
    ],
  },
  highlights: [
    {
      title: t('Tarabin', 'الترابين'),
      description: t(
        'The Bedouin village at the north end of town, with a long sandy beach, cafés and simple huts: quiet most of the year, lively on Egyptian holidays.',
        'القرية البدوية في الطرف الشمالي من المدينة، بشاطئها الرملي الطويل ومقاهيها وأكواخها البسيطة: هادئة معظم العام ونابضة بالحياة في العطلات المصرية.',
      ),
    },
    {
      title: t('Ras Shitan', 'رأس الشيطان'),
      description: t(
        'A rocky headland north of Nuweiba with eco-camps on the beach and a reef for snorkelling a few metres from the shore.',
        'رأس صخري شمال نويبع تنتشر على شاطئه المخيمات البيئية، وتبدأ شعابه المرجانية على بُعد أمتار من الشاطئ.',
      ),
    },
    {
      title: t('Coloured Canyon', 'الوادي الملوّن'),
      description: t(
        'Sandstone walls streaked red, yellow and purple, so narrow in places that you touch both sides; a drive into the mountains, then a walk of about an hour.',
        'جدران من الحجر الرملي تتخللها خطوط حمراء وصفراء وبنفسجية، وتضيق في بعض المواضع حتى تلمس جانبيها معًا؛ تصل إليه بالسيارة عبر الجبال ثم تمشي نحو ساعة.',
      ),
    },
    {
      title: t('Dolphin Beach', 'شاطئ الدلفين'),
      description: t(
        'The Muzeina Bedouin beach south of the town, famous since the 1990s for a wild dolphin that swam with visitors. Dolphins still pass through the gulf, but a sighting is a matter of luck.',
        'شاطئ بدو المزينة جنوب المدينة، اشتهر منذ تسعينيات القرن الماضي بدلفين بري كان يسبح مع الزوار. ولا تزال الدلافين تعبر الخليج، لكن رؤيتها مسألة حظ.',
      ),
    },
    {
      title: t('Ain Umm Ahmed', 'عين أم أحمد'),
      description: t(
        'One of the largest oases of Sinai, in the mountains west of Nuweiba: palms, a spring and Bedouin gardens, often visited together with the White Canyon.',
        'من أكبر واحات سيناء، في الجبال غرب نويبع: نخيل وعين ماء وبساتين بدوية، وكثيرًا ما تُزار مع الوادي الأبيض.',
      ),
    },
  ],
  video: {
    src: '/images/guide/nuweiba.webm',
    poster: '/images/guide/nuweiba-poster.svg',
    title: t('Nuweiba bay, the Sinai mountains and the Aqaba ferry', 'خليج نويبع وجبال سيناء وعبّارة العقبة'),
    mode: 'click',
  },
  // No bookingLink: the spec's Learn More buttons on this page do nothing (shown disabled, with a tooltip).
  activities: [
    {
      title: t('Coloured Canyon by 4x4', 'الوادي الملوّن بسيارات الدفع الرباعي'),
      description: t(
        'A half-day desert trip: a 4x4 drive into the mountains, a walk of about an hour between the narrow, colour-banded walls of the canyon, and tea at a Bedouin rest stop.',
        'رحلة صحراوية لنصف يوم: قيادة بسيارة دفع رباعي إلى الجبال، ثم مشي نحو ساعة بين جدران الوادي الضيقة المخططة بالألوان، وشاي في استراحة بدوية.',
      ),
      price: usd(50, 80),
      image: '/images/tours/canyon.svg',
    },
    {
      title: t('Snorkelling at Ras Shitan', 'الغطس السطحي في رأس الشيطان'),
      description: t(
        'Mask, fins and a guide for the shallow reefs of Ras Shitan, where corals and reef fish start a few metres from the beach.',
        'قناع وزعانف ومرشد لاستكشاف الشعاب الضحلة في رأس الشيطان، حيث تبدأ المرجانيات وأسماك الشعاب على بُعد أمتار من الشاطئ.',
      ),
      price: usd(25, 40),
      image: '/images/tours/reef.svg',
    },
    {
      title: t('Camel trek and Bedouin dinner', 'رحلة على الجمال وعشاء بدوي'),
      description: t(
        'Ride into the wadis in the late afternoon, watch the sun set over the mountains, and share a Bedouin dinner by the fire: bread baked in the embers and slow-cooked chicken.',
        'انطلق على ظهر جمل إلى الوديان في آخر النهار، وشاهد الغروب فوق الجبال، وتناول عشاءً بدويًا حول النار: خبز مخبوز في الجمر ودجاج مطهو على مهل.',
      ),
      price: usd(30, 60),
      image: '/images/tours/camp.svg',
    },
  ],
  restaurants: [
    {
      name: t('Habiba Village Restaurant', 'مطعم قرية حبيبة'),
      description: t(
        "The beachfront restaurant of one of Nuweiba's oldest camps: Egyptian and Bedouin dishes, fresh fish, and vegetables from its own organic farm.",
        'مطعم على الشاطئ في واحد من أقدم مخيمات نويبع: أطباق مصرية وبدوية وسمك طازج وخضراوات من مزرعته العضوية.',
      ),
      rating: 4.4,
      priceTier: 2,
      image: '/images/guide/nuweiba-seafood.svg',
      link: mapSearch('Habiba Village Nuweiba'),
    },
    {
      name: t('Castle Zaman', 'قلعة زمان'),
      description: t(
        'A stone castle on a hill above the Taba road, north of Nuweiba, where meat and seafood are slow-cooked for hours. Book ahead and come for the afternoon: there is a pool with a view over the gulf.',
        'قلعة حجرية على تلّ يطل على طريق طابا شمال نويبع، تُطهى فيها اللحوم والمأكولات البحرية على مهل لساعات. احجز مسبقًا وتعالَ لقضاء فترة ما بعد الظهر، ففيها مسبح يطل على الخليج.',
      ),
      rating: 4.5,
      priceTier: 4,
      image: '/images/tours/citadel.svg',
      link: mapSearch('Castle Zaman Nuweiba'),
    },
    {
      name: t('Han Kang', 'هان كانج'),
      description: t(
        'A long-standing Chinese and Korean restaurant in Nuweiba City, a welcome change after a week of grilled fish.',
        'مطعم صيني وكوري عريق في مدينة نويبع، وتغيير مرحَّب به بعد أسبوع من السمك المشوي.',
      ),
      rating: 4.1,
      priceTier: 2,
      image: '/images/tours/lanterns.svg',
      link: mapSearch('Han Kang Restaurant Nuweiba'),
    },
  ],
  gallery: [
    {
      src: '/images/guide/nuweiba-bay.svg',
      alt: t(
        'Nuweiba bay at sunrise, with the mountains of Arabia across the gulf',
        'خليج نويبع عند الشروق، وجبال شبه الجزيرة العربية على الضفة الأخرى',
      ),
      caption: t('Sunrise over the Gulf of Aqaba', 'الشروق فوق خليج العقبة'),
    },
    {
      src: '/images/guide/nuweiba-tarabin.svg',
      alt: t('Palm-frond huts on the beach at Tarabin', 'أكواخ من سعف النخيل على شاطئ الترابين'),
      caption: t('Beach huts at Tarabin', 'أكواخ الشاطئ في الترابين'),
    },
    {
      src: '/images/tours/canyon.svg',
      alt: t('Red, yellow and purple rock walls of the Coloured Canyon', 'جدران صخرية حمراء وصفراء وبنفسجية في الوادي الملوّن'),
      caption: t('The Coloured Canyon', 'الوادي الملوّن'),
    },
    {
      src: '/images/tours/reef.svg',
      alt: t('Corals and reef fish in shallow water', 'مرجانيات وأسماك الشعاب في المياه الضحلة'),
      caption: t('The reef at Ras Shitan', 'الشعاب المرجانية في رأس الشيطان'),
    },
    {
      src: '/images/tours/dolphins.svg',
      alt: t('Dolphins swimming in the Gulf of Aqaba', 'دلافين تسبح في خليج العقبة'),
      caption: t('Dolphins in the gulf', 'دلافين في الخليج'),
    },
    {
      src: '/images/tours/camp.svg',
      alt: t('A Bedouin camp and campfire under the stars', 'مخيم بدوي ونار موقدة تحت النجوم'),
      caption: t('A night in the desert', 'ليلة في الصحراء'),
    },
  ],
  travel: {
    title: t('Travel info', 'معلومات السفر'),
    options: [
      {
        mode: t('By air', 'جوًا'),
        details: t(
          'Fly to Sharm El Sheikh International Airport, about 2.5 hours away by road, or to Taba International Airport, about 1.5 hours away, which has fewer and mostly seasonal flights. Camps and hotels arrange transfers.',
          'سافر جوًا إلى مطار شرم الشيخ الدولي على بُعد نحو ساعتين ونصف بالسيارة، أو إلى مطار طابا الدولي على بُعد نحو ساعة ونصف، ورحلاته أقل ومعظمها موسمية. وتتولى المخيمات والفنادق ترتيب التوصيل.',
        ),
      },
      {
        mode: t('By road from Cairo', 'برًا من القاهرة'),
        details: t(
          'About 460 km, 6–7 hours by bus through the Ahmed Hamdi Tunnel under the Suez Canal. East Delta and Go Bus run daily buses; book a day ahead and keep your passport at hand for the checkpoints.',
          'نحو 460 كم، أي 6 إلى 7 ساعات بالحافلة عبر نفق أحمد حمدي أسفل قناة السويس. تسيّر شركتا شرق الدلتا وجو باص رحلات يومية؛ احجز قبل يوم واحتفظ بجواز سفرك في متناول يدك لنقاط التفتيش.',
        ),
      },
      {
        mode: t('Ferry to Aqaba', 'العبّارة إلى العقبة'),
        details: t(
          'The fast ferry from Nuweiba Port to Aqaba in Jordan takes 1 hour. Arrive 2 hours early for tickets, passport control and boarding. Sailing times change often, so check them at the port the day before.',
          'تستغرق العبّارة السريعة من ميناء نويبع إلى العقبة في الأردن ساعة واحدة. احضر قبل الموعد بساعتين لشراء التذكرة وإنهاء إجراءات الجوازات والصعود. تتغير مواعيد الإبحار كثيرًا، فتحقق منها في الميناء قبل يوم.',
        ),
      },
      {
        mode: t('Taxi in town', 'سيارة أجرة داخل المدينة'),
        details: t(
          'Between the port, Nuweiba City and Tarabin. Agree on the fare before you set off.',
          'بين الميناء ومدينة نويبع والترابين. اتفق على الأجرة قبل الانطلاق.',
        ),
        price: { currency: 'EGP', amount: 100, upTo: 200, approx: true, per: t('per ride', 'للمشوار') },
      },
      {
        mode: t('Shared pick-up or microbus', 'سيارة نصف نقل أو ميكروباص بالنفر'),
        details: t(
          'Bedouin pick-ups and microbuses run along the coast road between the town and the camps; wave one down and share it.',
          'تسير سيارات نصف النقل البدوية والميكروباصات على الطريق الساحلي بين المدينة والمخيمات؛ أشِر إلى إحداها وشارك الركوب.',
        ),
        price: { currency: 'EGP', amount: 30, upTo: 60, approx: true, per: t('per seat', 'للمقعد') },
      },
      {
        mode: t('Taxi to Dahab or Taba', 'سيارة أجرة إلى دهب أو طابا'),
        details: t(
          'A private car for the whole trip, about an hour each way; the price is for the car, not per person.',
          'سيارة خاصة للرحلة كاملة، نحو ساعة في كل اتجاه؛ والسعر للسيارة لا للفرد.',
        ),
        price: { currency: 'EGP', amount: 1000, upTo: 1500, approx: true, per: t('per car', 'للسيارة') },
      },
    ],
    tips: [
      t(
        'Local prices are approximate and change often: ask at your camp what a fair fare is today.',
        'الأسعار المحلية تقريبية وتتغير كثيرًا: اسأل في مخيمك عن الأجرة المناسبة اليوم.',
      ),
      t(
        'Carry your passport on every road trip: there are several checkpoints in Sinai.',
        'احمل جواز سفرك في كل رحلة برية، ففي سيناء عدة نقاط تفتيش.',
      ),
      t(
        'ATMs are in Nuweiba City and at the port; most camps in Tarabin and Ras Shitan take cash only.',
        'توجد ماكينات الصرف الآلي في مدينة نويبع وفي الميناء، ومعظم مخيمات الترابين ورأس الشيطان لا تقبل إلا النقد.',
      ),
    ],
  },
  visaTip: t(
    'Arriving at Sharm El Sheikh airport, the Taba border or Nuweiba port, most nationalities can ask for a free Sinai-only entry stamp, valid for 15 days. It covers the coast from Sharm El Sheikh to Taba, Dahab and Nuweiba included, and St Catherine, but not Ras Mohammed or the rest of Egypt: if you also plan to visit Cairo or Luxor, get a full visa (e-visa or visa on arrival) instead.',
    'عند الوصول إلى مطار شرم الشيخ أو منفذ طابا أو ميناء نويبع، يمكن لمعظم الجنسيات طلب ختم دخول مجاني خاص بسيناء صالح لمدة 15 يومًا. ويشمل الساحل من شرم الشيخ إلى طابا، بما فيه دهب ونويبع، وسانت كاترين، لكنه لا يشمل رأس محمد ولا بقية مصر: فإن كنت تنوي زيارة القاهرة أو الأقصر أيضًا فاحصل على تأشيرة كاملة (إلكترونية أو عند الوصول).',
  ),
  faq: [
    {
      question: t('Do I need a visa to visit Nuweiba?', 'هل أحتاج إلى تأشيرة لزيارة نويبع؟'),
      answer: t(
        'If you stay in South Sinai, most nationalities can get a free Sinai-only stamp for 15 days on arrival at Sharm El Sheikh airport, the Taba border or Nuweiba port. It does not cover the rest of Egypt, so for Cairo, Luxor or Ras Mohammed you need a full tourist visa.',
        'إذا كانت إقامتك في جنوب سيناء فقط، فبإمكان معظم الجنسيات الحصول على ختم مجاني خاص بسيناء لمدة 15 يومًا عند الوصول إلى مطار شرم الشيخ أو منفذ طابا أو ميناء نويبع. ولا يشمل هذا الختم بقية مصر، فلزيارة القاهرة أو الأقصر أو رأس محمد تحتاج إلى تأشيرة سياحية كاملة.',
      ),
    },
    {
      question: t('How does the ferry to Aqaba work?', 'كيف أستقل العبّارة إلى العقبة؟'),
      answer: t(
        "The fast ferry from Nuweiba Port reaches Aqaba in 1 hour. Be at the port 2 hours before sailing with your passport, buy your ticket at the port office, and check Jordan's entry rules for your nationality before you go. Times change often, so confirm them the day before.",
        'تصل العبّارة السريعة من ميناء نويبع إلى العقبة في ساعة واحدة. كن في الميناء قبل الإبحار بساعتين ومعك جواز سفرك، واشترِ تذكرتك من مكتب الميناء، وتحقق من شروط دخول الأردن لجنسيتك قبل السفر. تتغير المواعيد كثيرًا، فتأكد منها قبل يوم.',
      ),
    },
    {
      question: t('When is the best time to visit?', 'ما أفضل وقت للزيارة؟'),
      answer: t(
        'October to May, when days are warm and the sea is still pleasant. Summer is hot, often 35–40 °C, and winter nights in the desert are cold, so bring a jacket for a night under the stars.',
        'من أكتوبر إلى مايو، حين تكون الأيام دافئة والبحر لطيفًا. الصيف حار، وكثيرًا ما تبلغ الحرارة 35 إلى 40 درجة مئوية، وليالي الشتاء في الصحراء باردة، فاحمل سترة لليلة تحت النجوم.',
      ),
    },
    {
      question: t('Can I snorkel without a boat?', 'هل يمكنني الغطس السطحي دون قارب؟'),
      answer: t(
        'Yes. At Ras Shitan and along parts of Tarabin the reef starts a few metres from the beach. Camps rent masks and fins; wear reef shoes, enter where the camp shows you, and never stand on the coral.',
        'نعم. في رأس الشيطان وفي أجزاء من الترابين تبدأ الشعاب على بُعد أمتار من الشاطئ. تؤجر المخيمات الأقنعة والزعانف؛ ارتدِ حذاءً خاصًا بالشعاب، وادخل الماء من حيث يرشدك المخيم، ولا تقف على المرجان أبدًا.',
      ),
    },
    {
      question: t('Where should I stay?', 'أين أقيم؟'),
      answer: t(
        'Tarabin for cafés and company, the camps of Ras Shitan for quiet nights in a beach hut, or the hotels around Nuweiba City for air conditioning and a pool. Huts are simple, so ask whether bathrooms are shared.',
        'في الترابين إن أردت المقاهي والصحبة، أو في مخيمات رأس الشيطان لليالٍ هادئة في كوخ على الشاطئ، أو في فنادق مدينة نويبع إن أردت التكييف والمسبح. الأكواخ بسيطة، فاسأل إن كانت دورات المياه مشتركة.',
      ),
    },
  ],
};
