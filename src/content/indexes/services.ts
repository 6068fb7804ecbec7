import type { GuideIndex } from '../types';

/**
 * The services page (spec, booking §2 "Services (/services)"): the heading "Our Services" and six cards,
 * each with a description and a "Learn More" link.
 *
 * Travel With Us leads to /tours, not to /travel-with-us: the spec's /travel-with-us is the tour-details
 * screen, which needs a tour id and shows "Tour ID is missing" without one. The card promises guided
 * travel with Rihla's partners in general, so it opens the listing of every tour on offer.
 */
export const services: GuideIndex = {
  id: 'services',
  route: '/services',
  title: { en: 'Our Services', ar: 'خدماتنا' },
  intro: {
    en: 'Everything Rihla arranges with its partner companies across Egypt, from an evening walk in old Cairo to a week on the Nile.',
    ar: 'كل ما ترتّبه رحلة مع شركائها من شركات السياحة في أنحاء مصر، من جولة مسائية في القاهرة القديمة إلى أسبوع على النيل.',
  },
  linkLabel: 'learnMore',
  cards: [
    {
      id: 'travel-with-us',
      name: { en: 'Travel With Us', ar: 'سافر معنا' },
      description: {
        en: 'Guided tours run by licensed Egyptian companies, from half-day visits to week-long journeys, with live prices, dates and seats.',
        ar: 'رحلات بصحبة مرشدين تنظّمها شركات مصرية مرخّصة، من زيارات نصف يوم إلى رحلات تمتد أسبوعًا، بأسعار ومواعيد ومقاعد محدَّثة أولًا بأول.',
      },
      image: '/images/guide/service-travel-with-us.svg',
      route: '/tours',
    },
    {
      id: 'cruises',
      name: { en: 'Cruise Packages', ar: 'باقات الرحلات النيلية' },
      description: {
        en: 'Sail the Nile between Luxor and Aswan on a cruise ship, a dahabiya or a felucca, or cross Lake Nasser to Abu Simbel, with meals and guided visits included.',
        ar: 'أبحر في النيل بين الأقصر وأسوان على متن باخرة أو ذهبية أو فلوكة، أو اعبر بحيرة ناصر إلى أبو سمبل، مع الوجبات والزيارات المصحوبة بمرشد.',
      },
      image: '/images/guide/service-cruises.svg',
      route: '/cruises',
    },
    {
      id: 'car-rentals',
      name: { en: 'Car Rentals', ar: 'تأجير السيارات' },
      description: {
        en: 'Trips from Cairo with the vehicle and driver included, there and back. Our partners do not rent self-drive cars.',
        ar: 'رحلات من القاهرة تشمل السيارة والسائق ذهابًا وعودة. لا يؤجّر شركاؤنا سيارات بدون سائق.',
      },
      image: '/images/guide/service-car-rentals.svg',
      route: '/car-rentals',
    },
    {
      id: 'rail-tours',
      name: { en: 'Rail Tours', ar: 'رحلات القطار' },
      description: {
        en: 'Ride the overnight sleeper train up the Nile valley to Luxor and Aswan, and join a guided temple tour when you arrive.',
        ar: 'استقلّ قطار النوم الليلي صعودًا في وادي النيل إلى الأقصر وأسوان، وانضمّ إلى جولة في المعابد بصحبة مرشد عند وصولك.',
      },
      image: '/images/guide/service-rail-tours.svg',
      route: '/rail-tours',
    },
    {
      id: 'local-experiences',
      name: { en: 'Local Experiences', ar: 'تجارب محلية' },
      description: {
        en: "Evenings in Fatimid Cairo, tea in a Nubian home, a potters' village and life in Siwa, with the people who live there.",
        ar: 'أمسيات في القاهرة الفاطمية، وشاي في بيت نوبي، وقرية للفخّار، والحياة في سيوة، بصحبة أهلها.',
      },
      image: '/images/guide/service-local-experiences.svg',
      route: '/local-experiences',
    },
    {
      id: 'adventure-tours',
      name: { en: 'Adventure Tours', ar: 'رحلات المغامرة' },
      description: {
        en: "Dive the Red Sea, trek Sinai's mountains with Bedouin guides, or cross the Great Sand Sea by 4x4.",
        ar: 'اغطس في البحر الأحمر، وتسلّق جبال سيناء مع مرشدين من البدو، أو اعبر بحر الرمال العظيم بسيارات الدفع الرباعي.',
      },
      image: '/images/guide/service-adventure-tours.svg',
      route: '/adventure-tours',
    },
  ],
};
