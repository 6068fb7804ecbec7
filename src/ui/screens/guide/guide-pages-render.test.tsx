import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { GUIDE_PATHS } from '@/content/guide-pages';
import { makeTour } from '../../../../tests/fixtures/catalogue';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { installFakeViewport, stubReducedMotion } from '../../../../tests/fixtures/viewport';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { GuideScreen } from './guide-screen';

const server = startMswServer();

/**
 * Every real guide page (src/content), in both languages, renders through the guide components with its
 * title as the page's one <h1>, no internal link that is not a path, and nothing React complains about
 * (a repeated key, an unknown prop) on the console.
 */
describe('every guide page', () => {
  let consoleErrors: unknown[][] = [];
  beforeEach(() => {
    installFakeViewport();
    stubReducedMotion(false);
    consoleErrors = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    const tours = { items: [makeTour(1, { title: 'A live tour' })], totalCount: 1, totalPages: 1 };
    server.use(
      handle('get', '/api/Travel', ({ ok }) => ok(tours)),
      handle('get', '/api/Travel/discounted', ({ ok }) => ok(tours)),
      handle('get', '/api/Category', ({ ok }) => ok([{ id: 1, categoryName: 'Nile Cruises' }])),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  for (const language of ['en', 'ar'] as const) {
    it(`renders in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
      for (const path of GUIDE_PATHS) {
        const view = await renderScreen(path, <Route path="*" element={<GuideScreen />} />, language);
        const headings = await screen.findAllByRole('heading', { level: 1 });
        expect(headings, path).toHaveLength(1);
        expect(headings[0]?.textContent?.trim(), path).not.toBe('');
        if (language === 'ar') expect(headings[0]?.textContent, path).toMatch(/[\u0600-\u06FF]/);
        for (const link of view.container.querySelectorAll('a[href]')) {
          const href = link.getAttribute('href') ?? '';
          expect(href.startsWith('/') || href.startsWith('https://'), `${path}: ${href}`).toBe(true);
          if (href.startsWith('https://')) expect(link.getAttribute('rel'), `${path}: ${href}`).toContain('noopener');
        }
        view.unmount();
      }
      expect(consoleErrors).toEqual([]);
    }, 60_000);
  }
});
