import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/ui/app/i18n';
import { createTestI18n } from '../../../../tests/i18n';
import { RatingStars } from '../rating-stars/rating-stars';
import { Pager } from './pager';

async function renderPager(language: Language, page: number, totalPages: number) {
  const onPage = vi.fn();
  const i18n = await createTestI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Pager page={page} totalPages={totalPages} onPage={onPage} label="Tour pages" />
    </I18nextProvider>,
  );
  return { onPage, view };
}

const pageButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pager', () => {
  it('renders nothing for a single page or none', async () => {
    const { view } = await renderPager('en', 1, 1);
    expect(view.container.innerHTML).toBe('');
    view.unmount();
    const none = await renderPager('en', 1, 0);
    expect(none.view.container.innerHTML).toBe('');
  });

  it('shows at most 5 page buttons around the current page, with previous and next', async () => {
    const { onPage } = await renderPager('en', 7, 12);
    const nav = screen.getByRole('navigation', { name: 'Tour pages' });
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('button', { name: 'Page 7' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 7' })); // the current page asks for nothing
    expect(onPage.mock.calls).toEqual([[9], [6], [8]]);
  });

  it('cannot go before the first page or past the last', async () => {
    await renderPager('en', 1, 3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous page' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' }).disabled).toBe(false);
    expect(pageButtons()).toEqual(['1', '2', '3']);
  });

  it('reads in Arabic', async () => {
    await renderPager('ar', 3, 3);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'الصفحة التالية' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'الصفحة 3' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('RatingStars', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [0, 0],
    [2.4, 2],
    [2.5, 3],
    [4.6, 5],
    [7, 5],
    [-1, 0],
  ])('%s shows %i filled stars of 5', async (value, filled) => {
    const i18n = await createTestI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <RatingStars value={value} />
      </I18nextProvider>,
    );
    const stars = screen.getByRole('img', { name: `Rated ${filled} out of 5` });
    expect(stars.children).toHaveLength(5);
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(filled);
  });

  it('takes a label of its own', async () => {
    const i18n = await createTestI18n('ar');
    render(
      <I18nextProvider i18n={i18n}>
        <RatingStars value={4} label="تقييم الشركة" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('img', { name: 'تقييم الشركة' })).toBeTruthy();
  });
});
