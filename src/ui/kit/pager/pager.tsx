import { useTranslation } from 'react-i18next';
import { Chevron } from '@/ui/kit/chevron/chevron';
import { pageWindow } from './page-window';
import * as styles from './pager.css';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  /** Asks for another page; the owner (a machine) decides. */
  onPage: (page: number) => void;
  /** Names the pager's navigation region, e.g. "Tours pages". */
  label: string;
}

/**
 * Paging (spec, accounts §2 and §9): previous, at most 5 page buttons around the current page, next.
 * Nothing is rendered when there is a single page (or none).
 */
export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  const { t } = useTranslation('catalogue');
  if (totalPages <= 1) return null;
  const current = Math.min(totalPages, Math.max(1, page));
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
        aria-label={t('pager.previous')}
      >
        <Chevron pointing="back" size="small" />
      </button>
      <ul className={styles.pages}>
        {pageWindow(current, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.page}
              aria-current={number === current ? 'page' : undefined}
              aria-label={t('pager.page', { page: number })}
              onClick={() => {
                if (number !== current) onPage(number);
              }}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.step}
        disabled={current >= totalPages}
        onClick={() => onPage(current + 1)}
        aria-label={t('pager.next')}
      >
        <Chevron pointing="onward" size="small" />
      </button>
    </nav>
  );
}
