import type { GuideIndex } from '../types';

/**
 * The monuments page (spec, booking §2 "Monuments page"; its route is /heritage, the spec's likely
 * reading): a looping video and six cards. Pyramids of Giza leads to /pyramids and Karnak Temple
 * Complex to /luxor-temple (Karnak and Luxor Temple are joined by the Avenue of Sphinxes); the other
 * four have no route, so their cards are not links.
 */
export const monuments: GuideIndex = {
  id: 'monuments',
  route: '/heritage',
  title: { en: 'Monuments of Egypt', ar: 'آثار مصر' },
  intro: {
    en: 'Five thousand years in stone: pyramids, temples, royal tombs and a medieval fortress, all still standing.',
    ar: 'خمسة آلاف عام منحوتة في الحجر: أهرامات ومعابد ومقابر ملكية وقلعة من العصور الوسطى، ما زالت كلها قائمة.',
  },
  video: {
    src: '/images/guide/heritage.webm',
    poster: '/images/guide/heritage-poster.svg',
    title: { en: "Egypt's great monuments", ar: 'آثار مصر العظيمة' },
    mode: 'ambient',
  },
  linkLabel: 'explore',
  cards: [
    {
      id: 'pyramids-of-giza',
      name: { en: 'Pyramids of Giza', ar: 'أهرامات الجيزة' },
      description: {
        en: 'The last standing wonder of the ancient world: the pyramids of Khufu, Khafre and Menkaure and the Great Sphinx, on the edge of Cairo.',
        ar: 'آخر عجائب الدنيا القديمة الباقية: أهرامات خوفو وخفرع ومنكاورع وأبو الهول، على أطراف القاهرة.',
      },
      image: '/images/guide/monument-pyramids.svg',
      route: '/pyramids',
    },
    {
      id: 'karnak',
      name: { en: 'Karnak Temple Complex', ar: 'مجمع معابد الكرنك' },
      description: {
        en: "The largest temple complex of the ancient world, built over two thousand years, with a forest of 134 columns in its Great Hypostyle Hall; the Avenue of Sphinxes joins it to Luxor Temple.",
        ar: 'أكبر مجمع للمعابد في العالم القديم، شُيّد على مدى ألفي عام، وفي بهو الأعمدة الكبير غابة من ١٣٤ عمودًا، ويربطه طريق الكباش بمعبد الأقصر.',
      },
      image: '/images/guide/monument-karnak.svg',
      route: '/luxor-temple',
    },
    {
      id: 'abu-simbel',
      name: { en: 'Abu Simbel', ar: 'أبو سمبل' },
      description: {
        en: 'Two temples cut into the cliff by Ramesses II, moved block by block in the 1960s to save them from Lake Nasser; twice a year the sun reaches the inner sanctuary.',
        ar: 'معبدان نحتهما رمسيس الثاني في الجبل، ونُقلا كتلةً كتلةً في ستينيات القرن العشرين لإنقاذهما من بحيرة ناصر، ومرتين في العام تبلغ الشمس قدس الأقداس.',
      },
      image: '/images/guide/monument-abu-simbel.svg',
    },
    {
      id: 'philae',
      name: { en: 'Philae Temple', ar: 'معبد فيلة' },
      description: {
        en: 'The island temple of Isis near Aswan, rebuilt on the island of Agilkia after the dams flooded its first home, and reached by boat.',
        ar: 'معبد إيزيس على جزيرة قرب أسوان، أعيد بناؤه على جزيرة أجيليكا بعد أن غمرت مياه السدود موقعه الأول، ويُبلغ بالقارب.',
      },
      image: '/images/guide/monument-philae.svg',
    },
    {
      id: 'valley-of-the-kings',
      name: { en: 'Valley of the Kings', ar: 'وادي الملوك' },
      description: {
        en: "The burial valley of the New Kingdom pharaohs on Luxor's West Bank, with more than sixty tombs, among them Tutankhamun's.",
        ar: 'وادي دفن فراعنة الدولة الحديثة على البر الغربي للأقصر، وفيه أكثر من ستين مقبرة، منها مقبرة توت عنخ آمون.',
      },
      image: '/images/guide/monument-valley-of-the-kings.svg',
    },
    {
      id: 'saladin-citadel',
      name: { en: 'Saladin Citadel', ar: 'قلعة صلاح الدين' },
      description: {
        en: 'The fortress Saladin began in the 1170s on a spur of the Muqattam hills, crowned by the Mosque of Muhammad Ali and its view over Cairo.',
        ar: 'القلعة التي بدأ صلاح الدين بناءها في سبعينيات القرن الثاني عشر على نتوء من جبل المقطم، ويتوّجها جامع محمد علي بإطلالته على القاهرة.',
      },
      image: '/images/guide/monument-citadel.svg',
    },
  ],
};
