import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './tour-filters';
import { listingQueryKey, readListingQuery, writeListingQuery, type ListingQuery } from './tour-listing-query';

const read = (query: string) => readListingQuery(new URLSearchParams(query));

describe('the listing in the address', () => {
  it('reads the plain address as the defaults, page 1', () => {
    expect(read('')).toEqual({ filters: DEFAULT_FILTERS, page: 1 });
  });

  it('reads every filter, the sort and the page', () => {
    expect(read('?q=luxor&max=3000&category=2&sort=price-asc&page=3')).toEqual({
      filters: { search: 'luxor', maxPrice: 3000, categoryId: 2, sort: 'price-asc' },
      page: 3,
    });
  });

  it("reads the home page's category shortcut", () => {
    expect(read('category=4')).toEqual({ filters: { ...DEFAULT_FILTERS, categoryId: 4 }, page: 1 });
  });

  it('keeps Arabic search text', () => {
    expect(read(new URLSearchParams({ q: 'الأقصر' }).toString()).filters.search).toBe('الأقصر');
  });

  it.each([
    ['max=abc', { maxPrice: 10_000 }],
    ['max=', { maxPrice: 10_000 }],
    ['max=2450', { maxPrice: 2500 }],
    ['max=-5', { maxPrice: 0 }],
    ['max=0', { maxPrice: 0 }],
    ['max=50000', { maxPrice: 10_000 }],
    ['category=all', { categoryId: null }],
    ['category=0', { categoryId: null }],
    ['category=2.5', { categoryId: null }],
    ['sort=cheapest', { sort: 'newest' }],
  ])('reads an unreadable or out-of-range %s as %j', (query, expected) => {
    expect(read(query).filters).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it.each(['page=0', 'page=-1', 'page=two', 'page=1.5'])('reads %s as page 1', (query) => {
    expect(read(query).page).toBe(1);
  });

  it('leaves the defaults out, so the plain listing is /tours', () => {
    expect(writeListingQuery({ filters: { ...DEFAULT_FILTERS, search: '   ' }, page: 1 }).toString()).toBe('');
  });

  it('writes what differs from the defaults and keeps the other parameters (the language)', () => {
    const query: ListingQuery = { filters: { search: 'nile cruise', maxPrice: 4000, categoryId: 2, sort: 'rating' }, page: 2 };
    const written = writeListingQuery(query, new URLSearchParams('lng=ar&page=7&sort=departure'));
    expect(written.get('lng')).toBe('ar');
    expect(readListingQuery(written)).toEqual(query);
    expect(written.toString()).toBe('lng=ar&q=nile+cruise&max=4000&category=2&sort=rating&page=2');
  });

  it('removes parameters that went back to their defaults', () => {
    const written = writeListingQuery({ filters: DEFAULT_FILTERS, page: 1 }, new URLSearchParams('q=luxor&max=100&category=1&sort=rating&page=2&lng=en'));
    expect(written.toString()).toBe('lng=en');
  });

  it('gives one key per listing, whatever else the address holds', () => {
    const a = readListingQuery(new URLSearchParams('lng=ar&category=2&page=1'));
    const b = readListingQuery(new URLSearchParams('category=2'));
    expect(listingQueryKey(a)).toBe(listingQueryKey(b));
    expect(listingQueryKey(a)).not.toBe(listingQueryKey({ ...b, page: 2 }));
  });
});
