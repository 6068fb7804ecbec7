import type { PlacePage, Text } from './types';

/**
 * The 22 pages the guide links to that the spec lists without content (booking §2, "Other paths linked
 * from pages"): the six cities, the six museums, two mountains, one beach, five services and the
 * discounted and newest tours. Each has a short description and the live tours for that place or kind
 * (`tours`, read from the API; server/catalogue/seed/seed-guide-queries.test.ts checks every query finds tours).
 *
 * Honest queries where the catalogue has no exact match: no partner rents self-drive cars, so Car
 * Rentals lists the day trips from Cairo that come with a vehicle and driver; no partner sells train
 * tickets, so Rail Tours lists the temple tours of Luxor and Aswan, where the sleeper train arrives.
 * Both descriptions say so.
 */

/** The indexes the places belong to (titles as on the index pages, src/content/indexes/*). */
const CITIES = { route: '/cities', title: { en: 'Cities of Egypt', ar: 'مدن مصر' } };
const MUSEUMS = { route: '/museums', title: { en: 'Museums of Egypt', ar: 'متاحف مصر' } };
const MOUNTAINS = { route: '/mountains', title: { en: 'Mountains of Egypt', ar: 'جبال مصر' } };
const BEACHES = { route: '/beaches', title: { en: 'Beaches of Egypt', ar: 'شواطئ مصر' } };
const SERVICES = { route: '/services', title: { en: 'Our Services', ar: 'خدماتنا' } };

const text = (en: string, ar: string): Text => ({ en, ar });

export const places: readonly PlacePage[] = [
  // Cities (spec: Cities index)
  {
    route: '/cairo',
    title: text('Cairo', 'القاهرة'),
    description: text(
      "Cairo is a city to walk: the lanes and gates of Fatimid Cairo, the mosques below Saladin's Citadel, the Egyptian Museum on Tahrir Square and the churches of Coptic Cairo. The Pyramids of Giza are less than an hour away, and day trips from Cairo reach the Fayoum and the White Desert. Here are the tours in Cairo and the ones that leave from it.",
      'القاهرة مدينة تُكتشف سيرًا على الأقدام: حارات القاهرة الفاطمية وبواباتها، والمساجد أسفل قلعة صلاح الدين، والمتحف المصري في ميدان التحرير، وكنائس مصر القديمة. وتبعد أهرامات الجيزة أقل من ساعة، وتصل رحلات اليوم الواحد من القاهرة إلى الفيوم والصحراء البيضاء. هنا الرحلات داخل القاهرة والرحلات التي تنطلق منها.',
    ),
    image: '/images/guide/city-cairo.svg',
    tours: { kind: 'search', search: 'Cairo' },
    parent: CITIES,
  },
  {
    route: '/luxor',
    title: text('Luxor', 'الأقصر'),
    description: text(
      "Luxor stands on the site of ancient Thebes. On the east bank, Karnak and Luxor Temple face the city; across the river, the Valley of the Kings, Hatshepsut's temple and the Colossi of Memnon fill the West Bank. Plan at least two days and start early: the sites open at dawn and the afternoons are hot.",
      'تقوم الأقصر على موقع طيبة القديمة. على البر الشرقي يواجه الكرنكُ ومعبدُ الأقصر المدينةَ، وعلى الضفة الأخرى من النهر يمتلئ البر الغربي بوادي الملوك ومعبد حتشبسوت وتمثالي ممنون. خصص يومين على الأقل وابدأ مبكرًا، فالمواقع تفتح مع الفجر وفترات الظهيرة حارة.',
    ),
    image: '/images/guide/city-luxor.svg',
    tours: { kind: 'search', search: 'Luxor' },
    parent: CITIES,
  },
  {
    route: '/aswan',
    title: text('Aswan', 'أسوان'),
    description: text(
      'At Aswan the Nile runs between granite boulders and green islands at the First Cataract. Sail a felucca around Elephantine, take a boat to the temple of Philae, visit the Nubian villages of the west bank and rise before dawn for Abu Simbel. The Nile cruises from Luxor end here.',
      'في أسوان يجري النيل بين صخور الجرانيت والجزر الخضراء عند الشلال الأول. أبحر بالفلوكة حول جزيرة إلفنتين، واستقل القارب إلى معبد فيلة، وزر القرى النوبية على البر الغربي، واستيقظ قبل الفجر لزيارة أبو سمبل. وهنا تنتهي الرحلات النيلية القادمة من الأقصر.',
    ),
    image: '/images/guide/city-aswan.svg',
    tours: { kind: 'search', search: 'Aswan' },
    parent: CITIES,
  },
  {
    route: '/alexandria',
    title: text('Alexandria', 'الإسكندرية'),
    description: text(
      "Alexander the Great's city faces the Mediterranean along a corniche of some twenty kilometres. See the Citadel of Qaitbay on the site of the ancient Lighthouse, the Bibliotheca Alexandrina, the Roman catacombs of Kom el-Shoqafa and the National Museum, and leave time for fish by the sea. Alexandria is two and a half hours from Cairo by road or train.",
      'تطل مدينة الإسكندر الأكبر على البحر المتوسط بكورنيش يمتد نحو عشرين كيلومترًا. زر قلعة قايتباي في موقع المنارة القديمة، ومكتبة الإسكندرية، ومقابر كوم الشقافة الرومانية، والمتحف القومي، واترك وقتًا للسمك على البحر. وتبعد الإسكندرية عن القاهرة ساعتين ونصفًا بالسيارة أو القطار.',
    ),
    image: '/images/guide/city-alexandria.svg',
    tours: { kind: 'search', search: 'Alexandria' },
    parent: CITIES,
  },
  {
    route: '/sharm',
    title: text('Sharm El Sheikh', 'شرم الشيخ'),
    description: text(
      'Sharm El Sheikh sits at the southern tip of Sinai, between the mountains and the reefs. Boats leave every morning for Ras Mohammed National Park and the Straits of Tiran, and divers come from all over the world for the wreck of the SS Thistlegorm. Naama Bay is the lively heart of the town.',
      'تقع شرم الشيخ عند الطرف الجنوبي لسيناء، بين الجبال والشعاب المرجانية. تنطلق القوارب كل صباح إلى محمية رأس محمد ومضيق تيران، ويأتي الغواصون من أنحاء العالم لرؤية حطام السفينة ثيسلجورم. وخليج نعمة هو قلب المدينة النابض بالحياة.',
    ),
    image: '/images/guide/city-sharm.svg',
    tours: { kind: 'search', search: 'Sharm' },
    parent: CITIES,
  },
  {
    route: '/hurghada',
    title: text('Hurghada', 'الغردقة'),
    description: text(
      'Hurghada stretches for miles along the Red Sea, with sandy beaches, a busy marina and islands a short boat ride away. It is an easy place to try your first dive or to spend a family day on Giftun Island and at Orange Bay.',
      'تمتد الغردقة لمسافات طويلة على البحر الأحمر، بشواطئها الرملية ومرساها المزدحم وجزرها التي تبعد رحلة قصيرة بالقارب. وهي مكان مناسب لتجربة الغوص أول مرة، أو لقضاء يوم عائلي في جزيرة الجفتون وأورانج باي.',
    ),
    image: '/images/guide/city-hurghada.svg',
    tours: { kind: 'search', search: 'Hurghada' },
    parent: CITIES,
  },

  // Museums (spec: Museums index)
  {
    route: '/egyptian-museum',
    title: text('Egyptian Museum', 'المتحف المصري'),
    description: text(
      "Since 1902 the Egyptian Museum on Tahrir Square has shown ancient Egypt's treasures in its high, sunlit halls. The royal mummies and Tutankhamun's treasure have moved to newer museums, but the Narmer Palette, Rahotep and Nofret and the treasures of Yuya and Tjuyu are still here. Allow two to three hours, with a guide if you can.",
      'منذ عام ١٩٠٢ يعرض المتحف المصري في ميدان التحرير كنوز مصر القديمة في قاعاته العالية المضيئة. انتقلت المومياوات الملكية وكنوز توت عنخ آمون إلى متاحف أحدث، لكن صلاية نارمر وتمثالي رع حتب ونفرت وكنوز يويا وتويا ما زالت هنا. خصص ساعتين إلى ثلاث ساعات، ويفضل أن يرافقك مرشد.',
    ),
    image: '/images/guide/museum-egyptian.svg',
    tours: { kind: 'search', search: 'Egyptian Museum Tahrir' },
    parent: MUSEUMS,
  },
  {
    route: '/grand-egyptian-museum',
    title: text('Grand Egyptian Museum', 'المتحف المصري الكبير'),
    description: text(
      "The Grand Egyptian Museum stands two kilometres from the Pyramids of Giza, which you can see from its galleries. The colossal statue of Ramesses II greets you in the Grand Hall, the Grand Staircase climbs past kings and gods, and Tutankhamun's treasure is shown complete for the first time. Give it a full day.",
      'يقع المتحف المصري الكبير على بعد كيلومترين من أهرامات الجيزة، التي تراها من قاعاته. يستقبلك تمثال رمسيس الثاني الضخم في البهو العظيم، ويصعد بك الدرج العظيم بين تماثيل الملوك والآلهة، وتُعرض كنوز توت عنخ آمون كاملة لأول مرة. خصص له يومًا كاملًا.',
    ),
    image: '/images/guide/museum-grand-egyptian.svg',
    tours: { kind: 'search', search: 'Grand Egyptian Museum Giza' },
    parent: MUSEUMS,
  },
  {
    route: '/nubian-museum',
    title: text('Nubian Museum', 'متحف النوبة'),
    description: text(
      "Aswan's Nubian Museum tells the story of Nubia, the land along the Nile south of Aswan, from prehistory to the villages flooded by Lake Nasser and the temples saved from it. Its garden holds a rebuilt Nubian house, and the domed tombs of the Fatimid cemetery are next door.",
      'يروي متحف النوبة في أسوان قصة النوبة، الأرض الممتدة على النيل جنوب أسوان، منذ عصور ما قبل التاريخ حتى القرى التي غمرتها بحيرة ناصر والمعابد التي أُنقذت منها. وفي حديقته بيت نوبي أعيد بناؤه، وبجواره المقابر ذات القباب في الجبانة الفاطمية.',
    ),
    image: '/images/guide/museum-nubian.svg',
    tours: { kind: 'search', search: 'Nubian Museum' },
    parent: MUSEUMS,
  },
  {
    route: '/alexandria-museum',
    title: text('Alexandria National Museum', 'متحف الإسكندرية القومي'),
    description: text(
      "The Alexandria National Museum fills a restored Italianate palace on Fouad Street. Its floors lead from pharaonic Egypt to the Greek and Roman city and on to Coptic and Islamic Alexandria, with statues and coins raised from the sunken Eastern Harbour. A visit takes about an hour and a half.",
      'يشغل متحف الإسكندرية القومي قصرًا مرممًا على الطراز الإيطالي في طريق الحرية (شارع فؤاد). تقودك طوابقه من مصر الفرعونية إلى المدينة اليونانية والرومانية ثم إلى الإسكندرية القبطية والإسلامية، مع تماثيل وعملات انتُشلت من الميناء الشرقي الغارق. وتستغرق الزيارة نحو ساعة ونصف.',
    ),
    image: '/images/guide/museum-alexandria.svg',
    tours: { kind: 'search', search: 'Alexandria National Museum' },
    parent: MUSEUMS,
  },
  {
    route: '/luxor-museum',
    title: text('Luxor Museum', 'متحف الأقصر'),
    description: text(
      'Luxor Museum, on the Corniche between Karnak and Luxor Temple, shows few pieces and lights each one beautifully. A special hall holds the statues found buried under the court of Luxor Temple in 1989, and two royal mummies rest here. It stays open into the evening, the coolest time for a visit.',
      'يعرض متحف الأقصر، على الكورنيش بين الكرنك ومعبد الأقصر، قطعًا قليلة يضيء كل واحدة منها ببراعة. وتضم قاعة خاصة التماثيل التي عُثر عليها مدفونة تحت فناء معبد الأقصر عام ١٩٨٩، وترقد فيه مومياوان ملكيتان. ويظل مفتوحًا حتى المساء، وهو ألطف أوقات الزيارة.',
    ),
    image: '/images/guide/museum-luxor.svg',
    tours: { kind: 'search', search: 'Luxor Museum' },
    parent: MUSEUMS,
  },
  {
    route: '/coptic-museum',
    title: text('Coptic Museum', 'المتحف القبطي'),
    description: text(
      'The Coptic Museum stands in Coptic Cairo, inside the walls of the Roman fortress of Babylon and beside the Hanging Church. Its carved wood, icons, textiles and manuscripts, among them the Nag Hammadi codices, trace the Christian centuries of Egypt. The tours here spend their time in Coptic Cairo, a few steps from the museum.',
      'يقع المتحف القبطي في مصر القديمة، داخل أسوار حصن بابليون الروماني بجوار الكنيسة المعلقة. وتروي أخشابه المنحوتة وأيقوناته ومنسوجاته ومخطوطاته، ومنها مخطوطات نجع حمادي، قرون مصر المسيحية. والرحلات المعروضة هنا تقضي وقتها في مصر القديمة، على بعد خطوات من المتحف.',
    ),
    image: '/images/guide/museum-coptic.svg',
    tours: { kind: 'search', search: 'Coptic Cairo' },
    parent: MUSEUMS,
  },

  // Mountains (spec: Mountains page)
  {
    route: '/mount-catherine',
    title: text('Mount Catherine', 'جبل كاترين'),
    description: text(
      'At 2,629 metres, Mount Catherine is the highest mountain in Egypt. The climb starts in the village of Saint Catherine and takes most of a day, or three days as a Bedouin trek through walled gardens in the high valleys, always with a local Jebeleya guide. From the summit chapel the view reaches from the Gulf of Suez to the Gulf of Aqaba.',
      'يبلغ ارتفاع جبل كاترين ٢٦٢٩ مترًا، وهو أعلى جبل في مصر. يبدأ الصعود من قرية سانت كاترين ويستغرق معظم اليوم، أو ثلاثة أيام في رحلة بدوية بين البساتين المسوّرة في الأودية العالية، دائمًا بصحبة مرشد محلي من قبيلة الجبالية. ومن كنيسة القمة يمتد البصر من خليج السويس إلى خليج العقبة.',
    ),
    image: '/images/guide/mountain-catherine.svg',
    tours: { kind: 'search', search: 'Mount Catherine' },
    parent: MOUNTAINS,
  },
  {
    route: '/mount-sinai',
    title: text('Mount Sinai', 'جبل موسى'),
    description: text(
      "Mount Sinai, Gebel Musa, rises to 2,285 metres above St Catherine's Monastery. Most visitors climb by night on the camel path to reach the summit chapel and mosque for sunrise, then come down the 3,750 Steps of Repentance to the monastery. Bring warm clothes: the summit is cold before dawn, even in summer.",
      'يرتفع جبل موسى، جبل سيناء، إلى ٢٢٨٥ مترًا فوق دير سانت كاترين. يصعده معظم الزوار ليلًا عبر طريق الجمال ليبلغوا كنيسة القمة ومسجدها مع الشروق، ثم ينزلون درجات التوبة البالغة ٣٧٥٠ درجة إلى الدير. احمل ملابس دافئة، فالقمة باردة قبل الفجر حتى في الصيف.',
    ),
    image: '/images/guide/mountain-sinai.svg',
    tours: { kind: 'search', search: 'Mount Sinai' },
    parent: MOUNTAINS,
  },

  // Beaches (spec: Beaches page)
  {
    route: '/sharm-el-sheikh',
    title: text('Sharm El Sheikh beaches', 'شواطئ شرم الشيخ'),
    description: text(
      "Sharm El Sheikh's beaches face some of the finest reefs in the Red Sea. Many hotel beaches have a jetty out to the edge of the reef, and day boats leave every morning for Ras Mohammed National Park and the islands of the Straits of Tiran. The sea is warm enough to swim in all year.",
      'تطل شواطئ شرم الشيخ على بعض أجمل الشعاب المرجانية في البحر الأحمر. لكثير من شواطئ الفنادق رصيف خشبي يمتد إلى حافة الشعاب، وتنطلق القوارب كل صباح إلى محمية رأس محمد وجزر مضيق تيران. ومياه البحر دافئة تسمح بالسباحة طوال العام.',
    ),
    image: '/images/guide/beach-sharm.svg',
    tours: { kind: 'search', search: 'Sharm El Sheikh' },
    parent: BEACHES,
  },

  // Services (spec: Services)
  {
    route: '/cruises',
    title: text('Cruise Packages', 'باقات الرحلات النيلية'),
    description: text(
      'A Nile cruise is the classic way to see the temples of Upper Egypt: between Luxor and Aswan the ships stop at Edfu and Kom Ombo, and meals are served on board. Choose a five-star ship, a dahabiya sailing boat with a handful of cabins, a felucca for an afternoon, or the rarer cruise across Lake Nasser to Abu Simbel.',
      'الرحلة النيلية هي الطريقة التقليدية لرؤية معابد صعيد مصر: بين الأقصر وأسوان تتوقف البواخر في إدفو وكوم أمبو، وتُقدَّم الوجبات على متنها. اختر باخرة فئة خمس نجوم، أو ذهبية شراعية بكبائن قليلة، أو فلوكة لفترة بعد الظهر، أو الرحلة الأندر عبر بحيرة ناصر إلى أبو سمبل.',
    ),
    image: '/images/guide/service-cruises.svg',
    tours: { kind: 'category', slug: 'nile-cruises' },
    parent: SERVICES,
  },
  {
    route: '/car-rentals',
    title: text('Car Rentals', 'تأجير السيارات'),
    description: text(
      "Rihla's partner companies do not rent self-drive cars. Instead, these trips from Cairo include the return transfer with a driver, by minibus or 4x4 from Tahrir Square and back, so you can reach the Fayoum and the Western Desert without driving yourself.",
      'لا يؤجّر شركاء رحلة سيارات بدون سائق. وبدلًا من ذلك، تشمل هذه الرحلات من القاهرة الانتقال ذهابًا وعودة مع سائق، بحافلة صغيرة أو سيارة دفع رباعي من ميدان التحرير وإليه، فتصل إلى الفيوم والصحراء الغربية دون أن تقود بنفسك.',
    ),
    image: '/images/guide/service-car-rentals.svg',
    tours: { kind: 'search', search: 'Day trip from Cairo' },
    parent: SERVICES,
  },
  {
    route: '/rail-tours',
    title: text('Rail Tours', 'رحلات القطار'),
    description: text(
      "The overnight sleeper train runs up the Nile valley from Cairo and Giza to Luxor and Aswan. Rihla does not sell train tickets: book your berth with Egypt's sleeper-train operator, then join one of these temple tours in Luxor and Aswan, where the train arrives in the morning.",
      'يصعد قطار النوم الليلي في وادي النيل من القاهرة والجيزة إلى الأقصر وأسوان. لا تبيع رحلة تذاكر القطارات: احجز مقصورتك لدى مشغّل قطارات النوم في مصر، ثم انضم إلى إحدى جولات المعابد هذه في الأقصر وأسوان، حيث يصل القطار صباحًا.',
    ),
    image: '/images/guide/service-rail-tours.svg',
    tours: { kind: 'search', search: 'temple' },
    parent: SERVICES,
  },
  {
    route: '/local-experiences',
    title: text('Local Experiences', 'تجارب محلية'),
    description: text(
      'Meet Egypt through the people who live there: an evening in Fatimid Cairo that ends with mint tea, a felucca to a Nubian village, the potters of Tunis in the Fayoum and the mud-brick old town of Siwa. These are the tours their companies list under culture.',
      'تعرّف على مصر من خلال أهلها: أمسية في القاهرة الفاطمية تنتهي بكوب شاي بالنعناع، وفلوكة إلى قرية نوبية، وصنّاع الفخار في قرية تونس بالفيوم، وبلدة سيوة القديمة المبنية بالطين. هذه هي الرحلات التي تصنّفها شركاتها تحت الثقافة.',
    ),
    image: '/images/guide/service-local-experiences.svg',
    tours: { kind: 'search', search: 'Culture' },
    parent: SERVICES,
  },
  {
    route: '/adventure-tours',
    title: text('Adventure Tours', 'رحلات المغامرة'),
    description: text(
      'For travellers who like to earn the view: dive and freedive the Red Sea, trek to the summit of Mount Catherine with Bedouin guides, drive into the Colored Canyon or cross the Great Sand Sea from Siwa. Check the fitness notes on each tour before you book.',
      'لمن يحب أن يبلغ المنظر بجهده: اغطس وجرّب الغوص الحر في البحر الأحمر، وتسلّق إلى قمة جبل كاترين مع مرشدين من البدو، وادخل الوادي الملون بالسيارة، أو اعبر بحر الرمال العظيم من سيوة. اطّلع على ملاحظات اللياقة في كل رحلة قبل الحجز.',
    ),
    image: '/images/guide/service-adventure-tours.svg',
    tours: { kind: 'search', search: 'Adventure' },
    parent: SERVICES,
  },

  // Tour kinds (linked from the home page's carousels)
  {
    route: '/discounted-tours',
    title: text('Discounted Tours', 'رحلات بخصم'),
    description: text(
      "Tours on a real discount from Rihla's partner companies. The price shown is what you pay per adult, and each offer lasts until the tour departs.",
      'رحلات بخصم حقيقي من الشركات الشريكة لرحلة. السعر المعروض هو ما تدفعه عن كل بالغ، ويستمر كل عرض حتى موعد انطلاق الرحلة.',
    ),
    image: '/images/guide/service-offers.svg',
    tours: { kind: 'discounted' },
  },
  {
    route: '/newest-tours',
    title: text('Newest Tours', 'أحدث الرحلات'),
    description: text(
      "The tours Rihla's partner companies have listed most recently, newest first, so you can be among the first to book a new trip. Open one to see its full programme, dates and price.",
      'أحدث الرحلات التي أضافتها الشركات الشريكة لرحلة، الأحدث أولًا، لتكون من أوائل من يحجزون رحلة جديدة. افتح أي رحلة لترى برنامجها كاملًا ومواعيدها وسعرها.',
    ),
    image: '/images/guide/service-newest.svg',
    tours: { kind: 'newest' },
  },
];
