import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { CompanyScreen } from '@/ui/screens/company/company-screen';
import { EventScreen } from '@/ui/screens/event/event-screen';
import { LoginScreen } from '@/ui/screens/login/login-screen';
import { TourDetailsScreen } from '@/ui/screens/tour-details/tour-details-screen';
import { ToursScreen } from '@/ui/screens/tours/tours-screen';
import { CATEGORIES, gizaTour, makeEvent, onePage } from '../../../../tests/fixtures/catalogue';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';

type CompanyDetail = components['schemas']['CompanyDetail'];

const server = startMswServer();

beforeEach(() => {
  document.head.innerHTML = '<title>Rihla</title>';
});

/** The page's structured data of one type, as a search engine reads it from the document's head. */
function jsonLd(type: string): Record<string, unknown> | undefined {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === type);
}
const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
const robots = () => attribute('meta[name="robots"]', 'content');
const canonical = () => attribute('link[rel="canonical"]', 'href');

const company = (overrides: Partial<CompanyDetail> = {}): CompanyDetail => ({
  id: 7,
  companyName: 'Nile Ways Travel',
  slogan: null,
  description: 'Felucca trips and temple tours from Cairo to Aswan.',
  rating: 4.7,
  email: 'info@nileways.example',
  phoneNumber: '+20 2 2795 4410',
  address: '15 Corniche El Nil, Cairo',
  website: null,
  profileImageUrl: '/images/companies/nile-ways.svg',
  coverImageUrl: '/images/companies/nile-ways-cover.svg',
  workingHours: [],
  travels: [],
  ratings: [],
  destinations: [],
  similarCompanies: [],
  ...overrides,
});

describe('screens set their head', () => {
  it('a tour: the generic head while it loads, then its own with the TouristTrip and its picture', async () => {
    server.use(handle('get', '/api/Travel/{id}', ({ ok }) => ok(gizaTour({ coverImageUrl: '/images/tours/giza.svg' }))));
    await renderScreen('/travel-with-us?id=3', <Route path="/travel-with-us" element={<TourDetailsScreen />} />);
    await vi.waitFor(() => expect(document.title).toBe('Tour details · Rihla'));
    await screen.findByRole('heading', { level: 1, name: 'Giza Pyramids Day Tour' });
    await vi.waitFor(() => expect(document.title).toBe('Giza Pyramids Day Tour · Rihla'));
    expect(attribute('meta[name="description"]', 'content')).toBe('A full day at the Pyramids of Giza.');
    expect(canonical()).toBe(`${location.origin}/travel-with-us?id=3`);
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${location.origin}/images/card/tours/giza.png`);
    expect(attribute('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(jsonLd('TouristTrip')?.offers).toMatchObject({ '@type': 'Offer', price: '2500.00', priceCurrency: 'EGP', availability: 'https://schema.org/InStock' });
    expect(jsonLd('BreadcrumbList')).toBeTruthy();
    expect(robots()).toBeNull();
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('a tour that does not exist: the not-found head, noindex, in Arabic', async () => {
    server.use(handle('get', '/api/Travel/{id}', ({ fail }) => fail(404, 'Tour not found')));
    await renderScreen('/travel-with-us?id=404', <Route path="/travel-with-us" element={<TourDetailsScreen />} />, 'ar');
    await vi.waitFor(() => expect(document.title).toBe('الرحلة غير موجودة · رحلة'));
    expect(robots()).toBe('noindex');
    expect(canonical()).toBe(`${location.origin}/travel-with-us?id=404&lng=ar`);
    expect(jsonLd('TouristTrip')).toBeUndefined();
  });

  it('a company: a TravelAgency rated from the ratings its travellers gave', async () => {
    server.use(handle('get', '/api/Company/{id}', ({ ok }) => ok(company({ ratings: [5, 4] }))));
    await renderScreen('/companies/7', <Route path="/companies/:companyId" element={<CompanyScreen />} />);
    await vi.waitFor(() => expect(document.title).toBe('Nile Ways Travel · Rihla'));
    expect(jsonLd('TravelAgency')).toMatchObject({ name: 'Nile Ways Travel', telephone: '+20 2 2795 4410', aggregateRating: { ratingValue: 4.5, ratingCount: 2 } });
    expect(attribute('meta[property="og:image"]', 'content')).toBe(`${location.origin}/images/card/companies/nile-ways-cover.png`);
  });

  it('a company without ratings claims none; an unknown one is noindex', async () => {
    server.use(handle('get', '/api/Company/{id}', ({ params, ok, fail }) => (params.id === '7' ? ok(company()) : fail(404, 'Company not found'))));
    const view = await renderScreen('/companies/7', <Route path="/companies/:companyId" element={<CompanyScreen />} />);
    await vi.waitFor(() => expect(jsonLd('TravelAgency')).toBeTruthy());
    expect(jsonLd('TravelAgency')).not.toHaveProperty('aggregateRating');
    view.unmount();
    await renderScreen('/companies/8', <Route path="/companies/:companyId" element={<CompanyScreen />} />);
    await vi.waitFor(() => expect(document.title).toBe('Company not found · Rihla'));
    expect(robots()).toBe('noindex');
  });

  it('an event: its Event data; its Arabic page names itself with lng=ar', async () => {
    server.use(handle('get', '/api/ApiEvents/events/{id}', ({ ok }) => ok(makeEvent())));
    await renderScreen('/events/12', <Route path="/events/:id" element={<EventScreen />} />, 'ar');
    await vi.waitFor(() => expect(document.title).toBe('Abu Simbel Sun Festival · رحلة'));
    expect(jsonLd('Event')).toMatchObject({ name: 'Abu Simbel Sun Festival', startDate: '2026-02-22T03:30:00.000Z', location: { '@type': 'Place' }, url: `${location.origin}/events/12?lng=ar` });
    expect(canonical()).toBe(`${location.origin}/events/12?lng=ar`);
    expect(attribute('meta[property="og:locale"]', 'content')).toBe('ar_EG');
  });

  it('the tours listing names its page in the title and the canonical', async () => {
    server.use(
      handle('get', '/api/Travel', ({ ok }) => ok(onePage([gizaTour()]))),
      handle('get', '/api/Category', ({ ok }) => ok(CATEGORIES)),
    );
    await renderScreen('/tours?page=2&sort=price-asc', <Route path="/tours" element={<ToursScreen />} />);
    await vi.waitFor(() => expect(document.title).toBe('Tours in Egypt, page 2 · Rihla'));
    expect(canonical()).toBe(`${location.origin}/tours?page=2`);
  });

  it('the login page stays out of search results', async () => {
    await renderScreen('/login', <Route path="/login" element={<LoginScreen />} />);
    await vi.waitFor(() => expect(document.title).toBe('Log in · Rihla'));
    expect(robots()).toBe('noindex');
  });
});
