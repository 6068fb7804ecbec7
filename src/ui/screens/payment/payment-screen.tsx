import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { redirectWith, type PaymentFailure } from '@/machines/payment-redirect/payment-redirect.actors';
import { paymentRedirectMachine } from '@/machines/payment-redirect/payment-redirect.machine';
import { selectCanRetry, selectFailure, selectPaymentUrl, selectRequest, selectStatus } from '@/machines/payment-redirect/payment-redirect.selectors';
import { readPaymentRequest } from '@/machines/payment-redirect/payment-request';
import { inspected } from '@/ui/app/inspector';
import { formatPrice } from '@core/text/price';
import * as styles from '../payment-result/payment-pages.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

export interface PaymentScreenProps {
  /** Sends the browser to the payment page; tests pass a spy. Defaults to `window.location.assign`. */
  redirect?: (url: string) => void;
}

/** The spec's wording for each failure (booking §5 and §8), in the traveller's language. */
function failureText(failure: PaymentFailure, t: TFunction<'payment'>): { message: string; hint: string | null } {
  switch (failure.reason) {
    case 'missingInformation':
      return { message: t('redirect.missingInformation'), hint: t('redirect.missingHint') };
    case 'authenticationRequired':
      return { message: t('redirect.authenticationRequired'), hint: t('redirect.authenticationHint') };
    case 'noPaymentUrl':
      return { message: t('redirect.noPaymentUrl'), hint: null };
    case 'unreachable':
      return { message: t('redirect.paymentFailed', { reason: t('redirect.unreachable') }), hint: null };
    case 'rejected':
      return { message: t('redirect.paymentFailed', { reason: failure.message ?? t('redirect.unexpectedError') }), hint: null };
  }
}

/**
 * /payment (spec, booking §2 Payment, §4, §5, §7, §8), behind the guard: starts the payment for the booking
 * in navigation state and sends the browser to the payment page. Every failure says why and offers My
 * Bookings, where Pay now starts over.
 *
 * Decision (spec open): navigation state does not come with an address typed by hand or a link, so the
 * page then says 'Missing payment information.' and points to My Bookings. Before leaving for the payment
 * page it also drops the state from this history entry, so coming Back from the payment page shows that
 * same way out instead of starting another payment and sending the traveller forward again.
 */
export function PaymentScreen({ redirect }: PaymentScreenProps) {
  usePageHead((meta) => simpleHead(meta, 'payment', '/payment'));
  const { t, i18n } = useTranslation('payment');
  const location = useLocation();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    paymentRedirectMachine.provide({
      actors: {
        redirectBrowser: redirectWith((url) => {
          void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
          (redirect ?? ((address: string) => window.location.assign(address)))(url);
        }),
      },
    }),
  );
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(machine, inspected({ input: { request: readPaymentRequest(location.state), language } }));
  const status = selectStatus(snapshot);
  const request = selectRequest(snapshot);
  const failure = selectFailure(snapshot);
  const paymentUrl = selectPaymentUrl(snapshot);
  const problem = failure ? failureText(failure, t) : null;

  return (
    <section className={styles.page} aria-labelledby="payment-title" aria-busy={snapshot.hasTag('busy')}>
      <div className={problem ? styles.problemPanel : styles.panel}>
        <h1 id="payment-title" className={styles.title}>
          {t('redirect.title')}
        </h1>
        {request ? (
          <p className={styles.bookingNumber}>
            {t('redirect.summary', { bookingId: request.bookingId, amount: formatPrice(request.amount, language) })}
          </p>
        ) : null}

        {status === 'initiating' || status === 'redirecting' ? (
          <>
            <div className={styles.waitingDot} aria-hidden="true" />
            <p className={styles.text} role="status">
              {status === 'initiating' ? t('redirect.starting') : t('redirect.redirecting')}
            </p>
          </>
        ) : null}
        {status === 'redirecting' && paymentUrl ? (
          <div className={styles.actions}>
            <a href={paymentUrl} className={styles.primaryAction}>
              {t('redirect.continue')}
            </a>
          </div>
        ) : null}

        {problem ? (
          <>
            <div role="alert">
              <p className={styles.problemText}>{problem.message}</p>
            </div>
            {problem.hint ? <p className={styles.muted}>{problem.hint}</p> : null}
            <div className={styles.actions}>
              {selectCanRetry(snapshot) ? (
                <button type="button" className={styles.primaryAction} onClick={() => send({ type: 'payment.retry' })}>
                  {t('redirect.tryAgain')}
                </button>
              ) : null}
              <Link to="/my-bookings" className={selectCanRetry(snapshot) ? styles.secondaryAction : styles.primaryAction}>
                {t('links.myBookings')}
              </Link>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
