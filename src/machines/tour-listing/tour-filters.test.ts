import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_FILTERS,
  filterTours,
  hasActiveFilters,
  listTours,
  matchesSearch,
  normalizeMaxPrice,
  pageCount,
  pageOfTours,
  searchText,
  sortTours,
  withinPrice,
  type TourFilters,
  type TourSort,
} from './tour-filters';
import { makeTour } from '../../../tests/fixtures/catalogue';

const ids = (tours: readonly { id: number }[]) => tours.map((tour) => tour.id);

describe('search over title and destination city', () => {
  const tour = makeTour(1, { title: 'Karnak and Luxor Temples', destinationCity: 'Luxor' });
  const arabic = makeTour(2, { title: 'رحلة إلى معبد الأقصر', destinationCity: 'الأقصر' });
  const accented = makeTour(3, { title: 'Felucca on the Nile', destinationCity: 'Aswân' });
  const untitled = makeTour(4, { title: '', destinationCity: 'Siwa' });

  it.each([
    ['', tour, true],
    ['   ', tour, true],
    ['karnak', tour, true],
    ['KARNAK', tour, true],
    ['  luxor  ', tour, true],
    ['temples', tour, true],
    ['and   luxor', tour, true],
    ['aswan', tour, false],
    // The synonym table knows Luxor is الأقصر: an Arabic-only tour is found by its English name.
    ['luxor', arabic, true],
    ['giza', arabic, false],
    ['الأقصر', arabic, true],
    ['الاقصر', arabic, true],
    ['اقصر', arabic, true],
    ['معبد', arabic, true],
    ['الى', arabic, true],
    ['aswan', accented, true],
    ['ASWÂN', accented, true],
    ['siwa', untitled, true],
    ['untitled', untitled, false],
  ] as const)('%j in %j → %s', (term, candidate, expected) => {
    expect(matchesSearch(candidate, term)).toBe(expected);
  });

  describe('in both languages and every Arabic spelling', () => {
    // As the server sends them: the Arabic listing's tour carries its English names too, and the other way round.
    const pyramidsAr = makeTour(5, {
      title: 'أهرامات الجيزة وأبو الهول',
      destinationCity: 'الجيزة',
      searchNames: ['Giza Pyramids and the Sphinx', 'Giza', 'أهرامات الجيزة وأبو الهول', 'الجيزة'],
    });
    const luxorEn = makeTour(6, {
      title: 'Karnak by Day, Luxor Temple by Night',
      destinationCity: 'Luxor',
      searchNames: ['Karnak by Day, Luxor Temple by Night', 'Luxor', 'الكرنك نهارًا ومعبد الأقصر ليلًا', 'الأقصر'],
    });
    const oasis = makeTour(7, { title: 'Siwa', destinationCity: 'سيوة', searchNames: ['Siwa Oasis Day', 'Siwa', 'يوم في واحة سيوة', 'سيوة'] });

    it.each([
      ['luxor', 'luxorEn', true],
      ['الأقصر', 'luxorEn', true],
      ['الاقصر', 'luxorEn', true],
      ['اقصر', 'luxorEn', true],
      ['إلأقصر', 'luxorEn', true],
      ['pyramids', 'pyramidsAr', true],
      ['giza', 'pyramidsAr', true],
      ['هرم', 'pyramidsAr', true],
      ['الهرم', 'pyramidsAr', true],
      ['اهرامات', 'pyramidsAr', true],
      ['آهرامات', 'pyramidsAr', true],
      ['أهرامـــات', 'pyramidsAr', true],
      ['أَهْرَامَات', 'pyramidsAr', true],
      ['giza هرم', 'pyramidsAr', true],
      ['giza luxor', 'pyramidsAr', false],
      ['سيوه', 'oasis', true],
      ['واحه', 'oasis', true],
      ['واحات', 'oasis', true],
      ['ليلا', 'luxorEn', true],
      // ى is not ا (see below), but a word one letter from a name's word is taken as a typo for it.
      ['ليلى', 'luxorEn', true],
      ['ليلي', 'luxorEn', true],
      ['ليمون', 'luxorEn', false],
    ] as const)('%j in %s → %s', (term, name, expected) => {
      expect(matchesSearch({ pyramidsAr, luxorEn, oasis }[name], term)).toBe(expected);
    });
  });

  it('folds Arabic letter forms and vowel marks the way a traveller types them', () => {
    expect(searchText('مَدِينَة')).toBe(searchText('مدينه'));
    expect(searchText('مستشفى')).toBe(searchText('مستشفي'));
    expect(searchText('آثار')).toBe(searchText('اثار'));
    expect(searchText('الأقـــصر')).toBe('الاقصر');
    expect(searchText('ٱلنيل')).toBe('النيل');
    expect(searchText('Aswân ٢٠٢٦')).toBe('aswan 2026');
    expect(searchText('ليلى')).not.toBe(searchText('ليلا'));
  });

  it('forgives typos and transliterations over the whole list, as /api/Search does', () => {
    const tours = [
      makeTour(1, { title: 'Giftun Island and Orange Bay', destinationCity: 'Hurghada', searchNames: ['Giftun Island and Orange Bay', 'Hurghada', 'جزيرة الجفتون وأورانج باي', 'الغردقة'] }),
      makeTour(2, { title: 'Abu Simbel at Sunrise from Aswan', destinationCity: 'Abu Simbel', searchNames: ['Abu Simbel at Sunrise from Aswan', 'Abu Simbel', 'أبو سمبل عند الشروق من أسوان', 'أبو سمبل'] }),
      makeTour(3, { title: 'Karnak by Day, Luxor Temple by Night', destinationCity: 'Luxor', searchNames: ['Karnak by Day, Luxor Temple by Night', 'Luxor', 'الكرنك نهارًا ومعبد الأقصر ليلًا', 'الأقصر'] }),
    ];
    const found = (search: string) => ids(filterTours(tours, { ...DEFAULT_FILTERS, search }));
    expect(found('hurgada')).toEqual([1]);
    expect(found('ghardaqa')).toEqual([1]);
    expect(found('abu simble')).toEqual([2]);
    expect(found('aswaan')).toEqual([2]);
    expect(found('luxer')).toEqual([3]);
    expect(found('الاقسر')).toEqual([3]);
    expect(found('qwrtzp')).toEqual([]);
  });
});

describe('price ceiling', () => {
  it.each([
    [0, 0, true],
    [100, 0, false],
    [2500, 2500, true],
    [2501, 2500, false],
    [9900, 9900, true],
    [9901, 9900, false],
    // At the top of the slider there is no ceiling: tours above 10000 EGP stay listed.
    [10_000, 10_000, true],
    [29_900, 10_000, true],
  ])('a %d EGP tour under a %d ceiling → %s', (price, ceiling, expected) => {
    expect(withinPrice({ price }, ceiling)).toBe(expected);
  });

  it.each([
    [0, 0],
    [149, 100],
    [150, 200],
    [-300, 0],
    [12_000, 10_000],
    [Number.NaN, 10_000],
    [Number.POSITIVE_INFINITY, 10_000],
  ])('the slider holds %d as %d (steps of 100 from 0 to 10000)', (value, expected) => {
    expect(normalizeMaxPrice(value)).toBe(expected);
  });
});

describe('filterTours', () => {
  const tours = [
    makeTour(1, { title: 'Red Sea Snorkelling', destinationCity: 'Hurghada', price: 2500, categoryId: 1 }),
    makeTour(2, { title: 'Valley of the Kings', destinationCity: 'Luxor', price: 3900, categoryId: 2 }),
    makeTour(3, { title: 'Luxor by Balloon', destinationCity: 'Luxor', price: 1800, categoryId: null }),
    makeTour(4, { title: 'Nile Cruise', destinationCity: 'Aswan', price: 24_500, categoryId: 2 }),
  ];
  const filters = (change: Partial<TourFilters>): TourFilters => ({ ...DEFAULT_FILTERS, ...change });

  it.each([
    ['the defaults', {}, [1, 2, 3, 4]],
    ['a category', { categoryId: 2 }, [2, 4]],
    ['a category no tour has', { categoryId: 7 }, []],
    ['All Categories', { categoryId: null }, [1, 2, 3, 4]],
    ['a search', { search: 'luxor' }, [2, 3]],
    ['a price ceiling', { maxPrice: 2500 }, [1, 3]],
    ['search, ceiling and category together', { search: 'luxor', maxPrice: 3000, categoryId: 2 }, []],
    ['search and ceiling', { search: 'luxor', maxPrice: 3000 }, [3]],
    ['a search nothing matches', { search: 'zanzibar' }, []],
  ] as const)('%s', (_name, change, expected) => {
    expect(ids(filterTours(tours, filters(change)))).toEqual(expected);
  });
});

describe('sortTours', () => {
  const tours = [
    makeTour(1, { price: 3000, rating: 4.2, creationDate: '2030-02-01T00:00:00Z', startDate: '2031-05-01T00:00:00Z' }),
    makeTour(2, { price: 1500, rating: null, creationDate: '2030-04-01T00:00:00Z', startDate: null }),
    makeTour(3, { price: 9000, rating: 4.8, creationDate: '2030-03-01T00:00:00Z', startDate: '2031-04-01T00:00:00Z' }),
    makeTour(4, { price: 1500, rating: 0, creationDate: 'not a date', startDate: '2031-06-01T00:00:00Z' }),
    makeTour(5, { price: 6000, rating: 4.2, creationDate: '2030-01-01T00:00:00Z', startDate: 'soon' }),
  ];

  it.each<[TourSort, number[]]>([
    // creationDate descending; an unreadable date last.
    ['newest', [2, 3, 1, 5, 4]],
    // equal prices keep the server's order.
    ['price-asc', [2, 4, 1, 5, 3]],
    ['price-desc', [3, 5, 1, 2, 4]],
    // highest first, equal ratings in server order, rated 0 before unrated.
    ['rating', [3, 1, 5, 4, 2]],
    // soonest departure first, missing or unreadable dates last.
    ['departure', [3, 1, 4, 2, 5]],
  ])('%s', (sort, expected) => {
    expect(ids(sortTours(tours, sort))).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    const copy = [...tours];
    sortTours(tours, 'price-desc');
    expect(tours).toEqual(copy);
  });

  it('listTours filters, then sorts', () => {
    expect(ids(listTours(tours, { ...DEFAULT_FILTERS, maxPrice: 6000, sort: 'price-desc' }))).toEqual([5, 1, 2, 4]);
  });
});

describe('paging: 5 tours a page', () => {
  const twelve = Array.from({ length: 12 }, (_, index) => makeTour(index + 1));

  it.each([
    [0, 0],
    [1, 1],
    [5, 1],
    [6, 2],
    [10, 2],
    [11, 3],
    [1000, 200],
  ])('%d tours fill %d pages', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });

  it.each([
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [0, 3, 1],
    [-2, 3, 1],
    [2.7, 3, 2],
    [Number.NaN, 3, 1],
    [5, 0, 1],
  ])('page %d of %d pages is shown as %d', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [6, 7, 8, 9, 10]],
    [3, [11, 12]],
    [9, [11, 12]],
  ])('page %d holds %j', (page, expected) => {
    const result = pageOfTours(twelve, page);
    expect(ids(result.items)).toEqual(expected);
    expect(result.totalPages).toBe(3);
    expect(result.totalCount).toBe(12);
    expect(result.page).toBe(Math.min(page, 3));
  });

  it('an empty list is one empty page 1 of 0', () => {
    expect(pageOfTours([], 2)).toEqual({ items: [], page: 1, totalPages: 0, totalCount: 0 });
  });
});

describe('hasActiveFilters', () => {
  it.each([
    [{}, false],
    [{ search: '   ' }, false],
    [{ search: 'nile' }, true],
    [{ maxPrice: 9900 }, true],
    [{ categoryId: 1 }, true],
    [{ sort: 'rating' as const }, true],
  ])('%j → %s', (change, expected) => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, ...change })).toBe(expected);
  });
});
