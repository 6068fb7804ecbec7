import type { TFunction } from 'i18next';
import type { PageHead } from './page-head';

/**
 * The head builders: one pure function per kind of page, from what the page shows and the
 * `meta` strings (locales/<lang>/meta.json) in the page's language. The tour's, company's, event's and
 * guide's builders have files of their own (./tour-head.ts, …), each used by one screen and so bundled
 * with it: the home route carries only this module. Structured data holds site-relative
 * addresses (`/travel-with-us?id=3`); the head writer makes them absolute for the origin and language (D172).
 */
export interface MetaText {
  t: TFunction<'meta'>;
  language: string;
}

export const SCHEMA = 'https://schema.org';
/** About the length search engines show of a description. */
export const DESCRIPTION_LENGTH = 160;

/** Whitespace collapsed, then cut at the last word boundary within `max` characters, with an ellipsis. */
export function describe(text: string | null | undefined, max = DESCRIPTION_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—،؛]+$/u, '');
  return `${words}…`;
}

export const titled = ({ t }: MetaText, page: string) => t('title', { page });
export const present = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params.toString()}` : path);

/** A breadcrumb trail as schema.org's BreadcrumbList: each step a ListItem with its position, name and address. */
export function breadcrumbList(steps: readonly { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.path })),
  };
}

export const home = ({ t }: MetaText) => ({ name: t('breadcrumbs.home'), path: '/' });

/**
 * A loaded tour, company or event: its own title, description and picture, its structured data, and the
 * breadcrumbs Home › its listing › it.
 */
export function detailOf(
  meta: MetaText,
  item: { name: string; description: string; path: string; image: string | null; data: object },
  listing: { name: string; path: string },
): PageHead {
  return {
    title: titled(meta, item.name),
    description: item.description,
    path: item.path,
    image: item.image,
    type: 'article',
    jsonLd: [item.data, breadcrumbList([home(meta), listing, { name: item.name, path: item.path }])],
  };
}

/** The home page: the site as a WebSite with its search (the results page takes `q`). */
export function homeHead(meta: MetaText): PageHead {
  const { t, language } = meta;
  return {
    title: t('home.title'),
    description: t('home.description'),
    path: '/',
    type: 'website',
    jsonLd: [
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: 'Rihla',
        url: '/',
        inLanguage: language.toLowerCase().startsWith('ar') ? 'ar' : 'en',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: '/search-results?q={search_term_string}' },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/**
 * The tours listing: its canonical keeps the category and the page (a category's listing is a page of its
 * own, linked from the home page), and drops the search, price and sort, which only narrow or reorder it.
 */
export function toursHead(meta: MetaText, listing: { page: number; categoryId: number | null }): PageHead {
  const params = new URLSearchParams();
  if (listing.categoryId !== null) params.set('category', String(listing.categoryId));
  if (listing.page > 1) params.set('page', String(listing.page));
  return {
    title: titled(meta, listing.page > 1 ? meta.t('tours.titlePage', { page: listing.page }) : meta.t('tours.title')),
    description: meta.t('tours.description'),
    path: withQuery('/tours', params),
  };
}

/** What a details page shows: still loading (or failed), its item, or nothing with that id. */
export type DetailState<T> = { status: 'loading' | 'failed' } | { status: 'loaded'; item: T } | { status: 'notFound' };

/** While an item loads, the generic head of its kind of page; when it could not be read, the same, noindex. */
export function pendingOf(meta: MetaText, kind: 'tour' | 'company' | 'event', path: string, status: 'loading' | 'failed'): PageHead {
  const head: PageHead = { title: titled(meta, meta.t(`${kind}.title`)), description: meta.t(`${kind}.description`), path };
  return status === 'failed' ? { ...head, noindex: true } : head;
}

/**
 * A details screen's status as a head's state: `loaded`/`ready` with its item is loaded, the statuses in
 * `notFound` (a 404, an address without an id) are not found, `loading` is loading, anything else failed.
 */
export function detailState<T>(status: string, item: NoInfer<T> | null | undefined, notFound: readonly string[] = ['notFound']): DetailState<T> {
  if ((status === 'loaded' || status === 'ready') && item) return { status: 'loaded', item };
  if (notFound.includes(status)) return { status: 'notFound' };
  return { status: status === 'loading' ? 'loading' : 'failed' };
}

export function notFoundOf(meta: MetaText, kind: 'tour' | 'company' | 'event', path: string): PageHead {
  return {
    title: titled(meta, meta.t(`${kind}.notFound`)),
    description: meta.t(`${kind}.notFoundDescription`),
    path,
    noindex: true,
    status: 404,
  };
}

/** The companies listing; the canonical keeps the page and drops the filters. */
export function companiesHead(meta: MetaText, page: number): PageHead {
  return {
    title: titled(meta, page > 1 ? meta.t('companies.titlePage', { page }) : meta.t('companies.title')),
    description: meta.t('companies.description'),
    path: page > 1 ? `/companies?page=${page}` : '/companies',
  };
}

export function eventsHead(meta: MetaText): PageHead {
  return { title: titled(meta, meta.t('events.title')), description: meta.t('events.description'), path: '/events' };
}

/** Search results: a page per query, useful to people and not to an index, so noindex (its links are followed). */
export function searchHead(meta: MetaText, search: { term: string; type: string } | null): PageHead {
  const term = search ? present(search.term) : null;
  const params = new URLSearchParams();
  if (term && search) {
    params.set('q', term);
    params.set('type', search.type);
  }
  return {
    title: titled(meta, term ? meta.t('search.titleFor', { term }) : meta.t('search.title')),
    description: meta.t('search.description'),
    path: withQuery('/search-results', params),
    noindex: true,
  };
}

/** The pages that stay out of search results: sign-in, accounts, bookings and payment (D177). */
export type PrivatePage =
  | 'admin'
  | 'partner'
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'account'
  | 'myBookings'
  | 'booking'
  | 'voucher'
  | 'favorites'
  | 'bookNow'
  | 'payment'
  | 'paymentStatus'
  | 'paymentSuccess'
  | 'paymentFailed';

/** Public pages with nothing to describe but themselves. */
export type PlainPage = 'contact' | 'partners' | 'getInTouch';

/** A page's own head: its title and description from meta.json, at its path; private pages are noindex. */
export function simpleHead(meta: MetaText, page: PrivatePage | PlainPage, path: string): PageHead {
  const head: PageHead = { title: titled(meta, meta.t(`pages.${page}.title`)), description: meta.t(`pages.${page}.description`), path };
  const isPlain = page === 'contact' || page === 'partners' || page === 'getInTouch';
  return isPlain ? head : { ...head, noindex: true };
}

/** The not-found page: HTTP 404, kept out of the index, at the address that was asked for. */
export function notFoundHead(meta: MetaText, path: string): PageHead {
  return { title: titled(meta, meta.t('notFound.title')), description: meta.t('notFound.description'), path, noindex: true, status: 404 };
}
