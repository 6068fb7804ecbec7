import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '@/machines/payment-result/payment-result.actors';
import { formatTourDateTime } from '@/ui/kit/tour-card/tour-facts';
import * as styles from './payment-pages.css';

/**
 * The booking a payment result page is about: its reference (what the traveller quotes),
 * the tour and when it leaves, in Cairo time and the traveller's language (the tour card's departure
 * wording).
 */
export function BookingFacts({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation('payment');
  const date = formatTourDateTime(details.travel.startDate, i18n.resolvedLanguage ?? i18n.language);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.factTerm}>{t('booking.reference')}</dt>
        <dd className={styles.reference} data-testid="booking-reference">
          {details.reference}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factTerm}>{t('booking.tour')}</dt>
        <dd className={styles.factValue}>{details.travel.title}</dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.factTerm}>{t('booking.travelDate')}</dt>
        <dd className={styles.factValue} data-testid="travel-date">
          {date && details.travel.startDate ? <time dateTime={details.travel.startDate}>{t('booking.dateInCairo', { date })}</time> : t('booking.dateUnknown')}
        </dd>
      </div>
    </dl>
  );
}
