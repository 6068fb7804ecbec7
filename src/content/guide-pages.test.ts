import { describe, expect, it } from 'vitest';
import { CANONICAL_GUIDE_PATHS, GUIDE_ALIASES, GUIDE_PATHS, PLACE_PATHS, guidePageFor, normalisePath } from './guide-pages';
import { places } from './places';

describe('guidePageFor', () => {
  it('finds a page by its exact path, a trailing slash tolerated', () => {
    expect(guidePageFor('/pyramids')).toMatchObject({ path: '/pyramids', kind: 'destination' });
    expect(guidePageFor('/pyramids/')).toMatchObject({ path: '/pyramids', kind: 'destination' });
    expect(guidePageFor('/cities')).toMatchObject({ kind: 'index' });
    expect(guidePageFor('/newest-tours')).toMatchObject({ kind: 'place' });
    expect(guidePageFor('/about-us')).toMatchObject({ path: '/about-us', kind: 'about' });
  });

  it('finds nothing for any other path', () => {
    for (const path of ['/', '', '/tours', '/Pyramids', '/pyramids/tickets', '/constructor', '/toString', '/__proto__']) {
      expect(guidePageFor(path), path).toBeNull();
    }
  });

  it('normalises only trailing slashes', () => {
    expect(normalisePath('/siwa///')).toBe('/siwa');
    expect(normalisePath('/')).toBe('/');
  });
});

describe('the page map', () => {
  it('lists every guide path of the spec once', () => {
    expect(new Set(GUIDE_PATHS).size).toBe(GUIDE_PATHS.length);
    expect(GUIDE_PATHS).toEqual(
      expect.arrayContaining(['/pyramids', '/luxor-temple', '/nuweiba', '/siwa', '/services', '/cities', '/museums', '/mountains', '/beaches', '/heritage', '/monuments', '/about', '/about-us']),
    );
    expect(GUIDE_PATHS).toHaveLength(13 + 22);
  });

  it('has exactly the place pages that src/content/places.ts holds', () => {
    expect(PLACE_PATHS).toHaveLength(22);
    expect([...PLACE_PATHS].sort()).toEqual(places.map((place) => place.route).sort());
  });

  it('loads, for every path, the content whose route it is', async () => {
    for (const path of GUIDE_PATHS) {
      const entry = guidePageFor(path);
      if (!entry) throw new Error(`no page for ${path}`);
      const content = await entry.load();
      expect(content.kind, path).toBe(entry.kind);
      if (content.kind === 'about') continue;
      // The monuments page lives at /heritage; /monuments shows it too.
      expect(content.page.route, path).toBe(path === '/monuments' ? '/heritage' : path);
    }
  });

  it('shows the same records at the aliases', async () => {
    const [heritage, monuments, about, aboutUs] = await Promise.all(
      ['/heritage', '/monuments', '/about', '/about-us'].map((path) => guidePageFor(path)!.load()),
    );
    expect(monuments?.page).toBe(heritage?.page);
    expect(aboutUs?.page).toBe(about?.page);
  });

  it('names, for every alias, the page it shows, and lists each page once by its own path', async () => {
    for (const [alias, own] of Object.entries(GUIDE_ALIASES)) {
      const [aliased, target] = await Promise.all([guidePageFor(alias)!.load(), guidePageFor(own)!.load()]);
      expect(aliased.page, alias).toBe(target.page);
    }
    expect(CANONICAL_GUIDE_PATHS).toHaveLength(GUIDE_PATHS.length - Object.keys(GUIDE_ALIASES).length);
    expect(CANONICAL_GUIDE_PATHS).not.toContain('/monuments');
    expect(CANONICAL_GUIDE_PATHS).toContain('/heritage');
  });
});
