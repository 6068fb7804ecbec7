import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { bareDestination, testDestination } from '../../../../tests/fixtures/guide';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import type { DestinationGuide } from '@/content/types';
import { DestinationPage } from './destination-page';

/** Just after midnight on 1 April in Cairo (22:30 UTC on 31 March): summer has begun there. */
const FIRST_OF_APRIL_IN_CAIRO = new Date('2025-03-31T22:30:00Z');
/** 23:30 on 30 September in Cairo: still summer. One hour later it is October: winter. */
const LAST_OF_SEPTEMBER_IN_CAIRO = new Date('2025-09-30T20:30:00Z');
const FIRST_OF_OCTOBER_IN_CAIRO = new Date('2025-09-30T21:30:00Z');

function renderDestination(guide: DestinationGuide, language: 'en' | 'ar' = 'en', now = FIRST_OF_APRIL_IN_CAIRO) {
  return renderScreen(guide.route, <Route path={guide.route} element={<DestinationPage guide={guide} now={now} />} />, language);
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const section = (name: string) => screen.getByRole('region', { name });

describe('DestinationPage in English', () => {
  it('shows every section the record has, in the spec order', async () => {
    await renderDestination(testDestination);
    expect(screen.getByRole('heading', { level: 1, name: 'Pyramids of Giza' })).toBeTruthy();
    expect(screen.getByText('The last wonder of the ancient world')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'What you will find here' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'History',
      'Desert',
    ]);
    expect(sectionTitles()).toEqual([
      'About',
      'Highlights',
      'Video',
      'Tickets',
      'Opening hours',
      'Good to know',
      'Activities',
      'Where to eat',
      'Gallery',
      'How to get there',
      'Visa tip',
      'Location',
      'Frequently asked questions',
      'Plan your trip',
    ]);
  });

  it('leaves out every section the record does not have', async () => {
    await renderDestination(bareDestination);
    expect(sectionTitles()).toEqual(['About']);
    expect(screen.queryByRole('list', { name: 'What you will find here' })).toBeNull();
  });

  it('lists the about facts and the tickets with their prices, note and daily cap', async () => {
    await renderDestination(testDestination);
    const facts = within(screen.getByRole('region', { name: 'About' }));
    expect(facts.getByText('Height').nextElementSibling?.textContent).toBe('146.5 m');
    const tickets = within(section('Tickets'));
    expect(tickets.getByText('EGP 30')).toBeTruthy();
    expect(tickets.getByText('EGP 360')).toBeTruthy();
    expect(tickets.getByText('Maximum 300 visitors per day')).toBeTruthy();
    expect(tickets.getByText('$100')).toBeTruthy();
    expect(tickets.getByText('5 consecutive days')).toBeTruthy();
  });

  it("marks today's season from the date in Cairo, with both seasons and the last-entry rule", async () => {
    await renderDestination(testDestination, 'en', FIRST_OF_APRIL_IN_CAIRO);
    const hours = within(section('Opening hours'));
    const [summer, winter] = hours.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(summer.dataset.today).toBe('true');
    expect(winter.dataset.today).toBe('false');
    expect(within(summer).getByRole('heading').textContent).toBe('SummerToday');
    expect(within(summer).getByText('April to September')).toBeTruthy();
    expect(within(summer).getByText('Open 8:00–17:00')).toBeTruthy();
    expect(within(summer).getByText('Last entry at 16:00')).toBeTruthy();
    expect(within(winter).getByText('October to March')).toBeTruthy();
    expect(within(winter).getByText('Open 8:00–16:00')).toBeTruthy();
    expect(hours.getByText('Last entry 1 hour before closing')).toBeTruthy();
    expect(hours.getByRole('note').textContent).toBe("Today's hours (Summer): 8:00–17:00");
  });

  it('changes the highlighted season at the September to October edge, in Cairo time', async () => {
    const first = await renderDestination(testDestination, 'en', LAST_OF_SEPTEMBER_IN_CAIRO);
    expect(within(section('Opening hours')).getByRole('note').textContent).toContain('Summer');
    first.unmount();
    await renderDestination(testDestination, 'en', FIRST_OF_OCTOBER_IN_CAIRO);
    expect(within(section('Opening hours')).getByRole('note').textContent).toBe("Today's hours (Winter): 8:00–16:00");
  });

  it('says the last entry in minutes when it is not whole hours', async () => {
    const luxor: DestinationGuide = { ...testDestination, hours: { ...testDestination.hours!, lastEntryMinutesBeforeClose: 30 } };
    await renderDestination(luxor);
    expect(within(section('Opening hours')).getByText('Last entry 30 minutes before closing')).toBeTruthy();
    expect(within(section('Opening hours')).getByText('Last entry at 16:30')).toBeTruthy();
  });

  it('books an activity on its partner site in a new tab, and shows an unbookable one as not yet available', async () => {
    await renderDestination(testDestination);
    const activities = within(section('Activities'));
    expect(activities.getByText('about EGP 500 per hour')).toBeTruthy();
    expect(activities.getByText('$50–80')).toBeTruthy();

    const book = activities.getByRole('link', { name: 'Book now: Camel ride (opens in a new tab)' });
    expect(book.getAttribute('href')).toBe('https://example.com/camels');
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toContain('noopener');

    const learnMore = activities.getByRole('button', { name: 'Learn More: Snorkelling' });
    expect(learnMore.getAttribute('aria-disabled')).toBe('true');
    expect(learnMore.getAttribute('title')).toBe('Online booking for this activity opens soon; more details are coming.');
    const note = document.getElementById(learnMore.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Online booking for this activity opens soon; more details are coming.');
    fireEvent.click(learnMore);
    expect(shownLocation().pathname).toBe('/pyramids');
  });

  it('shows the dining cards with rating, price tier, dishes in dollars and their own site', async () => {
    await renderDestination(testDestination);
    const dining = within(section('Where to eat'));
    expect(dining.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(dining.getByRole('img', { name: 'Price level 3 of 4' }).textContent).toBe('$$$');
    expect(dining.getByText('Falafel plate').nextElementSibling?.textContent).toBe('$8');
    const visit = dining.getByRole('link', { name: 'Visit 9 Pyramids Lounge (opens in a new tab)' });
    expect(visit.getAttribute('target')).toBe('_blank');
    // A restaurant without a site has no link.
    expect(dining.getAllByRole('link')).toHaveLength(1);
  });

  it('loads the gallery lazily, every picture described', async () => {
    await renderDestination(testDestination);
    const pictures = within(section('Gallery')).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['The three pyramids', 'The Sphinx']);
    expect(pictures.every((picture) => picture.getAttribute('loading') === 'lazy')).toBe(true);
    expect(within(section('Gallery')).getByText('At dawn').tagName).toBe('FIGCAPTION');
  });

  it('shows travel options and tips, the visa tip, the location with its map, the FAQ and the call to action', async () => {
    await renderDestination(testDestination);
    const travel = within(section('How to get there'));
    expect(travel.getByRole('heading', { name: 'By metro' })).toBeTruthy();
    expect(travel.getByText('from EGP 150')).toBeTruthy();
    expect(travel.getByText('Go early.')).toBeTruthy();
    expect(within(section('Visa tip')).getByText('A free 15-day Sinai-only visa.')).toBeTruthy();
    const map = within(section('Location')).getByRole('link', { name: 'Open in maps (opens in a new tab)' });
    expect(map.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=Giza+Pyramids');
    const faq = within(section('Frequently asked questions'));
    fireEvent.click(faq.getByRole('button', { name: 'Can I go inside?' }));
    expect(faq.getByRole('region', { name: 'Can I go inside?' }).textContent).toBe('Yes, with a ticket.');
    const cta = within(section('Plan your trip'));
    fireEvent.click(cta.getByRole('link', { name: 'Companies' }));
    expect(shownLocation().pathname).toBe('/companies');
  });
});

describe('DestinationPage in Arabic', () => {
  it('reads right to left with the Arabic content, labels and prices', async () => {
    await renderDestination(testDestination, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'أهرامات الجيزة' })).toBeTruthy();
    expect(sectionTitles().slice(0, 5)).toEqual(['نبذة', 'أبرز المعالم', 'فيديو', 'التذاكر', 'مواعيد الزيارة']);
    expect(within(section('التذاكر')).getByText('360 ج.م')).toBeTruthy();
    expect(within(section('التذاكر')).getByText('الحد الأقصى 300 زائر يوميًا')).toBeTruthy();
    const hours = within(section('مواعيد الزيارة'));
    expect(hours.getByText('آخر دخول قبل الإغلاق بساعة')).toBeTruthy();
    expect(hours.getByText('من أبريل إلى سبتمبر')).toBeTruthy();
    expect(hours.getByText('اليوم')).toBeTruthy();
    const activities = within(section('الأنشطة'));
    expect(activities.getByText('حوالي 500 ج.م في الساعة')).toBeTruthy();
    expect(activities.getByRole('link', { name: 'احجز الآن: ركوب الجمال (يُفتح في علامة تبويب جديدة)' })).toBeTruthy();
    expect(activities.getByRole('button', { name: 'اعرف المزيد: الغطس' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('region', { name: 'الأسئلة الشائعة' })).toBeTruthy();
  });
});
