import type { GuideIndex } from '../types';

/**
 * The mountains page (spec, booking §2 "Mountains page (/mountains)" and §3 guide item with height and
 * location): six cards. Mount Catherine leads to /mount-catherine and Mount Sinai to /mount-sinai; the
 * other four have no route, so their cards are not links. Heights are the summits' surveyed heights.
 */
export const mountains: GuideIndex = {
  id: 'mountains',
  route: '/mountains',
  title: { en: 'Mountains of Egypt', ar: 'جبال مصر' },
  intro: {
    en: "Egypt's highest peaks rise in southern Sinai and along the Red Sea: granite summits, Bedouin trails and sunrises above a sea of ridges.",
    ar: 'ترتفع أعلى قمم مصر في جنوب سيناء وعلى امتداد البحر الأحمر: قمم جرانيتية ودروب بدوية وشروق فوق بحر من السلاسل الجبلية.',
  },
  linkLabel: 'explore',
  cards: [
    {
      id: 'mount-catherine',
      name: { en: 'Mount Catherine', ar: 'جبل كاترين' },
      description: {
        en: 'The highest mountain in Egypt, climbed from the village of Saint Catherine on a long day or a Bedouin trek; on a clear morning you can see both gulfs of the Red Sea.',
        ar: 'أعلى جبل في مصر، يُصعد إليه من قرية سانت كاترين في يوم طويل أو رحلة مع البدو، وفي صباح صافٍ ترى خليجي البحر الأحمر كليهما.',
      },
      image: '/images/guide/mountain-catherine.svg',
      route: '/mount-catherine',
      location: { en: 'Saint Catherine, South Sinai', ar: 'سانت كاترين، جنوب سيناء' },
      heightMetres: 2629,
    },
    {
      id: 'mount-sinai',
      name: { en: 'Mount Sinai', ar: 'جبل موسى' },
      description: {
        en: "Gebel Musa, sacred to Jews, Christians and Muslims: pilgrims and walkers climb it by night to watch the sunrise, then visit St Catherine's Monastery at its foot.",
        ar: 'جبل موسى، المقدس عند اليهود والمسيحيين والمسلمين: يصعده الحجاج والمشّاؤون ليلًا لمشاهدة الشروق، ثم يزورون دير سانت كاترين عند سفحه.',
      },
      image: '/images/guide/mountain-sinai.svg',
      route: '/mount-sinai',
      location: { en: 'Saint Catherine, South Sinai', ar: 'سانت كاترين، جنوب سيناء' },
      heightMetres: 2285,
    },
    {
      id: 'umm-shaumer',
      name: { en: 'Gebel Umm Shaumer', ar: 'جبل أم شومر' },
      description: {
        en: "Egypt's third-highest peak, a remote granite massif south of Saint Catherine, reached on multi-day treks with Bedouin guides.",
        ar: 'ثالث أعلى قمة في مصر، كتلة جرانيتية نائية جنوب سانت كاترين، يُبلغ إليها في رحلات سير تمتد أيامًا بصحبة مرشدين من البدو.',
      },
      image: '/images/guide/mountain-umm-shaumer.svg',
      location: { en: 'South Sinai', ar: 'جنوب سيناء' },
      heightMetres: 2586,
    },
    {
      id: 'serbal',
      name: { en: 'Gebel Serbal', ar: 'جبل سربال' },
      description: {
        en: 'A jagged five-peaked ridge above the palm groves of Wadi Feiran, held by some early pilgrims to be the true Mount Sinai.',
        ar: 'سلسلة مسننة ذات خمس قمم تعلو بساتين النخيل في وادي فيران، ورأى فيها بعض الحجاج الأوائل جبل سيناء الحقيقي.',
      },
      image: '/images/guide/mountain-serbal.svg',
      location: { en: 'Wadi Feiran, South Sinai', ar: 'وادي فيران، جنوب سيناء' },
      heightMetres: 2070,
    },
    {
      id: 'shayib-al-banat',
      name: { en: 'Gebel Shayib al-Banat', ar: 'جبل شايب البنات' },
      description: {
        en: 'The highest summit of mainland Egypt, in the Red Sea Mountains west of Hurghada, a rugged climb through dry wadis for experienced hikers.',
        ar: 'أعلى قمة في مصر خارج سيناء، في جبال البحر الأحمر غرب الغردقة، وصعوده شاق عبر أودية جافة ويناسب المتمرسين.',
      },
      image: '/images/guide/mountain-shayib.svg',
      location: { en: 'Red Sea Mountains, west of Hurghada', ar: 'جبال البحر الأحمر، غرب الغردقة' },
      heightMetres: 2187,
    },
    {
      id: 'elba',
      name: { en: 'Gebel Elba', ar: 'جبل علبة' },
      description: {
        en: 'A mist-fed mountain near the Sudanese border whose slopes hold acacias, rare plants and wildlife found nowhere else in Egypt, at the heart of Elba National Park.',
        ar: 'جبل يرويه الضباب قرب الحدود السودانية، تكسو منحدراته أشجار السنط ونباتات نادرة وحياة برية لا توجد في أي مكان آخر بمصر، في قلب محمية علبة.',
      },
      image: '/images/guide/mountain-elba.svg',
      location: { en: 'Elba National Park, southern Red Sea coast', ar: 'محمية علبة، جنوب ساحل البحر الأحمر' },
      heightMetres: 1435,
    },
  ],
};
