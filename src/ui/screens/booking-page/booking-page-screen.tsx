import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { BookingDetails } from '@/machines/booking-page/booking-page.actors';
import { bookingPageMachine } from '@/machines/booking-page/booking-page.machine';
import {
  selectCancel,
  selectDetails,
  selectDownloads,
  selectHold,
  selectPayment,
  selectPhase,
  selectStanding,
  selectStatusKind,
  type BookingPageSnapshot,
} from '@/machines/booking-page/booking-page.selectors';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { inspected } from '@/ui/app/inspector';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { HoldCountdown } from '@/ui/kit/hold-countdown/hold-countdown';
import { formatPrice } from '@core/text/price';
import { BookingProblem, NAMESPACES, OperatorContact, PartyTable, TripFacts, useCairoTime } from './booking-parts';
import { CancelDialog } from './cancel-dialog';
import * as styles from './booking-page-screen.css';

type Send = ReturnType<typeof useMachine<typeof bookingPageMachine>>[1];

/** Pay (or Pay with another card after a declined card) with the hold's countdown, or why it cannot be paid any more. */
function PaySection({ snapshot, details }: { snapshot: BookingPageSnapshot; details: BookingDetails }) {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const payment = selectPayment(snapshot);
  const hold = selectHold(snapshot);
  const standing = selectStanding(snapshot);
  const declined = details.payments.at(-1)?.status === 'declined';
  if (!payment && standing !== 'lapsed' && standing !== 'refreshing') return null;
  return (
    <section className={styles.section} aria-labelledby="booking-pay-title">
      <h2 id="booking-pay-title" className={styles.sectionTitle}>
        {t('bookingPage.pay.heading')}
      </h2>
      {payment ? (
        <>
          {declined ? <p className={styles.text}>{t('bookingPage.pay.declined')}</p> : null}
          {hold ? <HoldCountdown expiresAt={hold.expiresAt} now={hold.now} /> : null}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} data-testid="booking-pay" onClick={() => void navigate('/payment', { state: payment })}>
              {declined ? t('bookingPage.pay.payAgain') : t('bookingPage.pay.payNow')}
            </button>
          </div>
        </>
      ) : (
        <p className={styles.text}>{t('bookingPage.pay.lapsed')}</p>
      )}
    </section>
  );
}

/** The refund of a cancelled paid booking, as the server reports it. */
function RefundLine({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const cairo = useCairoTime();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { refund } = details;
  if (!refund) return <p className={styles.text} data-testid="refund-status">{t('bookingPage.refund.none')}</p>;
  const amount = formatPrice(refund.amount, language);
  const time = cairo(refund.refundedAt);
  const text =
    refund.status === 'refunded'
      ? time
        ? t('bookingPage.refund.refunded', { amount, time })
        : t('bookingPage.refund.refundedUndated', { amount })
      : t(`bookingPage.refund.${refund.status}`, { amount });
  return (
    <p className={styles.text} data-testid="refund-status" data-refund={refund.status}>
      {text}
    </p>
  );
}

/** The policy and its deadline, or why it cannot be cancelled; Cancel booking with its dialog; the outcome, announced. */
function CancellationSection({ snapshot, send, details }: { snapshot: BookingPageSnapshot; send: Send; details: BookingDetails }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const cairo = useCairoTime();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const cancel = selectCancel(snapshot);
  const standing = selectStanding(snapshot);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const { cancellation } = details;
  const deadline = cairo(cancellation.deadline);
  const terms = [
    cancellation.refundAmount > 0 ? t('bookingPage.cancellation.refundNow', { amount: formatPrice(cancellation.refundAmount, language) }) : t('bookingPage.cancellation.nothingCharged'),
    ...(deadline ? [t('bookingPage.cancellation.deadline', { time: deadline })] : []),
  ];
  const hasOutcome = cancel.step === 'done' || cancel.step === 'refused' || cancel.step === 'failed';

  // The dialog closed on the server's answer: the answer is where the traveller's focus goes.
  useEffect(() => {
    if (hasOutcome) outcomeRef.current?.focus();
  }, [hasOutcome, cancel.step]);

  return (
    <section className={styles.section} aria-labelledby="booking-cancellation-title" data-testid="booking-cancellation">
      <h2 id="booking-cancellation-title" className={styles.sectionTitle}>
        {t('bookingPage.cancellation.heading')}
      </h2>
      <p className={styles.text}>
        {cancellation.freeCancellationHours !== null
          ? t('bookingPage.cancellation.policy', { hours: cancellation.freeCancellationHours })
          : t('bookingPage.cancellation.noFreeCancellation')}
      </p>
      {deadline && cancellation.deadline && (standing === 'paid' || standing === 'holding' || standing === 'awaiting') ? (
        <p className={styles.text} data-testid="cancellation-deadline">
          {t('bookingPage.cancellation.deadline', { time: deadline })}
        </p>
      ) : null}
      {!cancellation.allowed && cancellation.reason && cancel.step !== 'done' && cancel.step !== 'refused' ? (
        <p className={styles.text} data-testid="cancellation-reason">
          {cancellation.reason}
        </p>
      ) : null}
      {standing === 'closed' && (details.status === 'cancelled' || details.status === 'refunded') ? <RefundLine details={details} /> : null}

      <div ref={outcomeRef} tabIndex={-1} className={styles.outcome} aria-live="polite" data-testid="cancel-outcome">
        {cancel.step === 'done' ? <p className={styles.text}>{t('bookingPage.cancel.done')}</p> : null}
        {cancel.step === 'refused' && cancel.refusal ? (
          <p className={styles.errorText} role="alert">
            {cancel.refusal}
          </p>
        ) : null}
        {cancel.step === 'failed' && cancel.error ? (
          <p className={styles.errorText} role="alert">
            {t(cancel.error)}
          </p>
        ) : null}
      </div>

      {cancel.canRequest || cancel.step === 'confirming' || cancel.step === 'cancelling' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.danger} data-testid="booking-cancel" aria-haspopup="dialog" disabled={!cancel.canRequest} onClick={() => send({ type: 'bookingPage.cancelRequested' })}>
            {t('bookingPage.cancel.button')}
          </button>
        </div>
      ) : null}
      {cancel.step === 'confirming' || cancel.step === 'cancelling' ? (
        <CancelDialog
          title={details.travel.title}
          terms={terms}
          busy={cancel.step === 'cancelling'}
          onKeep={() => send({ type: 'bookingPage.cancelDismissed' })}
          onConfirm={() => send({ type: 'bookingPage.cancelConfirmed' })}
        />
      ) : null}
    </section>
  );
}

/** What happened to the booking, oldest first, with the amounts paid and refunded. */
function Timeline({ details }: { details: BookingDetails }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const cairo = useCairoTime();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section className={styles.section} aria-labelledby="booking-timeline-title">
      <h2 id="booking-timeline-title" className={styles.sectionTitle}>
        {t('bookingPage.timeline.heading')}
      </h2>
      <ol className={styles.timeline} data-testid="booking-timeline">
        {details.timeline.map((step, index) => (
          <li key={`${step.kind}-${index}`} className={`${styles.step} ${styles.stepKind[step.kind]}`} data-kind={step.kind}>
            <p className={styles.stepTitle}>{t(`bookingPage.timeline.${step.kind}`, { amount: formatPrice(step.amount, language) })}</p>
            <time className={styles.hint} dateTime={step.at}>
              {cairo(step.at) ?? '—'}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** View voucher, Download voucher, Add to calendar: each while the server offers it; a failed download says so. */
function DownloadsSection({ snapshot, send, details }: { snapshot: BookingPageSnapshot; send: Send; details: BookingDetails }) {
  const { t } = useTranslation(NAMESPACES);
  const downloads = selectDownloads(snapshot);
  if (!downloads.voucher.shown && !downloads.calendar.shown) return null;
  return (
    <section className={styles.section} aria-labelledby="booking-downloads-title" aria-busy={downloads.busy !== null}>
      <h2 id="booking-downloads-title" className={styles.sectionTitle}>
        {t('bookingPage.downloads.heading')}
      </h2>
      <div className={styles.actions}>
        {downloads.voucher.shown ? (
          <>
            <Link to={`/my-bookings/${details.id}/voucher`} className={styles.primary} data-testid="voucher-link">
              {t('bookingPage.downloads.viewVoucher')}
            </Link>
            <button type="button" className={styles.secondary} data-testid="download-voucher" disabled={!downloads.voucher.enabled} onClick={() => send({ type: 'bookingPage.voucherRequested' })}>
              {downloads.busy === 'voucher' ? t('bookingPage.downloads.downloading') : t('bookingPage.downloads.downloadVoucher')}
            </button>
          </>
        ) : null}
        {downloads.calendar.shown ? (
          <button type="button" className={styles.secondary} data-testid="add-to-calendar" disabled={!downloads.calendar.enabled} onClick={() => send({ type: 'bookingPage.calendarRequested' })}>
            {downloads.busy === 'calendar' ? t('bookingPage.downloads.downloading') : t('bookingPage.downloads.addToCalendar')}
          </button>
        ) : null}
      </div>
      {downloads.error ? (
        <p className={styles.errorText} role="alert">
          {t(downloads.error)}
        </p>
      ) : null}
    </section>
  );
}

function BookingView({ bookingId, path }: { bookingId: number; path: string }) {
  const { t } = useTranslation(NAMESPACES);
  const [snapshot, send] = useMachine(bookingPageMachine, inspected({ input: { bookingId } }));
  const details = selectDetails(snapshot);
  const kind = selectStatusKind(snapshot);
  const cairo = useCairoTime();

  if (selectPhase(snapshot) !== 'loaded' || !details || !kind) {
    return (
      <section className={styles.page} aria-busy={selectPhase(snapshot) === 'loading'} aria-labelledby="booking-page-title">
        <Link to="/my-bookings" className={styles.back}>
          {t('bookingPage.backToBookings')}
        </Link>
        {selectPhase(snapshot) === 'notFound' ? null : (
          <h1 id="booking-page-title" className={styles.title}>
            {t('bookingPage.title')}
          </h1>
        )}
        <BookingProblem snapshot={snapshot} send={send} from={path} />
      </section>
    );
  }

  const bookedOn = cairo(details.bookingDate);
  return (
    <article className={styles.page} aria-labelledby="booking-page-title">
      <Link to="/my-bookings" className={styles.back}>
        {t('bookingPage.backToBookings')}
      </Link>
      <header className={styles.header}>
        <FallbackImage className={styles.cover} src={details.travel.coverImageUrl} alt="" />
        <p className={styles.label}>{t('bookingPage.title')}</p>
        <h1 id="booking-page-title" className={styles.title}>
          <Link to={`/travel-with-us?id=${details.travel.id}`} className={styles.titleLink} data-testid="booking-tour-link">
            {details.travel.title}
          </Link>
        </h1>
        <div className={styles.headline}>
          <div className={styles.referenceBlock}>
            <p className={styles.label} id="booking-reference-label">
              {t('bookingPage.reference')}
            </p>
            <p className={styles.reference} aria-labelledby="booking-reference-label booking-reference" id="booking-reference" data-testid="booking-reference">
              {details.reference}
            </p>
          </div>
          <p className={styles.text}>
            <span className={styles.visuallyHidden}>{t('bookingPage.status')}: </span>
            <span className={styles.status[kind]} data-testid="booking-status" data-status={kind}>
              {t(`myBookings.status.${kind}`)}
            </span>
          </p>
        </div>
        <p className={styles.hint}>{t('bookingPage.referenceHint')}</p>
      </header>

      <PaySection snapshot={snapshot} details={details} />

      <section className={styles.section} aria-labelledby="booking-trip-title">
        <h2 id="booking-trip-title" className={styles.sectionTitle}>
          {t('bookingPage.trip.heading')}
        </h2>
        <TripFacts details={details} />
        {bookedOn ? (
          <p className={styles.hint}>
            {t('bookingPage.trip.bookedOn')}: <time dateTime={details.bookingDate}>{bookedOn}</time>
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="booking-party-title">
        <h2 id="booking-party-title" className={styles.sectionTitle}>
          {t('bookingPage.party.heading')}
        </h2>
        <PartyTable details={details} headingId="booking-party-title" />
      </section>

      <DownloadsSection snapshot={snapshot} send={send} details={details} />
      <CancellationSection snapshot={snapshot} send={send} details={details} />
      <Timeline details={details} />

      <section className={styles.section} aria-labelledby="booking-operator-title">
        <h2 id="booking-operator-title" className={styles.sectionTitle}>
          {t('bookingPage.operator.heading')}
        </h2>
        <OperatorContact details={details} />
      </section>
    </article>
  );
}

/**
 * /my-bookings/:id, behind the sign-in guard, for the booking's owner only: the tour
 * with a link, when it leaves (Cairo time) and from where, the party with each type's age band and price,
 * the total, the reference, the status and its history, the operator, the cancellation policy with its
 * deadline (or why it cannot be cancelled), the refund, and what can be done now: pay while the seats are
 * held, cancel, the voucher and the calendar entry.
 */
export function BookingPageScreen() {
  const { id = '' } = useParams();
  const path = `/my-bookings/${id}`;
  usePageHead((meta) => simpleHead(meta, 'booking', path));
  const { i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The server words the tour and the refusal in the request's language (S18): a language switch reads the booking again.
  return <BookingView key={`${language}|${id}`} bookingId={/^\d+$/.test(id) ? Number(id) : Number.NaN} path={path} />;
}
