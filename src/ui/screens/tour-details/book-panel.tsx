import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { useAuthGate } from '@/ui/app/use-auth-gate';
import { formatPrice } from '@/ui/kit/price/format-price';
import * as styles from './tour-details-screen.css';

/** The book panel's fixed counts (spec, accounts §2 Tour details): 1 adult, 0 children. */
const ADULTS = 1;
const CHILDREN = 0;

/**
 * 'Book This Tour', always shown beside the tabs. Total = adults × price + children × half price, with the
 * child price as the booking form computes it (DECISIONS #3: floor(adult / 2)). Book Now needs a signed-in
 * user (the auth gate), then opens /book-now?travelId={id}. A tour without seats shows a disabled Sold Out,
 * as the tour card does, rather than a Book Now the booking would refuse; a tour that has already left says
 * so instead (issue 16: it is not full, it is gone).
 */
export function BookPanel({ tour, departed }: { tour: Tour; departed: boolean }) {
  const { t, i18n } = useTranslation('tour');
  const navigate = useNavigate();
  const gate = useAuthGate();
  const headingId = useId();
  const language = i18n.language;
  const childPrice = Math.floor(tour.price / 2);
  const total = ADULTS * tour.price + CHILDREN * childPrice;
  const bookable = !departed && tour.availableSeats > 0;
  const book = () =>
    gate(() => {
      void navigate(`/book-now?travelId=${tour.id}`, { state: { travelId: tour.id } });
    });
  return (
    <aside className={styles.bookPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('book.title')}
      </h2>
      <dl className={styles.bookRows}>
        <div className={styles.bookRow}>
          <dt>{t('book.adults')}</dt>
          <dd className={styles.definition}>{t('book.count', { number: ADULTS, price: formatPrice(tour.price, 'pound', language) })}</dd>
        </div>
        <div className={styles.bookRow}>
          <dt>{t('book.children')}</dt>
          <dd className={styles.definition}>{t('book.count', { number: CHILDREN, price: formatPrice(childPrice, 'pound', language) })}</dd>
        </div>
        <div className={styles.bookTotal}>
          <dt>{t('book.total')}</dt>
          <dd className={styles.definition}>{formatPrice(total, 'pound', language)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('info.specialOfferText')}</p>
      {bookable ? (
        <button type="button" className={styles.primaryButton} onClick={book}>
          {t('book.bookNow')}
        </button>
      ) : (
        <button type="button" className={styles.primaryButton} disabled>
          {t(departed ? 'book.departed' : 'book.soldOut')}
        </button>
      )}
    </aside>
  );
}
