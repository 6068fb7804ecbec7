import { useTranslation } from 'react-i18next';
import * as styles from './rating-stars.css';

/** The whole stars a rating shows: 0 to 5, rounded (spec, accounts §2 listing card). */
export function starCount(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.min(5, Math.max(0, Math.round(value)));
}

/**
 * Five stars, the rounded rating filled. One image for assistive technology, named by `label` or
 * "Rated N out of 5".
 */
export function RatingStars({ value, label }: { value: number | null | undefined; label?: string }) {
  const { t } = useTranslation('catalogue');
  const filled = starCount(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? t('stars.label', { value: filled })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" data-filled={star <= filled} className={star <= filled ? styles.filled : styles.empty}>
          ★
        </span>
      ))}
    </span>
  );
}
