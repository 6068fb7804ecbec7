import { describe, expect, it } from 'vitest';
import type { components } from '@core/contract/schema';
import { guidePageFor } from '@/content/guide-pages';
import { pyramids } from '@/content/destinations/pyramids';
import { createTestI18n } from '../../../../tests/i18n';
import { gizaTour, makeEvent } from '../../../../tests/fixtures/catalogue';
import { guideHead } from './guide-heads';
import { companyHead } from './company-head';
import { eventHead } from './event-head';
import { tourHead } from './tour-head';
import { describe as describeText, detailState, homeHead, notFoundHead, searchHead, simpleHead, toursHead, type MetaText } from './page-heads';

type CompanyDetail = components['schemas']['CompanyDetail'];

async function metaIn(language: 'en' | 'ar'): Promise<MetaText> {
  const i18n = await createTestI18n(language);
  return { t: i18n.getFixedT(language, 'meta'), language };
}

const byType = (jsonLd: readonly object[] | undefined, type: string) => (jsonLd ?? []).find((entry) => (entry as { '@type'?: string })['@type'] === type) as Record<string, unknown> | undefined;

function company(overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    id: 7,
    companyName: 'Nile Horizons Travel',
    slogan: null,
    description: 'A Cairo-based operator running small-group heritage tours along the Nile since 2009.',
    rating: 4.6,
    email: 'hello@nilehorizons.example',
    phoneNumber: '+20 2 2735 1234',
    address: '26 July Street, Zamalek, Cairo',
    website: 'https://nilehorizons.example',
    profileImageUrl: '/images/companies/nile-horizons.svg',
    coverImageUrl: null,
    workingHours: [
      { dayOfWeek: 'Saturday', workingTime: '09:00 - 17:00' },
      { dayOfWeek: 'Friday', workingTime: 'CLOSED' },
      { dayOfWeek: 'Sunday', workingTime: '24/7' },
    ],
    travels: [],
    ratings: [],
    destinations: [],
    similarCompanies: [],
    ...overrides,
  };
}

describe('describe (meta descriptions)', () => {
  it('keeps a short text, collapsing its whitespace', () => {
    expect(describeText('  A day at\n the Pyramids. ')).toBe('A day at the Pyramids.');
  });

  it('cuts a long text at a word boundary within 160 characters, with an ellipsis', () => {
    const long = 'Sail from Luxor to Aswan on a traditional dahabiya, stopping at Esna, Edfu and Kom Ombo, with a guide who knows every temple on the way and a cook who knows every dish.';
    const cut = describeText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(' '); // the cut falls between words
  });
});

describe('tourHead', () => {
  it('a tour: its title and description, cover picture, a TouristTrip with an Offer in Egyptian pounds, and breadcrumbs', async () => {
    const tour = gizaTour({ coverImageUrl: '/images/tours/giza.svg', imageUrls: ['/images/tours/sphinx.svg'] });
    const head = tourHead(await metaIn('en'), 3, detailState('loaded', tour));
    expect(head).toMatchObject({ title: 'Giza Pyramids Day Tour · Rihla', description: 'A full day at the Pyramids of Giza.', path: '/travel-with-us?id=3', image: '/images/tours/giza.svg', type: 'article' });
    expect(head.noindex).toBeUndefined();
    expect(head.status).toBeUndefined();
    expect(byType(head.jsonLd, 'TouristTrip')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TouristTrip',
      name: 'Giza Pyramids Day Tour',
      description: 'A full day at the Pyramids of Giza.',
      url: '/travel-with-us?id=3',
      image: ['/images/tours/giza.svg', '/images/tours/sphinx.svg'],
      departureTime: '2025-12-05T08:00:00+02:00',
      arrivalTime: '2025-12-05T18:00:00+02:00',
      itinerary: { '@type': 'Place', name: 'Giza' },
      provider: { '@type': 'TravelAgency', name: 'Nile Horizons Travel', url: '/companies/7' },
      offers: {
        '@type': 'Offer',
        price: '2500.00',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        url: '/travel-with-us?id=3',
        validThrough: '2025-12-05T08:00:00+02:00',
      },
    });
    expect(byType(head.jsonLd, 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Tours', item: '/tours' },
        { '@type': 'ListItem', position: 3, name: 'Giza Pyramids Day Tour', item: '/travel-with-us?id=3' },
      ],
    });
  });

  it('a sold-out tour is offered SoldOut; a blank title and description fall back to meta strings, in Arabic too', async () => {
    const head = tourHead(await metaIn('ar'), 3, detailState('loaded', gizaTour({ title: ' ', description: '', availableSeats: 0 })));
    expect(head.title).toBe('رحلة بلا عنوان · رحلة');
    expect(head.description).toBe('رحلة بلا عنوان: رحلة إلى Giza مع Nile Horizons Travel، على رحلة.');
    expect(byType(head.jsonLd, 'TouristTrip')?.offers).toMatchObject({ availability: 'https://schema.org/SoldOut', priceCurrency: 'EGP' });
    expect(byType(head.jsonLd, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ name: 'الرئيسية' }, { name: 'الرحلات' }, { name: 'رحلة بلا عنوان' }] });
  });

  it('a long description is trimmed for the meta description', async () => {
    const description = `${'The temples of Luxor and Karnak, '.repeat(8)}and more.`;
    const head = tourHead(await metaIn('en'), 3, detailState('loaded', gizaTour({ description })));
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.description.endsWith('…')).toBe(true);
  });

  it('while loading: the generic tour head; could not be read: the same, noindex; missing or unknown: 404', async () => {
    const meta = await metaIn('en');
    expect(tourHead(meta, 3, detailState('loading', null))).toEqual({ title: 'Tour details · Rihla', description: expect.any(String) as string, path: '/travel-with-us?id=3' });
    expect(tourHead(meta, 3, detailState('failed', null))).toMatchObject({ title: 'Tour details · Rihla', noindex: true });
    expect(tourHead(meta, 3, detailState('noData', null))).toMatchObject({ noindex: true });
    expect(tourHead(meta, 99, detailState('notFound', null, ['notFound', 'missingId']))).toMatchObject({ title: 'Tour not found · Rihla', status: 404, noindex: true, path: '/travel-with-us?id=99' });
    expect(tourHead(meta, null, detailState('missingId', null, ['notFound', 'missingId']))).toMatchObject({ status: 404, noindex: true, path: '/travel-with-us' });
    expect(tourHead(meta, 3, detailState('notFound', null)).jsonLd).toBeUndefined();
  });
});

describe('companyHead', () => {
  it('a TravelAgency with address, telephone, e-mail, website and opening hours, and no rating without reviews', async () => {
    const head = companyHead(await metaIn('en'), '7', detailState('ready', company()));
    const agency = byType(head.jsonLd, 'TravelAgency');
    expect(head).toMatchObject({ title: 'Nile Horizons Travel · Rihla', path: '/companies/7', image: '/images/companies/nile-horizons.svg' });
    expect(agency).toMatchObject({
      name: 'Nile Horizons Travel',
      url: '/companies/7',
      logo: '/images/companies/nile-horizons.svg',
      address: { '@type': 'PostalAddress', streetAddress: '26 July Street, Zamalek, Cairo', addressCountry: 'EG' },
      telephone: '+20 2 2735 1234',
      email: 'hello@nilehorizons.example',
      sameAs: ['https://nilehorizons.example'],
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '23:59' },
      ],
    });
    // The company has a stored average (4.6) but no traveller gave a rating: none is claimed.
    expect(agency).not.toHaveProperty('aggregateRating');
    expect(JSON.stringify(head.jsonLd)).not.toContain('4.6');
  });

  it('an AggregateRating only from the ratings travellers gave: their average and count', async () => {
    const agency = byType(companyHead(await metaIn('en'), '7', detailState('ready', company({ ratings: [5, 4, 5] }))).jsonLd, 'TravelAgency');
    expect(agency?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 3, bestRating: 5, worstRating: 1 });
  });

  it('an unknown company is a 404 kept out of the index', async () => {
    expect(companyHead(await metaIn('ar'), '404', detailState('notFound', null))).toMatchObject({ title: 'الشركة غير موجودة · رحلة', status: 404, noindex: true });
  });
});

describe('eventHead', () => {
  it('an Event with name, start date, its place, picture, status and attendance; no invented organiser or offer', async () => {
    const event = makeEvent({ image: '/images/events/abu-simbel.svg' });
    const head = eventHead(await metaIn('en'), '12', detailState('loaded', event));
    const data = byType(head.jsonLd, 'Event');
    expect(head).toMatchObject({ title: 'Abu Simbel Sun Festival · Rihla', description: 'The sun reaches the sanctuary.', path: '/events/12', image: '/images/events/abu-simbel.svg' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Abu Simbel Sun Festival',
      description: 'The sun reaches the sanctuary.',
      startDate: '2026-02-22T03:30:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: '/events/12',
      location: {
        '@type': 'Place',
        name: 'Abu Simbel Temples',
        address: { '@type': 'PostalAddress', streetAddress: 'Abu Simbel Temples, Aswan, Egypt', addressCountry: 'EG' },
      },
      image: ['/images/events/abu-simbel.svg'],
    });
    expect(byType(head.jsonLd, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ item: '/' }, { item: '/events' }, { item: '/events/12', position: 3 }] });
  });

  it('an unknown event is a 404', async () => {
    expect(eventHead(await metaIn('en'), '999', detailState('notFound', null))).toMatchObject({ title: 'Event not found · Rihla', status: 404, noindex: true });
  });
});

describe('guideHead', () => {
  it('a destination: its title, a description from its text, its picture, the FAQs as an FAQPage, and breadcrumbs', async () => {
    const entry = guidePageFor('/pyramids');
    if (!entry) throw new Error('no /pyramids');
    const head = guideHead(await metaIn('en'), entry.path, await entry.load());
    expect(head.title).toBe(`${pyramids.title.en} · Rihla`);
    expect(head.description.length).toBeGreaterThan(40);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.image).toBe(pyramids.heroImage);
    expect(pyramids.faq.length).toBeGreaterThan(0);
    expect(byType(head.jsonLd, 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: pyramids.faq.map((entry) => ({ '@type': 'Question', name: entry.question.en, acceptedAnswer: { '@type': 'Answer', text: entry.answer.en } })),
    });
    expect(byType(head.jsonLd, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ position: 1, item: '/' }, { position: 2, name: pyramids.title.en, item: '/pyramids' }] });
  });

  it('in Arabic the FAQs and title are the Arabic text', async () => {
    const entry = guidePageFor('/pyramids');
    if (!entry) throw new Error('no /pyramids');
    const head = guideHead(await metaIn('ar'), entry.path, await entry.load());
    expect(head.title).toBe(`${pyramids.title.ar} · رحلة`);
    const questions = byType(head.jsonLd, 'FAQPage')?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(pyramids.faq.map((entry) => entry.question.ar));
    expect(questions[0]?.acceptedAnswer.text).toBe(pyramids.faq[0]?.answer.ar);
  });

  it('a place page has its index in the breadcrumbs; an index page has no FAQPage; /monuments names /heritage as canonical', async () => {
    const meta = await metaIn('en');
    const cairo = guidePageFor('/cairo');
    const monuments = guidePageFor('/monuments');
    if (!cairo || !monuments) throw new Error('missing guide pages');
    const place = guideHead(meta, cairo.path, await cairo.load());
    expect(byType(place.jsonLd, 'BreadcrumbList')).toMatchObject({ itemListElement: [{ item: '/' }, { item: '/cities', position: 2 }, { name: 'Cairo', item: '/cairo', position: 3 }] });
    const index = guideHead(meta, monuments.path, await monuments.load());
    expect(index.path).toBe('/heritage');
    expect(byType(index.jsonLd, 'FAQPage')).toBeUndefined();
  });
});

describe('the other pages', () => {
  it('home: the site and its search', async () => {
    const head = homeHead(await metaIn('en'));
    expect(head).toMatchObject({ path: '/', title: 'Rihla · Tours, travel companies and events across Egypt' });
    expect(byType(head.jsonLd, 'WebSite')).toMatchObject({ potentialAction: { '@type': 'SearchAction', target: { urlTemplate: '/search-results?q={search_term_string}' } } });
  });

  it('the tours listing keeps its category and page in the canonical and drops the rest', async () => {
    const meta = await metaIn('en');
    expect(toursHead(meta, { page: 1, categoryId: null })).toMatchObject({ path: '/tours', title: 'Tours in Egypt · Rihla' });
    expect(toursHead(meta, { page: 2, categoryId: 4 })).toMatchObject({ path: '/tours?category=4&page=2', title: 'Tours in Egypt, page 2 · Rihla' });
  });

  it('search results, account, booking and payment pages are noindex; contact, partners and Get in Touch are not', async () => {
    const meta = await metaIn('en');
    expect(searchHead(meta, { term: 'luxor', type: 'Travels' })).toMatchObject({ path: '/search-results?q=luxor&type=Travels', noindex: true, title: 'Results for “luxor” · Rihla' });
    for (const page of ['login', 'signup', 'resetPassword', 'account', 'myBookings', 'booking', 'voucher', 'favorites', 'bookNow', 'payment', 'paymentStatus', 'paymentSuccess', 'paymentFailed'] as const) {
      expect(simpleHead(meta, page, '/x').noindex, page).toBe(true);
    }
    for (const page of ['contact', 'partners', 'getInTouch'] as const) expect(simpleHead(meta, page, '/x').noindex, page).toBeUndefined();
  });

  it('not found: 404 and noindex at the address asked for', async () => {
    expect(notFoundHead(await metaIn('en'), '/no-such-place')).toEqual({
      title: 'Page not found · Rihla',
      description: expect.any(String) as string,
      path: '/no-such-place',
      noindex: true,
      status: 404,
    });
  });
});
