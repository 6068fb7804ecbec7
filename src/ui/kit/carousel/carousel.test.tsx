import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ApiResult } from '@/api/client';
import { createTestI18n } from '../../../../tests/i18n';
import { Carousel } from './carousel';

const PLACES = ['Giza', 'Luxor', 'Aswan'];

async function renderCarousel(language: 'en' | 'ar', props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  const i18n = await createTestI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <Carousel<string> title="Places" items={PLACES} renderItem={(place) => <p>{place}</p>} {...props} />
    </I18nextProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0)); // the load settles
}

const slide = () => screen.getByRole('group');

describe('Carousel view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('in English, next slides the content leftward and shows the next place', async () => {
    await renderCarousel('en');
    expect(screen.getByText('Giza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(slide().dataset.motion).toBe('leave-leftward');
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(slide().dataset.motion).toBe('arrive-leftward');
    expect(screen.getByText('Luxor')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(slide().dataset.motion).toBe('still');
    expect(screen.getByRole('button', { name: 'Go to slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('in Arabic (dir="rtl"), next moves the other way visually but to the same next place', async () => {
    await renderCarousel('ar');
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(screen.getByRole('button', { name: 'الشريحة التالية' }));
    expect(slide().dataset.motion).toBe('leave-rightward');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(slide().dataset.motion).toBe('arrive-rightward');
    expect(screen.getByText('Luxor')).toBeTruthy();
    expect(slide().getAttribute('aria-label')).toBe('2 من 3');
  });

  it('in Arabic, previous moves leftward and wraps to the last place', async () => {
    await renderCarousel('ar');
    fireEvent.click(screen.getByRole('button', { name: 'الشريحة السابقة' }));
    expect(slide().dataset.motion).toBe('leave-leftward');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Aswan')).toBeTruthy();
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    await renderCarousel('en');
    const region = screen.getByRole('region', { name: 'Places' });
    fireEvent.pointerEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.getByText('Giza')).toBeTruthy();
    fireEvent.pointerLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(5_300));
    expect(screen.getByText('Luxor')).toBeTruthy();
  });

  it('shows the error with Try Again, then the content once loading works', async () => {
    let attempt = 0;
    const load = (): Promise<ApiResult<string[]>> => {
      attempt += 1;
      return Promise.resolve(
        attempt === 1
          ? { ok: false, error: { kind: 'network', status: null, message: 'No response from server' } }
          : { ok: true, data: ['Siwa'] },
      );
    };
    await renderCarousel('en', { items: undefined, load, errorTitle: 'Failed to load discounted tours' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load discounted tours');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Siwa')).toBeTruthy();
    // One item: nothing to navigate.
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('keeps focus on Next while the slide moves, so a keyboard user stays in the carousel', async () => {
    await renderCarousel('en');
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.click(next);
    fireEvent.click(next); // inside the 300 ms lock: ignored
    expect(document.activeElement).toBe(next);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByText('Luxor')).toBeTruthy();
  });

  it('counts the position of a carousel of more than 8 slides instead of drawing dots, in both languages', async () => {
    const nine = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((n) => `Place ${n}`);
    await renderCarousel('en', { items: nine });
    expect(screen.queryByRole('button', { name: 'Go to slide 2' })).toBeNull();
    const counter = screen.getByRole('status');
    expect(counter.textContent).toBe('1 / 9Slide 1 of 9');
    expect(counter.getAttribute('aria-live')).toBe('off'); // auto-advancing: not read out every 5 s
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Places' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter.textContent).toBe('9 / 9Slide 9 of 9');
    expect(counter.getAttribute('aria-live')).toBe('polite');
  });

  it('in Arabic, the counter is read out in Arabic', async () => {
    await renderCarousel('ar', { items: ['١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩', '١٠'] });
    expect(screen.getByRole('status').textContent).toBe('1 / 10الشريحة 1 من 10');
  });

  it('keeps a dot per slide up to 8 slides', async () => {
    await renderCarousel('en', { items: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] });
    expect(screen.getByRole('button', { name: 'Go to slide 8' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty text and its action when there is nothing to show', async () => {
    await renderCarousel('en', {
      items: [],
      emptyText: 'No discounted tours available at the moment',
      emptyAction: <a href="/tours">View All Tours</a>,
    });
    expect(screen.getByText('No discounted tours available at the moment')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Tours' })).toBeTruthy();
  });
});
