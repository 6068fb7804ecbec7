import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { paymentFailedMachine } from '@/machines/payment-result/payment-failed.machine';
import { resultBookingId } from '@/machines/payment-result/payment-result.actors';
import {
  selectCanPayAgain,
  selectClosedReason,
  selectDetails,
  selectHold,
  selectIsLoading,
  selectPayAgainRequest,
  selectReturnsHome,
} from '@/machines/payment-result/payment-result.selectors';
import { STATUS_ERRORS } from '@/machines/payment-status/payment-status.machine';
import { inspected } from '@/ui/app/inspector';
import { HoldCountdown } from '@/ui/kit/hold-countdown/hold-countdown';
import { BookingFacts } from './booking-facts';
import { ReturnHomeCountdown } from './return-home-countdown';
import * as styles from './payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

const REASONS: readonly string[] = Object.values(STATUS_ERRORS);

/**
 * Why the payment did not go through, as /payment-status passes it: `reason`, a key of the `payment`
 * namespace (worded in the language the page is read in, even after a language switch or a reload), or
 * `error`, a text already worded (the spec's form); null when none was passed.
 */
function passedReason(state: unknown): { key: string } | { text: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('reason' in state && typeof state.reason === 'string' && REASONS.includes(state.reason)) return { key: state.reason };
  if ('error' in state && typeof state.error === 'string' && state.error.trim() !== '') return { text: state.error };
  return null;
}

/**
 * /payment-failed (spec, booking §2 Payment failed, §4, §9): the passed reason or
 * 'Payment could not be completed.', and the booking it is about (reference, tour, travel date) when the
 * page knows it (`?bookingId=` or the navigation state). While the booking's seats are held, a declined
 * card is not the end: "Pay with another card" opens a new checkout for the same booking, with the hold's
 * live countdown, and the page does not go home by itself. Otherwise (the hold is over, the booking was
 * paid or cancelled meanwhile, or it could not be read) the page says so and returns home after 5 s, as
 * the spec has it, with a control to stay.
 */
export function PaymentFailedScreen() {
  usePageHead((meta) => simpleHead(meta, 'paymentFailed', '/payment-failed'));
  const { t } = useTranslation('payment');
  const location = useLocation();
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(paymentFailedMachine, inspected({ input: { bookingId: resultBookingId(location.state, location.search) } }));
  const passed = passedReason(location.state);
  const reason = passed === null ? t('failed.default') : 'key' in passed ? t(passed.key) : passed.text;
  const details = selectDetails(snapshot);
  const hold = selectHold(snapshot);
  const closedReason = selectClosedReason(snapshot);
  const payAgain = selectPayAgainRequest(snapshot);

  // Another card: a new checkout for the same booking, with what My Bookings' Pay now passes.
  useEffect(() => {
    if (payAgain) void navigate('/payment', { state: payAgain });
  }, [payAgain, navigate]);

  return (
    <section className={styles.page} aria-labelledby="payment-failed-title" aria-busy={selectIsLoading(snapshot)}>
      <div className={styles.problemPanel}>
        <h1 id="payment-failed-title" className={styles.title}>
          {t('failed.title')}
        </h1>
        <p className={styles.problemText} role="alert">
          {reason}
        </p>
        {details ? <BookingFacts details={details} /> : null}
        {selectIsLoading(snapshot) ? (
          <p className={styles.muted} role="status">
            {t('booking.loading')}
          </p>
        ) : null}
        {hold ? (
          <div className={styles.hold} data-testid="hold-countdown">
            <HoldCountdown expiresAt={hold.expiresAt} now={hold.readAt} />
            <p className={styles.muted}>{t('failed.retryHint')}</p>
          </div>
        ) : null}
        {closedReason ? (
          <p className={styles.text} role="status">
            {t(`failed.${closedReason}`)}
          </p>
        ) : null}
        {!details && selectReturnsHome(snapshot) ? <p className={styles.muted}>{t('failed.hint')}</p> : null}
        {selectReturnsHome(snapshot) ? <ReturnHomeCountdown page="failure" /> : null}
        <div className={styles.actions}>
          {selectCanPayAgain(snapshot) ? (
            <button type="button" className={styles.primaryAction} onClick={() => send({ type: 'paymentFailed.payAgain' })}>
              {t('failed.payAgain')}
            </button>
          ) : null}
          {details ? (
            <Link to={`/my-bookings/${details.id}`} className={styles.secondaryAction}>
              {t('booking.view')}
            </Link>
          ) : (
            <Link to="/my-bookings" className={styles.secondaryAction}>
              {t('failed.myBookings')}
            </Link>
          )}
          <Link to="/" replace className={selectCanPayAgain(snapshot) ? styles.quietAction : styles.secondaryAction}>
            {t('links.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
