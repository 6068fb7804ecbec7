import type { AboutPage, Text } from '@/content/types';

/**
 * The about page (spec, booking §2 "About page"): about (a graduation project grown into a product, its
 * mission and vision), features, and the team of nine in four teams (backend, frontend, AI, mobile), with
 * the counters 9 members, 1 vision, 4 teams. The counters are counted from the team itself, so the
 * numbers shown can never disagree with the people listed.
 */

const t = (en: string, ar: string): Text => ({ en, ar });

type Member = AboutPage['team'][number];

const team: readonly Member[] = [
  { name: t('Omar Khaled', 'عمر خالد'), role: t('Backend lead: API and database', 'قائد فريق الخوادم: الواجهة البرمجية وقاعدة البيانات'), team: 'backend' },
  { name: t('Mariam Adel', 'مريم عادل'), role: t('Bookings and card payments', 'الحجوزات والدفع بالبطاقات'), team: 'backend' },
  { name: t('Youssef Hassan', 'يوسف حسن'), role: t('Accounts and partner applications', 'الحسابات وطلبات الشركاء'), team: 'backend' },
  { name: t('Nour El-Din Samir', 'نور الدين سمير'), role: t('Frontend lead: web app and design system', 'قائد فريق الواجهات: تطبيق الويب ونظام التصميم'), team: 'frontend' },
  { name: t('Salma Mostafa', 'سلمى مصطفى'), role: t('Arabic right-to-left interface and accessibility', 'الواجهة العربية من اليمين إلى اليسار وإتاحة الوصول'), team: 'frontend' },
  { name: t('Ahmed Tarek', 'أحمد طارق'), role: t('Recommendation engine', 'محرّك التوصيات'), team: 'ai' },
  { name: t('Hana Ibrahim', 'هنا إبراهيم'), role: t('Travel assistant and language understanding', 'مساعد السفر وفهم اللغة'), team: 'ai' },
  { name: t('Karim Fathy', 'كريم فتحي'), role: t('Mobile lead', 'قائد فريق تطبيقات الجوال'), team: 'mobile' },
  { name: t('Laila Mahmoud', 'ليلى محمود'), role: t('Mobile interface and testing', 'واجهة تطبيق الجوال واختباره'), team: 'mobile' },
];

export const about: AboutPage = {
  title: t('About Rihla', 'عن رحلة'),
  intro: [
    t(
      'Rihla, Arabic for "journey", began as a graduation project: nine students who wanted one place where anyone could plan a trip across Egypt in English or in Arabic, from the Pyramids of Giza to the springs of Siwa.',
      'بدأت «رحلة» مشروعَ تخرّجٍ لتسعة طلاب أرادوا مكانًا واحدًا يستطيع فيه أي شخص أن يخطط لرحلة في أنحاء مصر بالعربية أو بالإنجليزية، من أهرامات الجيزة إلى عيون سيوة.',
    ),
    t(
      'It has grown into a product: Egyptian tourism companies publish their tours and events, travellers compare, save and book them and pay by card, and our guide pages help them choose where to go.',
      'ثم نما المشروع ليصبح منتجًا: تنشر شركات السياحة المصرية رحلاتها وفعالياتها، ويقارن المسافرون بينها ويحفظونها ويحجزونها ويدفعون بالبطاقة، وتساعدهم صفحات الدليل على اختيار وجهتهم.',
    ),
  ],
  mission: t(
    "To make travel in Egypt easy to plan and safe to book, in the traveller's own language, while bringing the business to the local companies who know their places best.",
    'أن نجعل السفر في مصر سهل التخطيط وآمن الحجز بلغة المسافر نفسه، وأن نوجّه العمل إلى الشركات المحلية التي تعرف أماكنها أكثر من غيرها.',
  ),
  vision: t(
    'An Egypt where every traveller, from abroad or from next door, can find, trust and book the journey that suits them, and where every good local company can reach them.',
    'مصر يستطيع فيها كل مسافر، قادمًا من الخارج أو من المدينة المجاورة، أن يجد الرحلة التي تناسبه ويثق بها ويحجزها، وتستطيع فيها كل شركة محلية جيدة أن تصل إليه.',
  ),
  features: [
    {
      title: t('Recommendations for you', 'توصيات تناسبك'),
      description: t(
        'Tours and events suggested from the ones you look at, like and book, so the more you explore, the better the suggestions.',
        'رحلات وفعاليات مقترحة بناءً على ما تتصفحه وتعجب به وتحجزه، فكلما استكشفت أكثر صارت الاقتراحات أدق.',
      ),
    },
    {
      title: t('A bilingual assistant', 'مساعد ثنائي اللغة'),
      description: t(
        'Ask about tours, prices, visas and opening hours in English or Arabic, by typing or by voice, and get the answer in your language.',
        'اسأل عن الرحلات والأسعار والتأشيرات ومواعيد الزيارة بالعربية أو بالإنجليزية، كتابةً أو صوتًا، واحصل على الإجابة بلغتك.',
      ),
    },
    {
      title: t('Secure card payment', 'دفع آمن بالبطاقة'),
      description: t(
        "You pay on the payment provider's secure page: Rihla never sees your card number, and your booking's status updates by itself.",
        'تدفع في صفحة مزوّد الدفع الآمنة، فلا ترى «رحلة» رقم بطاقتك أبدًا، وتتحدّث حالة حجزك تلقائيًا.',
      ),
    },
    {
      title: t('Partner companies', 'شركات شريكة'),
      description: t(
        'Tourism companies apply with their commercial licence to join Rihla; each has its own page with its tours, reviews and contact details.',
        'تتقدم شركات السياحة بسجلها التجاري للانضمام إلى «رحلة»، ولكل شركة صفحتها الخاصة برحلاتها وتقييماتها وبيانات التواصل معها.',
      ),
    },
    {
      title: t('Guide pages', 'صفحات الدليل'),
      description: t(
        'The Pyramids, Luxor Temple, Nuweiba and Siwa, and Egypt’s cities, museums, mountains, beaches and monuments, with tickets, opening hours and practical tips.',
        'الأهرامات ومعبد الأقصر ونويبع وسيوة، ومدن مصر ومتاحفها وجبالها وشواطئها وآثارها، مع التذاكر ومواعيد الزيارة ونصائح عملية.',
      ),
    },
    {
      title: t('Favourites', 'المفضّلة'),
      description: t(
        'Save the tours you like and come back to compare them whenever you sign in.',
        'احفظ الرحلات التي تعجبك وعُد إليها للمقارنة بينها متى سجّلت دخولك.',
      ),
    },
    {
      title: t('Events', 'الفعاليات'),
      description: t(
        'Concerts, festivals and exhibitions across Egypt, next to the tours, so a trip can include what is on while you are there.',
        'حفلات ومهرجانات ومعارض في أنحاء مصر إلى جانب الرحلات، لتشمل رحلتك ما يُقام أثناء وجودك.',
      ),
    },
    {
      title: t('Arabic and English, on any screen', 'بالعربية والإنجليزية وعلى أي شاشة'),
      description: t(
        'Every page in both languages, right to left in Arabic, and made for phones first.',
        'كل صفحة باللغتين، ومن اليمين إلى اليسار بالعربية، ومصممة للهواتف أولًا.',
      ),
    },
  ],
  team,
  counters: [
    { value: team.length, label: t('Team members', 'أعضاء الفريق') },
    { value: 1, label: t('Vision', 'رؤية') },
    { value: new Set(team.map((member) => member.team)).size, label: t('Teams', 'فرق') },
  ],
};
