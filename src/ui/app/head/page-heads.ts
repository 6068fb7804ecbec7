import type { TFunction } from 'i18next';
import type { components } from '@/api/schema';
import { pick } from '@/content/text';
import type { GuideContent } from '@/content/guide-pages';
import type { Text } from '@/content/types';
import { coverImage } from '@/ui/kit/tour-card/tour-facts';
import type { PageHead } from './page-head';

type Tour = components['schemas']['Tour'];
type CompanyDetail = components['schemas']['CompanyDetail'];
type Event = components['schemas']['Event'];

/**
 * The head builders (issue 15 §7): one pure function per kind of page, from what the page shows and the
 * `meta` strings (locales/<lang>/meta.json) in the page's language. Structured data holds site-relative
 * addresses (`/travel-with-us?id=3`); the head writer makes them absolute for the origin and language (D172).
 */
export interface MetaText {
  t: TFunction<'meta'>;
  language: string;
}

const SCHEMA = 'https://schema.org';
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

const titled = ({ t }: MetaText, page: string) => t('title', { page });
const present = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);
const withQuery = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params.toString()}` : path);

/** A breadcrumb trail as schema.org's BreadcrumbList: each step a ListItem with its position, name and address. */
export function breadcrumbList(steps: readonly { name: string; path: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.path })),
  };
}

const home = ({ t }: MetaText) => ({ name: t('breadcrumbs.home'), path: '/' });

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
function pendingOf(meta: MetaText, kind: 'tour' | 'company' | 'event', path: string, status: 'loading' | 'failed'): PageHead {
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

function notFoundOf(meta: MetaText, kind: 'tour' | 'company' | 'event', path: string): PageHead {
  return {
    title: titled(meta, meta.t(`${kind}.notFound`)),
    description: meta.t(`${kind}.notFoundDescription`),
    path,
    noindex: true,
    status: 404,
  };
}

/**
 * A tour (/travel-with-us?id=N): a `TouristTrip` with its departure and return, its company as provider,
 * and an `Offer` at the adult price the details page shows, in Egyptian pounds, in stock while seats remain.
 * While it loads the generic tour page's head (when it could not be read, the same kept out of the index);
 * a tour that does not exist, or an address without an id, is a 404.
 */
export function tourHead(meta: MetaText, id: number | null, state: DetailState<Tour>): PageHead {
  const { t } = meta;
  const path = id === null ? '/travel-with-us' : `/travel-with-us?id=${id}`;
  if (state.status === 'notFound' || id === null) return notFoundOf(meta, 'tour', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'tour', path, state.status);
  const tour = state.item;
  const name = present(tour.title) ?? t('tour.untitled');
  const company = present(tour.companyName);
  const description =
    describe(tour.description) ||
    describe(t('tour.fallbackDescription', { title: name, city: present(tour.destinationCity) ?? '', company: company ?? 'Rihla' }));
  const image = coverImage(tour);
  const images = [...new Set([image, ...tour.imageUrls].filter((url): url is string => Boolean(present(url))))];
  const trip: Record<string, unknown> = { '@context': SCHEMA, '@type': 'TouristTrip', name, description, url: path };
  if (images.length) trip.image = images;
  if (tour.startDate) trip.departureTime = tour.startDate;
  if (tour.endDate) trip.arrivalTime = tour.endDate;
  if (present(tour.destinationCity)) trip.itinerary = { '@type': 'Place', name: present(tour.destinationCity) };
  if (company) trip.provider = { '@type': 'TravelAgency', name: company, url: `/companies/${tour.companyId}` };
  if (Number.isFinite(tour.price) && tour.price >= 0) {
    trip.offers = {
      '@type': 'Offer',
      price: tour.price.toFixed(2),
      priceCurrency: 'EGP',
      availability: tour.availableSeats > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: path,
      ...(tour.startDate ? { validThrough: tour.startDate } : {}),
    };
  }
  return {
    title: titled(meta, name),
    description,
    path,
    image,
    type: 'article',
    jsonLd: [
      trip,
      breadcrumbList([home(meta), { name: t('breadcrumbs.tours'), path: '/tours' }, { name, path }]),
    ],
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

/** 'HH:MM - HH:MM' or '24/7' as schema.org opening hours; anything else (CLOSED) says nothing. */
function openingHoursOf(company: CompanyDetail): object[] {
  return company.workingHours.flatMap(({ dayOfWeek, workingTime }) => {
    const day = `https://schema.org/${dayOfWeek}`;
    if (workingTime.trim() === '24/7') return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: '00:00', closes: '23:59' }];
    const match = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(workingTime.trim());
    return match ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day, opens: match[1], closes: match[2] }] : [];
  });
}

/**
 * A company (/companies/:id) as a `TravelAgency`: address, telephone, e-mail, website, opening hours, and an
 * `AggregateRating` only from the ratings its travellers actually gave (none given, no rating: D175).
 */
export function companyHead(meta: MetaText, companyId: string, state: DetailState<CompanyDetail>): PageHead {
  const { t } = meta;
  const path = `/companies/${encodeURIComponent(companyId)}`;
  if (state.status === 'notFound') return notFoundOf(meta, 'company', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'company', path, state.status);
  const company = state.item;
  const name = present(company.companyName) ?? t('company.title');
  const description = describe(company.description) || describe(t('company.fallbackDescription', { name }));
  const image = present(company.coverImageUrl) ?? present(company.profileImageUrl);
  const agency: Record<string, unknown> = { '@context': SCHEMA, '@type': 'TravelAgency', name, description, url: path };
  if (image) agency.image = image;
  if (present(company.profileImageUrl)) agency.logo = present(company.profileImageUrl);
  if (present(company.address)) agency.address = { '@type': 'PostalAddress', streetAddress: present(company.address), addressCountry: 'EG' };
  if (present(company.phoneNumber)) agency.telephone = present(company.phoneNumber);
  if (present(company.email)) agency.email = present(company.email);
  if (present(company.website)) agency.sameAs = [present(company.website)];
  const hours = openingHoursOf(company);
  if (hours.length) agency.openingHoursSpecification = hours;
  const ratings = company.ratings.filter((rating) => Number.isFinite(rating) && rating >= 1 && rating <= 5);
  if (ratings.length) {
    const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    agency.aggregateRating = { '@type': 'AggregateRating', ratingValue: Number(average.toFixed(1)), ratingCount: ratings.length, bestRating: 5, worstRating: 1 };
  }
  return {
    title: titled(meta, name),
    description,
    path,
    image,
    type: 'article',
    jsonLd: [agency, breadcrumbList([home(meta), { name: t('breadcrumbs.companies'), path: '/companies' }, { name, path }])],
  };
}

export function eventsHead(meta: MetaText): PageHead {
  return { title: titled(meta, meta.t('events.title')), description: meta.t('events.description'), path: '/events' };
}

/**
 * An event (/events/:id) as an `Event`: name, start date, its place (the location as written, from the
 * specific place to the region), image, scheduled and attended in person. The catalogue records no
 * organiser and no ticket price, so neither is written (D176).
 */
export function eventHead(meta: MetaText, id: string, state: DetailState<Event>): PageHead {
  const { t } = meta;
  const path = `/events/${encodeURIComponent(id)}`;
  if (state.status === 'notFound') return notFoundOf(meta, 'event', path);
  if (state.status !== 'loaded') return pendingOf(meta, 'event', path, state.status);
  const event = state.item;
  const name = present(event.title) ?? present(event.name) ?? t('event.title');
  const location = present(event.location);
  const description = describe(event.description) || describe(t('event.fallbackDescription', { name, location: location ?? '' }));
  const image = present(event.image);
  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Event',
    name,
    description,
    startDate: event.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: path,
  };
  if (location) {
    data.location = {
      '@type': 'Place',
      name: location.split(',')[0]?.trim() || location,
      address: { '@type': 'PostalAddress', streetAddress: location, addressCountry: 'EG' },
    };
  }
  if (image) data.image = [image];
  return {
    title: titled(meta, name),
    description,
    path,
    image,
    type: 'article',
    jsonLd: [data, breadcrumbList([home(meta), { name: t('breadcrumbs.events'), path: '/events' }, { name, path }])],
  };
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

/** A guide page while its content loads: the guide's generic head at the page's address (noindex if it failed). */
export function guidePendingHead(meta: MetaText, path: string, failed: boolean): PageHead {
  const head: PageHead = { title: titled(meta, meta.t('guide.title')), description: meta.t('guide.description'), path };
  return failed ? { ...head, noindex: true } : head;
}

/** Guide pages shown at two addresses: the second one's canonical is the first (src/content/guide-pages.ts). */
const GUIDE_ALIASES: Readonly<Record<string, string>> = { '/monuments': '/heritage', '/about-us': '/about' };

/**
 * A guide page (destination, index, place, about): its title, a description from its own text, its picture,
 * breadcrumbs (Home, then the index a place belongs to), and the destination pages' FAQs as an `FAQPage`.
 */
export function guideHead(meta: MetaText, address: string, content: GuideContent): PageHead {
  const path = GUIDE_ALIASES[address] ?? address;
  const text = (value: Text) => pick(value, meta.language);
  const page = content.page;
  const name = text(page.title);
  let description: string;
  let image: string | null = null;
  const trail = [home(meta)];
  const jsonLd: object[] = [];
  switch (content.kind) {
    case 'destination': {
      const guide = content.page;
      description = describe([text(guide.tagline), ...guide.about.paragraphs.map(text)].join(' '));
      image = guide.heroImage;
      if (guide.faq.length) {
        jsonLd.push({
          '@context': SCHEMA,
          '@type': 'FAQPage',
          mainEntity: guide.faq.map((entry) => ({
            '@type': 'Question',
            name: text(entry.question),
            acceptedAnswer: { '@type': 'Answer', text: text(entry.answer) },
          })),
        });
      }
      break;
    }
    case 'index':
      description = describe(text(content.page.intro));
      image = content.page.video?.poster ?? content.page.cards[0]?.image ?? null;
      break;
    case 'place':
      description = describe(text(content.page.description));
      image = content.page.image;
      if (content.page.parent) trail.push({ name: text(content.page.parent.title), path: content.page.parent.route });
      break;
    case 'about':
      description = describe(content.page.intro.map(text).join(' '));
      break;
  }
  trail.push({ name, path });
  jsonLd.push(breadcrumbList(trail));
  return {
    title: titled(meta, name),
    description: description || meta.t('guide.description'),
    path,
    image,
    type: content.kind === 'index' ? 'website' : 'article',
    jsonLd,
  };
}

/** The pages that stay out of search results: sign-in, accounts, bookings and payment (D177). */
export type PrivatePage =
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'account'
  | 'myBookings'
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
