import type { AboutPage, DestinationGuide, GuideIndex, PlacePage } from './types';

/**
 * Which guide page a path shows (booking §2, route table and "Other paths linked from pages"), and how
 * its content is loaded. Each content module is its own dynamic `import()`, so a page's text ships in a
 * chunk of its own and no guide text weighs on the home route. The app's catch-all route looks a path up
 * here; a path that is not a guide page is the not-found page.
 */
export type GuideContent =
  | { kind: 'destination'; page: DestinationGuide }
  | { kind: 'index'; page: GuideIndex }
  | { kind: 'place'; page: PlacePage }
  | { kind: 'about'; page: AboutPage };

export type GuidePageKind = GuideContent['kind'];

export interface GuidePageEntry {
  /** The path as the route table writes it ('/luxor-temple'). */
  path: string;
  kind: GuidePageKind;
  /** Loads the page's content module (a chunk of its own). */
  load: () => Promise<GuideContent>;
}

const destination = (load: () => Promise<DestinationGuide>) => ({
  kind: 'destination' as const,
  load: async (): Promise<GuideContent> => ({ kind: 'destination', page: await load() }),
});

const index = (load: () => Promise<GuideIndex>) => ({
  kind: 'index' as const,
  load: async (): Promise<GuideContent> => ({ kind: 'index', page: await load() }),
});

const about = {
  kind: 'about' as const,
  load: async (): Promise<GuideContent> => ({ kind: 'about', page: (await import('./about')).about }),
};

/**
 * The pages the spec links without content (booking §2 "Other paths linked from pages"): one module
 * holds all of them (src/content/places.ts); guide-pages.test.ts checks this list against it.
 */
export const PLACE_PATHS = [
  '/cairo',
  '/luxor',
  '/aswan',
  '/alexandria',
  '/sharm',
  '/hurghada',
  '/egyptian-museum',
  '/grand-egyptian-museum',
  '/nubian-museum',
  '/alexandria-museum',
  '/luxor-museum',
  '/coptic-museum',
  '/mount-catherine',
  '/mount-sinai',
  '/sharm-el-sheikh',
  '/cruises',
  '/car-rentals',
  '/rail-tours',
  '/local-experiences',
  '/adventure-tours',
  '/discounted-tours',
  '/newest-tours',
] as const;

const place = (path: string) => ({
  kind: 'place' as const,
  load: async (): Promise<GuideContent> => {
    const { places } = await import('./places');
    const page = places.find((candidate) => candidate.route === path);
    if (!page) throw new Error(`No place page for ${path}`);
    return { kind: 'place', page };
  },
});

const PAGES: Record<string, Omit<GuidePageEntry, 'path'>> = {
  '/pyramids': destination(async () => (await import('./destinations/pyramids')).pyramids),
  '/luxor-temple': destination(async () => (await import('./destinations/luxor-temple')).luxorTemple),
  '/nuweiba': destination(async () => (await import('./destinations/nuweiba')).nuweiba),
  '/siwa': destination(async () => (await import('./destinations/siwa')).siwa),
  '/services': index(async () => (await import('./indexes/services')).services),
  '/cities': index(async () => (await import('./indexes/cities')).cities),
  '/museums': index(async () => (await import('./indexes/museums')).museums),
  '/mountains': index(async () => (await import('./indexes/mountains')).mountains),
  '/beaches': index(async () => (await import('./indexes/beaches')).beaches),
  // The monuments page: the spec's table lists /heritage for it (booking §2, "likely /heritage"); the
  // old address /monuments shows the same page so no link to it breaks.
  '/heritage': index(async () => (await import('./indexes/monuments')).monuments),
  '/monuments': index(async () => (await import('./indexes/monuments')).monuments),
  // The spec links /about-us as well as /about: one page at both.
  '/about': about,
  '/about-us': about,
  ...Object.fromEntries(PLACE_PATHS.map((path) => [path, place(path)])),
};

/** Every guide path, in the order above (the link-crawl test and the app's routes read it). */
export const GUIDE_PATHS: readonly string[] = Object.keys(PAGES);

/** '/pyramids/' → '/pyramids'; the root stays '/'. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The guide page at a path (exact match, a trailing slash tolerated), or null when there is none. */
export function guidePageFor(pathname: string): GuidePageEntry | null {
  const path = normalisePath(pathname);
  const entry = Object.hasOwn(PAGES, path) ? PAGES[path] : undefined;
  return entry ? { path, ...entry } : null;
}

/**
 * Guide paths that show the same page as another (the spec links both): the alias and the page's own path.
 * A sitemap lists only the page's own path; a canonical link names it.
 */
export const GUIDE_ALIASES: Readonly<Record<string, string>> = {
  '/monuments': '/heritage',
  '/about-us': '/about',
};

/** Every guide page once, by its own path (no aliases). */
export const CANONICAL_GUIDE_PATHS: readonly string[] = GUIDE_PATHS.filter((path) => !Object.hasOwn(GUIDE_ALIASES, path));
