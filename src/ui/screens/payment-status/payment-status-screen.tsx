import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { paymentStatusMachine, STATUS_ERRORS } from '@/machines/payment-status/payment-status.machine';
import { selectBookingId, selectCanCheckAgain, selectClosedAs, selectError, selectHold, selectView } from '@/machines/payment-status/payment-status.selectors';
import { inspected } from '@/ui/app/inspector';
import { HoldCountdown } from '@/ui/kit/hold-countdown/hold-countdown';
import * as styles from '../payment-result/payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * /payment-status?bookingId=… (spec, booking §2 Payment status, §4, §8, §9), behind the guard; the payment
 * page sends the browser back here. While the booking is pending it waits calmly, checking every 3 s, with
 * the seat hold's live countdown; paid shows 'Payment confirmed' and goes to /payment-success
 * 1.5 s later; anything that ends the payment (a declined card at once) goes to /payment-failed
 * with its reason, both with the booking id. A cancelled booking is said to be so here, with links to it
 * and to My Bookings. After 10 minutes it stops and points to My Bookings. Leaving the page stops the poll
 * (useMachine stops the actor on unmount).
 */
export function PaymentStatusScreen() {
  usePageHead((meta) => simpleHead(meta, 'paymentStatus', '/payment-status'));
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [snapshot, send] = useMachine(paymentStatusMachine, inspected({ input: { bookingId: params.get('bookingId') } }));
  const view = selectView(snapshot);
  const error = selectError(snapshot);
  const bookingId = selectBookingId(snapshot);

  useEffect(() => {
    // Replace, so Back from the result page does not land on a poll that is over. The booking goes with
    // the result in the address and the state, so the result page can show it, even after a reload; the
    // reason goes as a key, worded in the language the result page is read in.
    const query = bookingId === null ? '' : `?bookingId=${bookingId}`;
    if (view === 'paid') void navigate(`/payment-success${query}`, { replace: true, state: { bookingId } });
    if (view === 'failed') void navigate(`/payment-failed${query}`, { replace: true, state: { reason: error ?? STATUS_ERRORS.fetchFailed, bookingId } });
  }, [view, error, bookingId, navigate]);

  if (view === 'closed') {
    return (
      <section className={styles.page} aria-labelledby="payment-status-title">
        <div className={styles.panel}>
          <h1 id="payment-status-title" className={styles.title}>
            {t('status.title')}
          </h1>
          {bookingId !== null ? <p className={styles.bookingNumber}>{t('status.booking', { bookingId })}</p> : null}
          <p className={styles.text} role="status">
            {t(selectClosedAs(snapshot) === 'refunded' ? 'status.refunded' : 'status.cancelled')}
          </p>
          <div className={styles.actions}>
            {bookingId !== null ? (
              <Link to={`/my-bookings/${bookingId}`} className={styles.primaryAction}>
                {t('booking.view')}
              </Link>
            ) : null}
            <Link to="/my-bookings" className={styles.secondaryAction}>
              {t('links.myBookings')}
            </Link>
          </div>
        </div>
      </section>
    );
  }

  if (view === 'timedOut') {
    return (
      <section className={styles.page} aria-labelledby="payment-status-title">
        <div className={styles.panel}>
          <h1 id="payment-status-title" className={styles.title}>
            {t('status.title')}
          </h1>
          {bookingId !== null ? <p className={styles.bookingNumber}>{t('status.booking', { bookingId })}</p> : null}
          <p className={styles.text} role="status">
            {t('status.timedOut')}
          </p>
          <p className={styles.muted}>{t('status.timedOutHint')}</p>
          <div className={styles.actions}>
            <Link to="/my-bookings" className={styles.primaryAction}>
              {t('links.myBookings')}
            </Link>
            {selectCanCheckAgain(snapshot) ? (
              <button type="button" className={styles.secondaryAction} onClick={() => send({ type: 'paymentStatus.checkAgain' })}>
                {t('status.checkAgain')}
              </button>
            ) : null}
          </div>
        </div>
      </section>
    );
  }

  const confirmed = view === 'confirmed' || view === 'paid';
  const hold = selectHold(snapshot);
  return (
    <section className={styles.page} aria-labelledby="payment-status-title" aria-busy={!confirmed}>
      <div className={confirmed ? styles.successPanel : styles.panel}>
        <h1 id="payment-status-title" className={styles.title}>
          {t('status.title')}
        </h1>
        {bookingId !== null ? <p className={styles.bookingNumber}>{t('status.booking', { bookingId })}</p> : null}
        {confirmed ? null : <div className={styles.waitingDot} aria-hidden="true" />}
        {/* One live region whose words change, so 'Payment confirmed' is announced. */}
        <p className={confirmed ? styles.confirmedText : styles.text} role="status">
          {confirmed ? t('status.confirmed') : t('status.waiting')}
        </p>
        {confirmed ? null : <p className={styles.muted}>{t('status.waitingHint')}</p>}
        {/* The seats are held while the payment is confirmed: the time left, live. Keyed by the
            hold's end, so a new hold starts a new countdown. */}
        {hold && !confirmed ? (
          <div className={styles.hold} data-testid="hold-countdown">
            <HoldCountdown key={hold.expiresAt} expiresAt={hold.expiresAt} now={hold.readAt} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
