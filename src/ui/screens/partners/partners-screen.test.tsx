import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { components } from '@core/contract/schema';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { handle } from '../../../../tests/msw/handlers';
import { startMswServer } from '../../../../tests/msw/server';
import { PartnersScreen } from './partners-screen';
import { makeCompanyListItem } from '../../../../tests/fixtures/catalogue';

const server = startMswServer();

type Company = components['schemas']['CompanyListItem'];

const company = (id: number, companyName: string, rating: number | null, address: string): Company => makeCompanyListItem(id, { companyName, rating, reviewCount: rating === null ? 0 : 3, address });

const PAGES: Record<string, Company[]> = {
  en: [company(1, 'Nile Ways Travel', 4.6, 'Corniche El Nil, Luxor'), company(2, 'Sinai Trails', null, 'Main Road, Nuweiba')],
  ar: [company(1, 'طرق النيل للسياحة', 4.6, 'كورنيش النيل، الأقصر'), company(2, 'مسارات سيناء', null, 'الطريق الرئيسي، نويبع')],
};

/** Two pages of partners in the language asked for; every query is recorded. */
function partnersServer(fail = false) {
  const asked: string[] = [];
  server.use(
    handle('get', '/api/Company', ({ request, ok, fail: refuse }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.toString()} ${request.headers.get('Accept-Language') ?? ''}`);
      if (fail) return refuse(500, 'database unavailable');
      const language = request.headers.get('Accept-Language') === 'ar' ? 'ar' : 'en';
      const page = Number(url.searchParams.get('PageIndex'));
      const items = page === 1 ? PAGES[language]!.slice(0, 1) : PAGES[language]!.slice(1);
      return ok({ items, totalCount: 2, totalPages: 2 });
    }),
  );
  return asked;
}

async function renderPartners(language: 'en' | 'ar') {
  await renderScreen(
    '/partners',
    <>
      <Route path="/partners" element={<PartnersScreen />} />
      <Route path="/companies/:companyId" element={<p>Company page</p>} />
      <Route path="/GetInTouch" element={<p>Partner application</p>} />
    </>,
    language,
  );
}

describe('Our partners', () => {
  it('lists every partner company, page after page, each leading to its page', async () => {
    const asked = partnersServer();
    await renderPartners('en');
    const list = await screen.findByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Nile Ways Travel', 'Sinai Trails']);
    expect(asked).toEqual(['PageIndex=1&PageSize=100 en', 'PageIndex=2&PageSize=100 en']);
    expect(within(cards[0]!).getByRole('img', { name: 'Rated 4.6 out of 5 from 3 reviews' })).toBeTruthy();
    expect(within(cards[1]!).getByText('New')).toBeTruthy();
    expect(within(cards[1]!).getByText('Main Road, Nuweiba')).toBeTruthy();
    fireEvent.click(within(cards[1]!).getByRole('link', { name: 'View company' }));
    expect(shownLocation().pathname).toBe('/companies/2');
  });

  it('invites a company to become a partner', async () => {
    partnersServer();
    await renderPartners('en');
    expect(await screen.findByText('Sinai Trails')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Become a partner' }));
    expect(shownLocation().pathname).toBe('/GetInTouch');
  });

  it('says when the companies cannot be read, and Try Again reads them again', async () => {
    const asked = partnersServer(true);
    await renderPartners('en');
    expect(await screen.findByText('Failed to load companies. Please try again later.')).toBeTruthy();
    partnersServer();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sinai Trails')).toBeTruthy();
    expect(asked).toEqual(['PageIndex=1&PageSize=100 en']);
  });

  it('shows the partners in Arabic, right to left', async () => {
    partnersServer();
    await renderPartners('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('شركاؤنا من شركات السياحة');
    expect(await screen.findByText('مسارات سيناء')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'التقييم 4.6 من 5 من 3 مراجعات' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'عرض الشركة' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'كن شريكًا' }).getAttribute('href')).toBe('/GetInTouch');
  });
});
