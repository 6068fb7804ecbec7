import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { testAbout } from '../../../../tests/fixtures/guide';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { installFakeViewport, setEverythingInView, stubReducedMotion } from '../../../../tests/fixtures/viewport';
import { AboutPage } from './about-page';

function renderAbout(language: 'en' | 'ar' = 'en') {
  return renderScreen('/about', <Route path="/about" element={<AboutPage about={testAbout} />} />, language);
}

/** The numbers on screen, in order (what a sighted reader sees count up). */
const shownNumbers = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);

describe('AboutPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeViewport();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows about (mission and vision), features and the team grouped by its four teams', async () => {
    await renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'About Rihla' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['About us', 'What Rihla offers', 'Our team']);
    const about = within(screen.getByRole('region', { name: 'About us' }));
    expect(about.getByRole('heading', { name: 'Our mission' }).nextElementSibling?.textContent).toBe('Make travel in Egypt easy.');
    expect(about.getByRole('heading', { name: 'Our vision' }).nextElementSibling?.textContent).toBe('Every traveller at home in Egypt.');
    const team = within(screen.getByRole('region', { name: 'Our team' }));
    expect(team.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Backend', 'Frontend', 'AI', 'Mobile']);
    expect(within(team.getByRole('region', { name: 'Backend' })).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Mariam Adel',
      'Omar Nabil',
    ]);
  });

  it('counts the counters up from 0 once they come into view, over about 1.2 s', async () => {
    await renderAbout();
    const counters = screen.getByRole('list', { name: 'Rihla in numbers' });
    // Screen readers hear the values, never the numbers on the way.
    expect(within(counters).getByText('9 Members')).toBeTruthy();
    expect(shownNumbers(counters)).toEqual(['0', '0', '0']);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(shownNumbers(counters)).toEqual(['0', '0', '0']);

    setEverythingInView();
    await act(() => vi.advanceTimersByTimeAsync(600));
    const halfway = shownNumbers(counters).map(Number);
    expect(halfway[0]).toBeGreaterThan(0);
    expect(halfway[0]).toBeLessThan(9);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(shownNumbers(counters)).toEqual(['9', '1', '4']);
  });

  it('shows the values at once to a reader who prefers reduced motion', async () => {
    stubReducedMotion(true);
    await renderAbout();
    setEverythingInView();
    expect(shownNumbers(screen.getByRole('list', { name: 'Rihla in numbers' }))).toEqual(['9', '1', '4']);
  });

  it('reads right to left in Arabic', async () => {
    await renderAbout('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'عن رحلة' })).toBeTruthy();
    const counters = screen.getByRole('list', { name: 'رحلة بالأرقام' });
    expect(within(counters).getByText('4 فرق')).toBeTruthy();
    const team = within(screen.getByRole('region', { name: 'فريقنا' }));
    expect(team.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'الواجهة الخلفية',
      'الواجهة الأمامية',
      'الذكاء الاصطناعي',
      'تطبيقات الجوال',
    ]);
  });
});
