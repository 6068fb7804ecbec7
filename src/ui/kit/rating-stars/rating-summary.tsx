import { useTranslation } from 'react-i18next';
import { RatingStars } from './rating-stars';
import * as styles from './rating-stars.css';

/**
 * A tour's or company's rating as every screen shows it (S10): the average of its
 * stored reviews, one decimal, with the number of reviews beside it, or "New" and no stars when it has none.
 * Nothing is invented. `compact` (cards): one star glyph, the value and the count in brackets; otherwise
 * five stars. The markup carries `data-rating` ("new" or the value) and `data-review-count`, which the
 * browser check of ratings reads (e2e/ratings.spec.ts, D247).
 */
export function RatingSummary({
  rating,
  count,
  compact = false,
}: {
  rating: number | null | undefined;
  count: number | null | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const reviews = typeof count === 'number' && Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
  if (reviews === 0 || typeof rating !== 'number' || !Number.isFinite(rating)) {
    return (
      <span className={styles.newBadge} data-rating="new" data-review-count={0} title={t('rating.newLabel')}>
        {t('rating.new')}
        <span className={styles.visuallyHidden}> {t('rating.newLabel')}</span>
      </span>
    );
  }
  const value = Math.min(5, Math.max(0, rating)).toFixed(1);
  const label = t('rating.label', { value, count: reviews });
  return (
    <span className={styles.summary} data-rating={value} data-review-count={reviews}>
      {compact ? (
        <span aria-hidden="true" className={styles.filled}>
          ★
        </span>
      ) : (
        <RatingStars value={rating} label={label} />
      )}
      <span aria-hidden="true" className={styles.value}>
        {value}
      </span>
      <span aria-hidden="true" className={styles.count}>
        {t('rating.count', { count: reviews })}
      </span>
      {compact ? <span className={styles.visuallyHidden}>{label}</span> : null}
    </span>
  );
}
