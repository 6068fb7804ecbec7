import { describe, expect, it } from 'vitest';
import type { components } from '@core/contract/schema';
import { Vocabulary, matchSlots, planWithVocabulary, searchWords, trigramSimilarity } from '@core/search/search-query';
import { catalogue } from './seed/seed';
import { useTestServer } from '../testing/harness';

type Item = components['schemas']['SearchResultItem'];
type Query = { type: 'Events' | 'Travels' | 'Companies'; search: string; pageSize?: number; pageIndex?: number };

const tourText = (id: number) => {
  const tour = catalogue.tours[id - 1];
  if (!tour) return '';
  return [tour.title, tour.description, tour.destination.name, ...tour.tags].map((text) => `${text.en} ${text.ar}`).join(' ');
};

describe('search', () => {
  const server = useTestServer();

  const search = async (query: Query, language: 'en' | 'ar' = 'en') => {
    const { data, response } = await server.api(undefined, language).GET('/api/Search', { params: { query: { pageSize: 100, ...query } } });
    expect(response.status, `${query.type} "${query.search}"`).toBe(200);
    if (!data) throw new Error('no answer');
    return data;
  };
  const ids = (items: Item[]) => items.map((item) => item.id);
  const titles = (items: Item[]) => items.map((item) => ('title' in item ? item.title : 'companyName' in item ? item.companyName : ''));

  describe('tours', () => {
    it('"pyram" finds the pyramid tours by the start of the word', async () => {
      const found = await search({ type: 'Travels', search: 'pyram' });
      expect(ids(found.items)).toEqual(expect.arrayContaining([1, 39, 40]));
      expect(found.items.slice(0, 3).every((item) => 'title' in item && /pyramid/i.test(item.title))).toBe(true);
    });

    it('"هرم" and "الأهرامات" find the pyramid tours in Arabic, answered in Arabic', async () => {
      for (const term of ['هرم', 'الأهرامات', 'اهرامات']) {
        const found = await search({ type: 'Travels', search: term }, 'ar');
        expect(ids(found.items), term).toEqual(expect.arrayContaining([1, 39, 40]));
      }
      const found = await search({ type: 'Travels', search: 'الأهرامات' }, 'ar');
      expect(titles(found.items)).toContain(catalogue.tours[0]?.title.ar);
    });

    it('"Luxor" finds the Luxor tours, best matches first', async () => {
      const found = await search({ type: 'Travels', search: 'Luxor' });
      expect(ids(found.items)).toEqual(expect.arrayContaining([3, 6, 7, 8, 42]));
      for (const id of ids(found.items)) expect(tourText(id), `tour ${id}`).toMatch(/luxor/i);
      expect(ids(await search({ type: 'Travels', search: 'الأقصر' }, 'ar').then((page) => page.items))).toEqual(expect.arrayContaining([6, 7, 8, 42]));
    });

    it('"karnak" finds the Karnak tour first', async () => {
      const found = await search({ type: 'Travels', search: 'karnak' });
      expect(found.items[0]?.id).toBe(7);
      expect(ids(found.items)).toContain(3); // its description names Karnak too
      expect((await search({ type: 'Travels', search: 'الكرنك' }, 'ar')).items[0]?.id).toBe(7);
    });

    it('pages through every match of "cairo" five at a time, with the total on every page', async () => {
      const all = await search({ type: 'Travels', search: 'cairo' });
      expect(all.totalCount).toBe(all.items.length);
      expect(all.totalCount).toBeGreaterThan(5);
      const first = await search({ type: 'Travels', search: 'cairo', pageSize: 5, pageIndex: 1 });
      const second = await search({ type: 'Travels', search: 'cairo', pageSize: 5, pageIndex: 2 });
      expect([first.totalCount, second.totalCount]).toEqual([all.totalCount, all.totalCount]);
      expect([first.totalPages, second.totalPages]).toEqual([Math.ceil(all.totalCount / 5), Math.ceil(all.totalCount / 5)]);
      expect(first.items).toHaveLength(5);
      expect([...ids(first.items), ...ids(second.items)].slice(0, all.totalCount)).toEqual(ids(all.items).slice(0, 10));
    });

    it('matches Arabic spelling variants with the normaliser the /tours filter uses (أ إ آ ٱ, ة, ى, marks, tatweel)', async () => {
      const plain = ids((await search({ type: 'Travels', search: 'الاقصر' }, 'ar')).items);
      expect(plain.length).toBeGreaterThan(0);
      for (const variant of ['الأقصر', 'ألاقصر', 'الأقـــصر', 'الأَقْصُر', 'ٱلاقصر']) {
        expect(ids((await search({ type: 'Travels', search: variant }, 'ar')).items), variant).toEqual(plain);
      }
      const oasis = ids((await search({ type: 'Travels', search: 'واحة سيوة' }, 'ar')).items);
      expect(oasis.length).toBeGreaterThan(0);
      expect(ids((await search({ type: 'Travels', search: 'واحه سيوه' }, 'ar')).items)).toEqual(oasis);
    });

    it('matches every word: "luxor balloon" finds only the balloon flight', async () => {
      expect(ids((await search({ type: 'Travels', search: 'luxor balloon' })).items)).toEqual([8]);
    });

    it('never offers a departed tour', async () => {
      const alexandria = ids((await search({ type: 'Travels', search: 'Alexandria' })).items);
      expect(alexandria).toEqual(expect.arrayContaining([13, 44]));
      expect(alexandria).not.toContain(14);
      expect((await search({ type: 'Travels', search: 'citadel sultan hassan' })).totalCount).toBe(0);
    });

    it('finds nothing for a nonsense word', async () => {
      expect(await search({ type: 'Travels', search: 'xqzvwplm' })).toEqual({ items: [], totalCount: 0, totalPages: 0 });
    });

    it('pages the matches', async () => {
      const all = await search({ type: 'Travels', search: 'Luxor' });
      const second = await search({ type: 'Travels', search: 'Luxor', pageSize: 2, pageIndex: 2 });
      expect(second.totalCount).toBe(all.totalCount);
      expect(second.totalPages).toBe(Math.ceil(all.totalCount / 2));
      expect(ids(second.items)).toEqual(ids(all.items).slice(2, 4));
      const { data } = await server.api().GET('/api/Search', { params: { query: { type: 'Travels', search: 'Luxor' } } });
      expect(data?.items).toHaveLength(5); // the spec's page size
    });
  });

  describe('forgiving what a person types', () => {
    it.each([
      ['hurgada', [24, 25, 26]],
      ['piramids', [1, 39, 40]],
      ['abu simble', [9, 45]],
      ['alexendria', [13, 44]],
      ['sharm el shiekh', [21, 22, 23]],
      ['aswaan', [3, 10, 12]],
      ['luxer', [6, 7, 8]],
      ['ghardaqa', [24, 25, 26]],
    ])('"%s", once found nothing, finds its tours first', async (term, expected) => {
      const found = await search({ type: 'Travels', search: term, pageSize: 5 });
      expect(ids(found.items)).toEqual(expect.arrayContaining(expected));
    });

    it('finds the same in either interface language, both languages being searched', async () => {
      for (const term of ['luxer', 'الغردقة', 'Louxor', 'غوص']) {
        expect(ids((await search({ type: 'Travels', search: term }, 'ar')).items), term).toEqual(ids((await search({ type: 'Travels', search: term })).items));
      }
      expect(ids((await search({ type: 'Travels', search: 'diving' })).items)).toEqual(expect.arrayContaining([23, 25, 26]));
      expect(ids((await search({ type: 'Travels', search: 'غوص' }, 'ar')).items)).toEqual(expect.arrayContaining([23, 25, 26]));
    });

    it("computes pg_trgm's similarity as the browser's filter does", async () => {
      const pairs = [
        ['luxer', 'luxor'],
        ['hurgada', 'hurghada'],
        ['shiekh', 'sheikh'],
        ['الاقسر', 'الاقصر'],
        ['alexendria', 'alexandria'],
        ['x', 'xyz'],
      ];
      const rows = await server.services.db.query<{ similarity: number }>(
        'select similarity(p.a, p.b)::float8 as similarity from unnest($1::text[], $2::text[]) with ordinality as p(a, b, n) order by p.n',
        [pairs.map((pair) => pair[0]), pairs.map((pair) => pair[1])],
      );
      expect(rows.map((row) => Math.round(row.similarity * 1e6))).toEqual(pairs.map(([a, b]) => Math.round(trigramSimilarity(a!, b!) * 1e6)));
    });

    it('finds what the /tours filter finds, from the same rules', async () => {
      const { data } = await server.api().GET('/api/Travel', { params: { query: { PageSize: 100 } } });
      const listed = data?.items ?? [];
      const vocabulary = new Vocabulary(listed.flatMap((tour) => tour.searchNames ?? []));
      for (const term of ['hurgada', 'piramids', 'abu simble', 'alexendria', 'sharm el shiekh', 'aswaan', 'luxer', 'ghardaqa', 'الاقسر']) {
        const slots = planWithVocabulary(term, vocabulary);
        const filtered = listed.filter((tour) => matchSlots(slots, searchWords((tour.searchNames ?? []).join(' ')))).map((tour) => tour.id);
        const searched = ids((await search({ type: 'Travels', search: term })).items);
        expect(filtered.length, term).toBeGreaterThan(0);
        expect(searched, term).toEqual(expect.arrayContaining(filtered));
      }
    });

    it('ranks a tour that has the word as typed before the corrected matches', async () => {
      const db = server.services.db;
      await db.query("update tours set description_en = description_en || ' Transfers from Hurgada on request.' where id = 10");
      try {
        const found = ids((await search({ type: 'Travels', search: 'hurgada' })).items);
        expect(found[0]).toBe(10);
        expect(found.slice(1)).toEqual(expect.arrayContaining([24, 25, 26]));
      } finally {
        await db.query("update tours set description_en = replace(description_en, ' Transfers from Hurgada on request.', '') where id = 10");
      }
    });

    it('says there is nothing rather than guessing, for a word like no name', async () => {
      for (const term of ['qwrtzp', 'luxor qwrtzp', 'غغغغغ']) {
        expect(await search({ type: 'Travels', search: term }), term).toEqual({ items: [], totalCount: 0, totalPages: 0 });
      }
    });

    it('forgives in the listing and company searches too (/api/Travel?search, /api/Company?Search)', async () => {
      const tours = await server.api().GET('/api/Travel', { params: { query: { search: 'hurgada', PageSize: 100 } } });
      expect(ids(tours.data?.items ?? [])).toEqual(expect.arrayContaining([24, 25, 26]));
      const companies = await server.api().GET('/api/Company', { params: { query: { Search: 'thebes voyges' } } });
      expect((companies.data?.items ?? []).map((company) => company.id)).toEqual([3]);
    });

    it('counts the matches on a page past the last one', async () => {
      const all = await search({ type: 'Travels', search: 'luxer' });
      const past = await search({ type: 'Travels', search: 'luxer', pageSize: 5, pageIndex: 50 });
      expect(past).toEqual({ items: [], totalCount: all.totalCount, totalPages: Math.ceil(all.totalCount / 5) });
    });
  });

  describe('companies and events', () => {
    it('finds companies by name and by city', async () => {
      expect(titles((await search({ type: 'Companies', search: 'dahab' })).items)[0]).toBe('Blue Hole Adventures');
      expect(titles((await search({ type: 'Companies', search: 'Aswan' })).items)[0]).toBe('Nubian Sails');
      expect(titles((await search({ type: 'Companies', search: 'nile ways' })).items)).toEqual(['Nile Ways Travel']);
      const arabic = await search({ type: 'Companies', search: 'الغردقة' }, 'ar');
      expect(titles(arabic.items)[0]).toBe('نادي غواصي البحر الأحمر');
      const first = arabic.items[0];
      expect(first && 'coverImage' in first ? first.coverImage : undefined).toMatch(/^\/images\/companies\//);
    });

    it('finds events by name and by location, only those still to come', async () => {
      expect(titles((await search({ type: 'Events', search: 'jazz' })).items)).toEqual(['Cairo Jazz Festival']);
      const luxor = titles((await search({ type: 'Events', search: 'Luxor' })).items);
      expect(luxor).toEqual(expect.arrayContaining(['Moulid of Abu al-Haggag', 'Egyptian Marathon in Luxor']));
      expect(luxor).not.toContain('Luxor African Film Festival'); // it was 20 days ago
      const arabic = await search({ type: 'Events', search: 'الأقصر' }, 'ar');
      expect(arabic.totalCount).toBe(2);
      for (const item of arabic.items) expect('dates' in item && item.dates.includes(' at ')).toBe(true);
    });
  });

  describe('what a person may type', () => {
    it('never fails on operators, quotes and other punctuation', async () => {
      const hostile = [
        "a&|!:(')",
        "'",
        '\\',
        ':*',
        '!!',
        '(((',
        '<->',
        'pyram:*',
        '"quoted words"',
        '%_',
        '--; drop table tours',
        '${x}',
        '🐪 camel',
        '\u064E\u0651',
        'x'.repeat(200),
        'a b c d e f g h i j k l',
        'the of and',
      ];
      for (const term of hostile) {
        for (const type of ['Travels', 'Events', 'Companies'] as const) {
          const response = await fetch(`${server.url}/api/Search?type=${type}&search=${encodeURIComponent(term)}`);
          expect(response.status, `${type} ${term}`).toBe(200);
        }
      }
      expect((await search({ type: 'Travels', search: 'pyram:*' })).items.map((item) => item.id)).toContain(1);
      expect((await search({ type: 'Travels', search: '🐪 camel' })).totalCount).toBeGreaterThan(0);
    });

    it('answers a blank term with 400, in English and Arabic', async () => {
      const english = await server.api().GET('/api/Search', { params: { query: { type: 'Travels', search: '   ' } } });
      expect(english.response.status).toBe(400);
      expect(english.error).toEqual({ message: 'Type something to search for.' });
      const arabic = await server.api(undefined, 'ar').GET('/api/Search', { params: { query: { type: 'Travels', search: '   ' } } });
      expect(arabic.error).toEqual({ message: 'اكتب ما تريد البحث عنه.' });
      expect((await fetch(`${server.url}/api/Search?type=Travels`)).status).toBe(400);
      expect((await fetch(`${server.url}/api/Search?type=Hotels&search=x`)).status).toBe(400);
    });
  });
});
