import { afterAll, describe, expect, it, vi } from 'vitest';
import { handle } from '../../tests/msw/handlers';
import { startMswServer } from '../../tests/msw/server';
import { makeTour, onePage } from '../../tests/fixtures/catalogue';

// The API client takes its base when it is first imported: point it at the address msw listens on.
vi.hoisted(() => {
  vi.stubEnv('VITE_API_BASE_URL', 'http://api.rihla.test');
});
const { categoryIdForSlug, fetchGuideTours, GUIDE_TOURS_ERROR, slugOf } = await import('./guide-tours');
afterAll(() => vi.unstubAllEnvs());

const server = startMswServer();

/** The seed's categories as the server names them in English. */
const ENGLISH_CATEGORIES = [
  { id: 1, categoryName: 'Beaches' },
  { id: 2, categoryName: 'Heritage' },
  { id: 6, categoryName: 'Desert & Oases' },
  { id: 7, categoryName: 'Nile Cruises' },
  { id: 8, categoryName: 'Diving & Snorkelling' },
];
const ARABIC_CATEGORIES = [
  { id: 1, categoryName: 'الشواطئ' },
  { id: 7, categoryName: 'الرحلات النيلية' },
];

const tours = (count: number, first = 1) => Array.from({ length: count }, (_, index) => makeTour(first + index));

describe('slugOf and categoryIdForSlug', () => {
  it('reads a category name as the seed writes its slug', () => {
    expect(slugOf('Desert & Oases')).toBe('desert-oases');
    expect(slugOf('  Nile Cruises ')).toBe('nile-cruises');
  });

  it('finds a category by its whole slug or by its first words', () => {
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'nile-cruises')).toBe(7);
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'desert')).toBe(6);
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'diving')).toBe(8);
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'heritage')).toBe(2);
  });

  it('finds nothing for an unknown or empty slug, and never a category that merely starts with the same letters', () => {
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'trains')).toBeNull();
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, '')).toBeNull();
    expect(categoryIdForSlug(ENGLISH_CATEGORIES, 'beach')).toBeNull();
  });
});

describe('fetchGuideTours', () => {
  it('search: asks the listing for 12 tours matching the text', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      handle('get', '/api/Travel', ({ request, ok }) => {
        calls.push(new URL(request.url).searchParams);
        return ok({ items: tours(2), totalCount: 2, totalPages: 1 });
      }),
    );
    const result = await fetchGuideTours({ kind: 'search', search: 'aswan' });
    expect(result).toEqual({ ok: true, data: tours(2) });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.get('search')).toBe('aswan');
    expect(calls[0]?.get('PageSize')).toBe('12');
    expect(calls[0]?.get('PageIndex')).toBe('1');
  });

  it('category: finds the id from the English category names, whatever the page language, then lists that category', async () => {
    const languages: (string | null)[] = [];
    const calls: URLSearchParams[] = [];
    // The page is in Arabic: tours come in Arabic, the category lookup still reads English names.
    Object.defineProperty(globalThis, 'document', { value: { documentElement: { lang: 'ar' } }, configurable: true });
    server.use(
      handle('get', '/api/Category', ({ request, ok }) => {
        const language = request.headers.get('Accept-Language');
        languages.push(language);
        return ok(language === 'en' ? ENGLISH_CATEGORIES : ARABIC_CATEGORIES);
      }),
      handle('get', '/api/Travel', ({ request, ok }) => {
        calls.push(new URL(request.url).searchParams);
        languages.push(request.headers.get('Accept-Language'));
        return ok({ items: tours(3), totalCount: 3, totalPages: 1 });
      }),
    );
    try {
      const result = await fetchGuideTours({ kind: 'category', slug: 'nile-cruises' });
      expect(result).toEqual({ ok: true, data: tours(3) });
      expect(calls[0]?.get('categoryId')).toBe('7');
      expect(calls[0]?.get('PageSize')).toBe('12');
      expect(languages).toEqual(['en', 'ar']);
    } finally {
      Reflect.deleteProperty(globalThis, 'document');
    }
  });

  it('category: an unknown slug lists no tours without asking for any', async () => {
    let tourCalls = 0;
    server.use(
      handle('get', '/api/Category', ({ ok }) => ok(ENGLISH_CATEGORIES)),
      handle('get', '/api/Travel', ({ ok }) => {
        tourCalls += 1;
        return ok({ items: tours(1), totalCount: 1, totalPages: 1 });
      }),
    );
    expect(await fetchGuideTours({ kind: 'category', slug: 'rail' })).toEqual({ ok: true, data: [] });
    expect(tourCalls).toBe(0);
  });

  it('category: a failed category read is the tours error', async () => {
    server.use(handle('get', '/api/Category', ({ fail }) => fail(500, 'database unavailable')));
    const result = await fetchGuideTours({ kind: 'category', slug: 'beaches' });
    expect(result.ok).toBe(false);
  });

  it('discounted: the first 12 discounted tours', async () => {
    server.use(handle('get', '/api/Travel/discounted', ({ ok }) => ok(onePage(tours(15)))));
    const result = await fetchGuideTours({ kind: 'discounted' });
    expect(result).toEqual({ ok: true, data: tours(12) });
  });

  it('newest: the spec newest request (100 by creation date, newest first), the first 12 shown', async () => {
    const calls: URLSearchParams[] = [];
    server.use(
      handle('get', '/api/Travel', ({ request, ok }) => {
        calls.push(new URL(request.url).searchParams);
        return ok({ items: tours(30), totalCount: 30, totalPages: 1 });
      }),
    );
    const result = await fetchGuideTours({ kind: 'newest' });
    expect(result).toEqual({ ok: true, data: tours(12) });
    expect(calls[0]?.get('Sort')).toBe('creationDate-desc');
    expect(calls[0]?.get('PageSize')).toBe('100');
    expect(calls[0]?.get('PageIndex')).toBe('1');
  });

  it('answers the spec error text when the server fails or cannot be reached', async () => {
    server.use(
      handle('get', '/api/Travel/discounted', ({ fail }) => fail(500, 'boom')),
      handle('get', '/api/Travel', ({ networkError }) => networkError()),
    );
    for (const query of [{ kind: 'discounted' }, { kind: 'newest' }, { kind: 'search', search: 'luxor' }] as const) {
      const result = await fetchGuideTours(query);
      expect(result.ok ? null : result.error.message).toBe(GUIDE_TOURS_ERROR);
    }
  });
});
