import { describe, expect, it } from 'vitest';
import {
  Vocabulary,
  chooseCorrections,
  matchSlots,
  oneEditApart,
  planWithVocabulary,
  querySlots,
  searchWords,
  trigramSimilarity,
} from './search-query';
import { normalizeSearchText } from './search-text';

/** Some of the seed's tours by id, with the names the /tours list carries (title and city in both languages). */
const TOURS: Record<number, string> = {
  1: 'Giza Pyramids, the Sphinx and the Grand Egyptian Museum | أهرامات الجيزة وأبو الهول والمتحف المصري الكبير | Giza الجيزة',
  3: 'Luxor to Aswan Nile Cruise: Four Days of Temples and Feluccas | رحلة نيلية من الأقصر إلى أسوان: أربعة أيام بين المعابد والفلوكات | Aswan أسوان',
  6: 'Valley of the Kings, Hatshepsut and the Colossi of Memnon | وادي الملوك وحتشبسوت وتمثالا ممنون | Luxor الأقصر',
  7: 'Karnak by Day, Luxor Temple by Night | الكرنك نهارًا ومعبد الأقصر ليلًا | Luxor الأقصر',
  8: 'Sunrise Hot-Air Balloon over the West Bank | رحلة منطاد عند الشروق فوق البر الغربي | Luxor الأقصر',
  9: 'Abu Simbel at Sunrise from Aswan | أبو سمبل عند الشروق من أسوان | Abu Simbel أبو سمبل',
  10: 'Philae Temple, the High Dam and the Unfinished Obelisk | معبد فيلة والسد العالي والمسلة الناقصة | Aswan أسوان',
  13: 'Alexandria in a Day: Qaitbay, the Library and Kom el-Shoqafa | الإسكندرية في يوم: قايتباي والمكتبة وكوم الشقافة | Alexandria الإسكندرية',
  21: 'Ras Mohammed National Park by Boat | محمية رأس محمد بالقارب | Sharm El Sheikh شرم الشيخ',
  23: 'SS Thistlegorm Wreck Dive Day | يوم غوص على حطام السفينة ثيسلجورم | Sharm El Sheikh شرم الشيخ',
  24: 'Giftun Island and Orange Bay | جزيرة الجفتون وأورانج باي | Hurghada الغردقة',
  25: 'Two Guided Dives at Abu Ramada and Carless Reef | غوصتان مع مرشد عند أبو رمادة وكارلس ريف | Hurghada الغردقة',
  39: 'Pyramids Sound and Light Show with Dinner | عرض الصوت والضوء في الأهرامات مع العشاء | Giza الجيزة',
  42: 'Luxor Museum and the Mummification Museum | متحف الأقصر ومتحف التحنيط | Luxor الأقصر',
  45: 'Lake Nasser Cruise from Aswan to Abu Simbel: Four Days | رحلة في بحيرة ناصر من أسوان إلى أبو سمبل: أربعة أيام | Abu Simbel أبو سمبل',
};
const vocabulary = new Vocabulary(Object.values(TOURS));
const found = (query: string) => {
  const slots = planWithVocabulary(query, vocabulary);
  return Object.entries(TOURS).flatMap(([id, names]) => (matchSlots(slots, searchWords(names)) ? [Number(id)] : []));
};

describe('the search normaliser', () => {
  it('reads Persian and Urdu keyboards as Arabic ones', () => {
    expect(normalizeSearchText('۳ ایام')).toBe('3 ايام');
    expect(normalizeSearchText('کرنک')).toBe('كرنك');
  });
});

describe('query slots', () => {
  it('recognises a place written in several words as one slot, and every spelling of it', () => {
    const [slot, ...rest] = querySlots('Sharm el-Sheikh');
    expect(rest).toEqual([]);
    expect(slot?.exact).toEqual(expect.arrayContaining([['sharm', 'sheikh'], ['شرم', 'الشيخ'], ['sharm']]));
  });

  it('drops joining words and "tour" when something else is left, and keeps them alone', () => {
    expect(querySlots('diving in the Red Sea tours').map((slot) => slot.typed.join(' '))).toEqual(['diving', 'red sea']);
    expect(querySlots('tour').map((slot) => slot.typed)).toEqual([['tour']]);
  });

  it('searches a transliteration as the place it names', () => {
    expect(querySlots('ghardaqa')[0]?.exact).toEqual(expect.arrayContaining([['hurghada'], ['الغردقه']]));
    expect(querySlots('Louxor')[0]?.exact).toEqual(expect.arrayContaining([['luxor'], ['الاقصر']]));
  });
});

describe('trigram similarity and corrections', () => {
  it("computes pg_trgm's similarity (padded trigrams, shared over all)", () => {
    expect(trigramSimilarity('luxer', 'luxor')).toBeCloseTo(3 / 9, 6);
    expect(trigramSimilarity('hurgada', 'hurghada')).toBeCloseTo(6 / 11, 6);
    expect(trigramSimilarity('luxor', 'luxor')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
  });

  it('knows one edit: a letter added, dropped, changed, or two neighbours swapped', () => {
    expect(oneEditApart('hurgada', 'hurghada')).toBe(true);
    expect(oneEditApart('luxer', 'luxor')).toBe(true);
    expect(oneEditApart('shiekh', 'sheikh')).toBe(true);
    expect(oneEditApart('simble', 'simbel')).toBe(true);
    expect(oneEditApart('luxer', 'luxury')).toBe(false);
    expect(oneEditApart('aswan', 'aswan')).toBe(true);
  });

  it('prefers the word one edit away, and finds nothing for a word like none', () => {
    const candidates = ['luxor', 'luxury'].map((word) => ({ word, similarity: trigramSimilarity('luxer', word) }));
    expect(chooseCorrections('luxer', candidates)).toEqual(['luxor']);
    expect(chooseCorrections('xqzvw', [{ word: 'luxor', similarity: 0 }])).toEqual([]);
  });
});

describe('the tours the shared rules find (the /tours filter)', () => {
  it.each([
    ['hurgada', [24, 25]],
    ['piramids', [1, 39]],
    ['abu simble', [9, 45]],
    ['alexendria', [13]],
    ['sharm el shiekh', [21, 23]],
    ['aswaan', [3, 9, 10, 45]],
    ['luxer', [3, 6, 7, 8, 42]],
    ['ghardaqa', [24, 25]],
    ['الاقسر', [3, 6, 7, 8, 42]],
  ])('"%s" finds its tours and no other', (query, tours) => {
    expect(found(query)).toEqual(tours);
  });

  it('finds nothing for a word like no name', () => {
    expect(found('xqzvwplm')).toEqual([]);
  });

  it('says whether a tour matched as typed or only after a correction', () => {
    const names = searchWords('Luxor Museum');
    expect(matchSlots(planWithVocabulary('luxor', vocabulary), names)).toBe('exact');
    expect(matchSlots(planWithVocabulary('luxer', vocabulary), names)).toBe('fuzzy');
  });
});
