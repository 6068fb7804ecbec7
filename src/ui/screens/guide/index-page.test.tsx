import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { testAmbientIndex, testIndex } from '../../../../tests/fixtures/guide';
import { shownLocation } from '../../../../tests/fixtures/location-probe';
import { renderScreen } from '../../../../tests/fixtures/render-screen';
import { installFakeViewport, stubReducedMotion } from '../../../../tests/fixtures/viewport';
import type { GuideIndex } from '@/content/types';
import { IndexPage } from './index-page';

function renderIndex(index: GuideIndex, language: 'en' | 'ar' = 'en') {
  return renderScreen(
    index.route,
    <>
      <Route path={index.route} element={<IndexPage index={index} />} />
      <Route path="*" element={<p>Another page</p>} />
    </>,
    language,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('IndexPage', () => {
  beforeEach(() => {
    installFakeViewport();
    stubReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the title, the introduction and a card for each item with its facts', async () => {
    await renderIndex(testIndex);
    expect(screen.getByRole('heading', { level: 1, name: 'Mountains' })).toBeTruthy();
    expect(screen.getByText('The high peaks of Sinai and beyond.')).toBeTruthy();
    const catherine = within(card('Mount Catherine'));
    expect(catherine.getByText('South Sinai')).toBeTruthy();
    expect(catherine.getByText('2,629 m')).toBeTruthy();
    expect(catherine.getByText('Sunrise climb')).toBeTruthy();
    expect(catherine.getByText('Hikers')).toBeTruthy();
    expect(within(card('Gebel Elba')).getByText('1,435 m')).toBeTruthy();
  });

  it('makes a card with a route one link to its page, named for the card', async () => {
    await renderIndex(testIndex);
    const link = within(card('Mount Catherine')).getByRole('link', { name: 'Explore Mount Catherine' });
    expect(link.textContent).toBe('Explore');
    expect(link.getAttribute('href')).toBe('/mount-catherine');
    expect(card('Mount Catherine').dataset.linked).toBe('true');
    fireEvent.click(link);
    expect(shownLocation().pathname).toBe('/mount-catherine');
  });

  it('leaves a card without a route plain: no link, nothing to focus', async () => {
    await renderIndex(testIndex);
    const elba = card('Gebel Elba');
    expect(within(elba).queryByRole('link')).toBeNull();
    expect(elba.querySelectorAll('a, button, [tabindex]')).toHaveLength(0);
    expect(elba.dataset.linked).toBe('false');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('uses the index link label (Learn More) and shows its ambient video', async () => {
    await renderIndex(testAmbientIndex);
    expect(screen.getByRole('link', { name: 'Learn more about Nuweiba' }).textContent).toBe('Learn More');
    const video = document.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.getAttribute('preload')).toBe('none');
  });

  it('reads right to left in Arabic, with Arabic heights and link names', async () => {
    await renderIndex(testIndex, 'ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'الجبال' })).toBeTruthy();
    expect(within(card('جبل كاترين')).getByText('2,629 م')).toBeTruthy();
    expect(within(card('جبل كاترين')).getByText('يناسب:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'استكشف جبل كاترين' }).textContent).toBe('استكشف');
  });
});
