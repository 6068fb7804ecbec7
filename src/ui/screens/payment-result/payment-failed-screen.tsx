import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ReturnHomeCountdown } from './return-home-countdown';
import * as styles from './payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/** The error /payment-status passes (already in the traveller's language), if any. */
function passedError(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('error' in state)) return null;
  const { error } = state;
  return typeof error === 'string' && error.trim() !== '' ? error : null;
}

/**
 * /payment-failed (spec, booking §2 Payment failed, §4, §9): the passed error or 'Payment could not be
 * completed.'; the page returns home after 5 s, with links to go home now or to try again from My
 * Bookings (where Pay now starts a new payment while the booking is still held).
 */
export function PaymentFailedScreen() {
  usePageHead((meta) => simpleHead(meta, 'paymentFailed', '/payment-failed'));
  const { t } = useTranslation('payment');
  const location = useLocation();
  const error = passedError(location.state) ?? t('failed.default');
  return (
    <section className={styles.page} aria-labelledby="payment-failed-title">
      <div className={styles.problemPanel}>
        <h1 id="payment-failed-title" className={styles.title}>
          {t('failed.title')}
        </h1>
        <p className={styles.problemText} role="alert">
          {error}
        </p>
        <p className={styles.muted}>{t('failed.hint')}</p>
        <ReturnHomeCountdown page="failure" />
        <div className={styles.actions}>
          <Link to="/" replace className={styles.primaryAction}>
            {t('links.home')}
          </Link>
          <Link to="/my-bookings" className={styles.secondaryAction}>
            {t('failed.myBookings')}
          </Link>
        </div>
      </div>
    </section>
  );
}
