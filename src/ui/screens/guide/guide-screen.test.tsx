import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { makeTour } from '../../../../tests/fixtures/catalogue';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { installFakeViewport, stubReducedMotion } from '../../../../tests/fixtures/viewport';
import type * as GuidePages from '@/content/guide-pages';
import type { GuidePageEntry } from '@/content/guide-pages';
import { GuideScreen, loadGuideContent } from './guide-screen';

// The page map as it is, except that a test can make the next content load fail (a chunk that cannot be fetched).
const failures = vi.hoisted(() => ({ remaining: 0 }));
vi.mock('@/content/guide-pages', async (importOriginal) => {
  const original = await importOriginal<typeof GuidePages>();
  return {
    ...original,
    guidePageFor: (pathname: string) => {
      const entry = original.guidePageFor(pathname);
      if (!entry) return null;
      return {
        ...entry,
        load: () => {
          if (failures.remaining > 0) {
            failures.remaining -= 1;
            return Promise.reject(new Error('Failed to fetch dynamically imported module'));
          }
          return entry.load();
        },
      };
    },
  };
});

const server = startMswServer();

function renderGuide(path: string, language: 'en' | 'ar' = 'en') {
  return renderScreen(path, <Route path="*" element={<GuideScreen />} />, language);
}

describe('GuideScreen', () => {
  beforeEach(() => {
    failures.remaining = 0;
    document.title = 'Rihla';
    installFakeViewport();
    stubReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the not-found page for a path that is no guide page', async () => {
    await renderGuide('/no-such-place');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Rihla'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${location.origin}/no-such-place`);
  });

  it('loads a destination page (a trailing slash tolerated) and names the browser tab after it', async () => {
    await renderGuide('/pyramids/');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Pyramids of Giza' })).toBeTruthy();
    expect(document.title).toBe('The Pyramids of Giza · Rihla');
    const faq = [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '') as { '@type': string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(faq?.mainEntity?.length).toBe(screen.getByRole('region', { name: 'Frequently asked questions' }).querySelectorAll('button[aria-expanded]').length);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toBeTruthy();
  });

  it('shows the same monuments page at /heritage and /monuments, and the about page at /about-us', async () => {
    const heritage = await renderGuide('/heritage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monuments of Egypt' })).toBeTruthy();
    heritage.unmount();
    const monuments = await renderGuide('/monuments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monuments of Egypt' })).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${location.origin}/heritage`);
    monuments.unmount();
    await renderGuide('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Rihla' })).toBeTruthy();
  });

  it('loads a place page with its live tours', async () => {
    server.use(
      handle('get', '/api/Travel', ({ ok }) => ok({ items: [makeTour(5, { title: 'Islamic Cairo walk' })], totalCount: 1, totalPages: 1 })),
      handle('get', '/api/Category', ({ ok }) => ok([{ id: 4, categoryName: 'Cities' }])),
    );
    await renderGuide('/cairo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cairo' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Islamic Cairo walk' })).toBeTruthy();
  });

  it('shows an error with Try Again when the page content cannot be fetched, then the page', async () => {
    failures.remaining = 1;
    await renderGuide('/siwa');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This page could not be loaded. Please check your connection and try again.')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['en', 'Siwa Oasis', 'Book now', 'Tours to Siwa'],
    ['ar', 'واحة سيوة', 'احجز الآن', 'الرحلات إلى سيوة'],
  ] as const)('in %s, the Siwa page sends travellers to Rihla\'s own Siwa tours, never to another marketplace', async (language, heading, bookNow, cta) => {
    await renderGuide('/siwa', language);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    const bookings = screen.getAllByRole('link', { name: new RegExp(`^${bookNow}`) });
    expect(bookings).toHaveLength(3);
    for (const link of [...bookings, screen.getByRole('link', { name: cta })]) {
      expect(link.getAttribute('href')).toBe('/tours?q=Siwa');
      expect(link.getAttribute('target')).toBeNull();
    }
    expect(document.querySelector('a[href*="viator"], a[href*="getyourguide"]')).toBeNull();
  });

  it('reads right to left in Arabic, with the Arabic content and tab title', async () => {
    await renderGuide('/pyramids', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'أهرامات الجيزة' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('أهرامات الجيزة · رحلة');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${location.origin}/pyramids?lng=ar`);
  });
});

describe('loadGuideContent', () => {
  it('answers a failed load as a result, never a throw', async () => {
    const entry: GuidePageEntry = { path: '/siwa', kind: 'destination', load: () => Promise.reject(new Error('offline')) };
    expect(await loadGuideContent(entry)).toEqual({ ok: false, error: { kind: 'network', status: null, message: 'offline' } });
  });
});
