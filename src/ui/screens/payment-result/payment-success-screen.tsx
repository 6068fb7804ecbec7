import { Link, useLocation } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { paymentSuccessMachine } from '@/machines/payment-result/payment-success.machine';
import { resultBookingId } from '@/machines/payment-result/payment-result.actors';
import { selectDetails, selectIsLoading, selectReturnsHome } from '@/machines/payment-result/payment-result.selectors';
import { inspected } from '@/ui/app/inspector';
import { BookingFacts } from './booking-facts';
import { ReturnHomeCountdown } from './return-home-countdown';
import * as styles from './payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * /payment-success (spec, booking §2 Payment success, §4, §9): the payment went through.
 * With the booking it confirms (`?bookingId=` or the navigation state), the page shows its reference, tour
 * and travel date in Cairo time, and links to the booking page and the voucher; it stays, so the traveller
 * can read and keep the reference (decision: no return home by itself). Without a booking to show it
 * returns home after 4 s as the spec has it, with a control to stay.
 */
export function PaymentSuccessScreen() {
  usePageHead((meta) => simpleHead(meta, 'paymentSuccess', '/payment-success'));
  const { t } = useTranslation('payment');
  const location = useLocation();
  const [snapshot] = useMachine(paymentSuccessMachine, inspected({ input: { bookingId: resultBookingId(location.state, location.search) } }));
  const details = selectDetails(snapshot);
  return (
    <section className={styles.page} aria-labelledby="payment-success-title" aria-busy={selectIsLoading(snapshot)}>
      <div className={styles.successPanel}>
        <h1 id="payment-success-title" className={styles.title}>
          {t('success.title')}
        </h1>
        <p className={styles.text} role="status">
          {t('success.text')}
        </p>
        {details ? (
          <>
            <BookingFacts details={details} />
            <p className={styles.muted}>{t('success.keep')}</p>
          </>
        ) : null}
        {selectIsLoading(snapshot) ? <p className={styles.muted}>{t('booking.loading')}</p> : null}
        {selectReturnsHome(snapshot) ? <ReturnHomeCountdown page="success" /> : null}
        <div className={styles.actions}>
          {details ? (
            <>
              <Link to={`/my-bookings/${details.id}`} className={styles.primaryAction}>
                {t('booking.view')}
              </Link>
              {details.actions.voucher ? (
                <Link to={`/my-bookings/${details.id}/voucher`} className={styles.secondaryAction}>
                  {t('success.voucher')}
                </Link>
              ) : null}
            </>
          ) : null}
          <Link to="/my-bookings" className={styles.secondaryAction}>
            {t('success.myBookings')}
          </Link>
          <Link to="/" replace className={details ? styles.quietAction : styles.primaryAction}>
            {t('links.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
