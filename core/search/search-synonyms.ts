/**
 * Search synonyms and transliterations: data, not logic. Each group lists spellings of one
 * place or activity that a traveller may type, in English, other Latin transliterations and Arabic; typing any
 * of them searches for all of them (src/content/search-query.ts). Entries are written as people write them:
 * they are normalised when read (case, Arabic alef forms, ta marbuta, diacritics). A multi-word entry is
 * matched as a phrase in the query and searched as all of its words.
 *
 * Add a spelling here when travellers use it and it is no typo a trigram match already forgives; a word that
 * belongs to two places does not belong here, nor a plain word and its translation ("temple", "معبد"): every
 * tour is searched in both languages already, and such a pair only adds the other language's descriptions.
 */
export const SEARCH_SYNONYMS: ReadonlyArray<readonly string[]> = [
  // Places
  ['Luxor', 'Louxor', 'Luksor', 'Loxor', 'al-Uqsur', 'el-Uqsur', 'Uqsur', 'الأقصر', 'أقصر', 'لوكسور'],
  ['Hurghada', 'Ghardaqa', 'Ghardaka', 'Hourghada', 'al-Ghardaqa', 'el-Ghardaqa', 'الغردقة', 'غردقة'],
  ['Aswan', 'Assouan', 'Assuan', 'Asuan', 'Aswân', 'أسوان'],
  ['Abu Simbel', 'Abou Simbel', 'Abu Sumbul', 'Abusimbel', 'أبو سمبل', 'ابوسمبل'],
  ['Alexandria', 'Alexandrie', 'Iskandariya', 'Iskandariyya', 'Eskendereya', 'Iskandaria', 'الإسكندرية', 'إسكندرية', 'اسكندريه'],
  ['Sharm El Sheikh', 'Sharm El-Sheikh', 'Sharm Elsheikh', 'Sharm el Shaikh', 'Sharm el Sheik', 'Sharm el Shaykh', 'Charm el-Cheikh', 'Sharm', 'شرم الشيخ', 'شرم'],
  ['Siwa', 'Siouah', 'Siwah', 'Sywa', 'سيوة', 'سيوه'],
  ['Dahab', 'Dahhab', 'دهب'],
  ['Giza', 'Gizeh', 'Guiza', 'Geeza', 'Jiza', 'El Giza', 'الجيزة', 'جيزة'],
  ['Cairo', 'Le Caire', 'Kairo', 'Qahira', 'al-Qahira', 'el-Qahira', 'Cairoo', 'القاهرة', 'قاهرة'],
  ['Nuweiba', 'Nuweibaa', 'Nuweibah', 'Nuwaiba', 'Nueiba', 'Nuweba', 'Nuwayba', 'نويبع'],
  ['Saint Catherine', 'St Catherine', 'St. Catherine', 'Santa Catalina', 'Sainte Catherine', 'St Katherine', 'Saint Katherine', 'Sant Katrin', 'Katrin', 'سانت كاترين', 'كاترين'],
  ['Fayoum', 'Faiyum', 'Fayum', 'Fayyum', 'Al Fayoum', 'El Fayoum', 'الفيوم', 'فيوم'],
  ['Marsa Alam', 'Marsa Allam', 'Marsa Alem', 'Mersa Alam', 'مرسى علم'],
  ['Mount Sinai', 'Jebel Musa', 'Gebel Musa', 'Mount Moses', 'جبل موسى'],
  ['Sinai', 'Sina', 'سيناء'],
  ['Red Sea', 'البحر الأحمر'],
  ['Karnak', 'Carnac', 'الكرنك'],
  ['Philae', 'Philae Temple', 'فيلة', 'فيلا'],
  ['Sphinx', 'Sfinx', 'Sphynx', 'أبو الهول'],
  ['Valley of the Kings', 'Kings Valley', 'وادي الملوك'],
  ['Hatshepsut', 'Hatchepsout', 'Hatshepsout', 'حتشبسوت'],
  ['Bahariya', 'Bahariyya', 'Baharia', 'البحرية'],
  ['White Desert', 'Sahara el Beida', 'الصحراء البيضاء'],
  ['Khan el-Khalili', 'Khan al-Khalili', 'Khan Khalili', 'خان الخليلي'],
  ['Saqqara', 'Sakkara', 'Saqqarah', 'سقارة'],
  ['Nubian', 'Nubia', 'Nuba', 'النوبة', 'نوبي', 'نوبية'],
  ['Ras Mohammed', 'Ras Muhammad', 'Ras Mohamed', 'رأس محمد'],
  ['Wadi El Hitan', 'Wadi al-Hitan', 'Whale Valley', 'Valley of the Whales', 'وادي الحيتان'],
  ['El Gouna', 'Gouna', 'El Guna', 'الجونة'],
  ['Sayyida Zeinab', 'Sayeda Zeinab', 'Sayyidah Zaynab', 'Saida Zeinab', 'Sayeda Zaynab', 'السيدة زينب'],
  // Sights and activities
  ['pyramids', 'pyramid', 'pyramides', 'piramides', 'ahram', 'el-ahram', 'هرم', 'أهرام', 'الأهرامات', 'أهرامات'],
  ['diving', 'dive', 'dives', 'diver', 'divers', 'scuba', 'plongée', 'غوص', 'الغوص', 'غطس', 'غواص'],
  ['snorkelling', 'snorkeling', 'snorkel', 'سنوركل', 'سنوركلينج'],
  ['felucca', 'feluca', 'faluka', 'felouque', 'فلوكة', 'فلوكه', 'الفلوكة'],
  ['dahabiya', 'dahabeya', 'dahabeah', 'dahabiyya', 'ذهبية'],
  ['hot-air balloon', 'balloon', 'hot air balloon', 'montgolfière', 'منطاد'],
  ['pottery', 'potters', 'potter', 'ceramics', 'خزف', 'فخار', 'خزافو'],
  ['stargazing', 'star gazing', 'star-gazing'],
  ['hiking', 'trekking', 'trek', 'hike'],
];

/**
 * Words a query can do without: joining words and the generic "tour" or "trip", which say nothing of what
 * a traveller wants. They are dropped when the query has another word (alone, they are searched).
 */
export const SEARCH_STOP_WORDS: readonly string[] = [
  'the', 'a', 'an', 'in', 'to', 'of', 'at', 'and', 'for', 'from', 'near', 'with', 'on', 'by',
  'tour', 'tours', 'trip', 'trips', 'excursion', 'excursions',
  'في', 'الى', 'إلى', 'من', 'مع', 'و', 'عند', 'رحلة', 'رحلات', 'جولة', 'جولات',
];
