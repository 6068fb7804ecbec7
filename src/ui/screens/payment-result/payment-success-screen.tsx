import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReturnHomeCountdown } from './return-home-countdown';
import * as styles from './payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * /payment-success (spec, booking §2 Payment success, §4, §9): the payment went through; the page returns
 * home after 4 s, with links to go home now or to see the booking in My Bookings.
 */
export function PaymentSuccessScreen() {
  usePageHead((meta) => simpleHead(meta, 'paymentSuccess', '/payment-success'));
  const { t } = useTranslation('payment');
  return (
    <section className={styles.page} aria-labelledby="payment-success-title">
      <div className={styles.successPanel}>
        <h1 id="payment-success-title" className={styles.title}>
          {t('success.title')}
        </h1>
        <p className={styles.text} role="status">
          {t('success.text')}
        </p>
        <ReturnHomeCountdown page="success" />
        <div className={styles.actions}>
          <Link to="/" replace className={styles.primaryAction}>
            {t('links.home')}
          </Link>
          <Link to="/my-bookings" className={styles.secondaryAction}>
            {t('success.myBookings')}
          </Link>
        </div>
      </div>
    </section>
  );
}
