import { t, type Place, type Text } from './types';

function place(name: Text, lat: number, lng: number): Place {
  return { name, lat, lng };
}

/**
 * The fourteen destination cities of the catalogue, with real coordinates (the town centre, or the
 * heart of the protected area for the White Desert). Every one has at least one tour.
 */
export const CITY = {
  cairo: place(t('Cairo', 'القاهرة'), 30.0444, 31.2357),
  giza: place(t('Giza', 'الجيزة'), 29.9792, 31.1342),
  luxor: place(t('Luxor', 'الأقصر'), 25.6872, 32.6396),
  aswan: place(t('Aswan', 'أسوان'), 24.0889, 32.8998),
  alexandria: place(t('Alexandria', 'الإسكندرية'), 31.2001, 29.9187),
  siwa: place(t('Siwa', 'سيوة'), 29.2032, 25.5195),
  nuweiba: place(t('Nuweiba', 'نويبع'), 28.9667, 34.65),
  dahab: place(t('Dahab', 'دهب'), 28.5091, 34.5136),
  sharm: place(t('Sharm El Sheikh', 'شرم الشيخ'), 27.9158, 34.33),
  hurghada: place(t('Hurghada', 'الغردقة'), 27.2579, 33.8116),
  marsaAlam: place(t('Marsa Alam', 'مرسى علم'), 25.0676, 34.879),
  stCatherine: place(t('Saint Catherine', 'سانت كاترين'), 28.5614, 33.947),
  fayoum: place(t('Fayoum', 'الفيوم'), 29.3084, 30.8428),
  whiteDesert: place(t('White Desert', 'الصحراء البيضاء'), 27.2773, 28.2004),
} satisfies Record<string, Place>;

/** The English names of the fourteen cities, as stored in tours.destination_city_en. */
export const TOUR_CITIES: readonly string[] = Object.values(CITY).map((city) => city.name.en);

/** Where tours leave from. */
export const FROM = {
  cairoHotel: place(t('Your hotel in Cairo or Giza', 'فندقك في القاهرة أو الجيزة'), 30.0444, 31.2357),
  tahrir: place(t('Tahrir Square, Downtown Cairo', 'ميدان التحرير، وسط القاهرة'), 30.0444, 31.2357),
  pyramidsGate: place(t('Pyramids main gate, Al-Haram Road, Giza', 'البوابة الرئيسية للأهرامات، شارع الهرم، الجيزة'), 29.9861, 31.1368),
  gemGate: place(t('Grand Egyptian Museum main entrance, Giza', 'المدخل الرئيسي للمتحف المصري الكبير، الجيزة'), 29.9947, 31.1197),
  babZuweila: place(t('Bab Zuweila, Al-Moez Street, Cairo', 'باب زويلة، شارع المعز، القاهرة'), 30.0428, 31.2577),
  zamalekDock: place(t('Felucca dock, Corniche El Nil, Garden City', 'مرسى الفلوكات، كورنيش النيل، جاردن سيتي'), 30.0385, 31.2297),
  luxorHotel: place(t('Your hotel in Luxor', 'فندقك في الأقصر'), 25.6989, 32.6421),
  luxorDock: place(t('Luxor cruise dock, Corniche El Nil', 'مرسى البواخر، كورنيش النيل، الأقصر'), 25.7004, 32.6385),
  westBankLanding: place(t('Balloon launch site, West Bank, Luxor', 'موقع انطلاق المناطيد، البر الغربي، الأقصر'), 25.7304, 32.6091),
  aswanHotel: place(t('Your hotel in Aswan', 'فندقك في أسوان'), 24.0889, 32.8998),
  aswanCorniche: place(t('Felucca dock, Aswan Corniche', 'مرسى الفلوكات، كورنيش أسوان'), 24.0925, 32.8973),
  esnaDock: place(t('Esna dahabiya mooring', 'مرسى الذهبيات في إسنا'), 25.2934, 32.5548),
  aswanHighDamPort: place(t('Aswan High Dam port', 'ميناء السد العالي، أسوان'), 23.9608, 32.8769),
  alexRaml: place(t('Raml Station, Alexandria', 'محطة الرمل، الإسكندرية'), 31.2019, 29.9016),
  alexHotel: place(t('Your hotel in Alexandria', 'فندقك في الإسكندرية'), 31.2156, 29.9553),
  siwaSquare: place(t('Market Square, Siwa', 'ميدان السوق، سيوة'), 29.2054, 25.5197),
  nuweibaCamp: place(t('Tarabin Bay, Nuweiba', 'خليج الترابين، نويبع'), 29.0475, 34.6675),
  dahabLighthouse: place(t('Lighthouse bay, Dahab', 'خليج الفنار، دهب'), 28.5002, 34.5186),
  sharmMarina: place(t('Travco Marina, Sharm El Sheikh', 'مرسى ترافكو، شرم الشيخ'), 27.8587, 34.2959),
  sharmHotel: place(t('Your hotel in Sharm El Sheikh or Naama Bay', 'فندقك في شرم الشيخ أو خليج نعمة'), 27.9125, 34.3297),
  hurghadaMarina: place(t('Hurghada Marina', 'مرسى الغردقة'), 27.2236, 33.846),
  hurghadaHotel: place(t('Your hotel in Hurghada', 'فندقك في الغردقة'), 27.2012, 33.8382),
  portGhalib: place(t('Port Ghalib Marina, Marsa Alam', 'مرسى بورت غالب، مرسى علم'), 25.5333, 34.6333),
  marsaAlamHotel: place(t('Your hotel in Marsa Alam', 'فندقك في مرسى علم'), 25.0676, 34.879),
  stCatherineMilga: place(t('Al-Milga village, Saint Catherine', 'قرية الملقا، سانت كاترين'), 28.5614, 33.947),
  dahabHotel: place(t('Your hotel in Dahab', 'فندقك في دهب'), 28.5091, 34.5136),
  fayoumCity: place(t('Fayoum city, Gamal Abdel Nasser Street', 'مدينة الفيوم، شارع جمال عبد الناصر'), 29.3084, 30.8428),
  bawiti: place(t('El Bawiti, Bahariya Oasis', 'الباويطي، الواحات البحرية'), 28.3492, 28.8659),
} satisfies Record<string, Place>;

/** Destinations outside the fourteen cities. */
export const SITE = {
  abuSimbel: place(t('Abu Simbel', 'أبو سمبل'), 22.3372, 31.6258),
} satisfies Record<string, Place>;
