import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { BookingFailure, Tour } from '@/machines/booking-form/booking-form.actors';
import type { BookingPrices } from '@core/booking/prices';
import { bookingFormMachine, type BookingDraft, type BookingField, type BookingFormInput, type FieldMessage } from '@/machines/booking-form/booking-form.machine';
import {
  selectCanRetry,
  selectCanSubmit,
  selectDraft,
  selectFailure,
  selectFieldErrors,
  selectIsSoldOut,
  selectIsSubmitting,
  selectLoadFailure,
  selectPaymentRequest,
  selectPrices,
  selectSeatProblem,
  selectStatus,
  selectTotal,
  selectTour,
} from '@/machines/booking-form/booking-form.selectors';
import { isFromRecommendation, partyFrom, travelIdFrom } from '@/machines/booking-form/travel-id';
import { selectIsRestoring, selectUser } from '@/machines/session/session.selectors';
import { inspected } from '@/ui/app/inspector';
import type { ReturnState } from '@/ui/app/require-user';
import { Session } from '@/ui/app/session';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { FormField } from '@/ui/kit/form-field/form-field';
import { formatPrice } from '@core/text/price';
import { cancellationPolicy } from '@/ui/kit/tour-card/cancellation-policy';
import { formatTourDateTime } from '@/ui/kit/tour-card/tour-facts';
import * as styles from './book-now-screen.css';
import { dropKeptDraft, keepDraft, keptDraft } from './kept-draft';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/** The cover: coverImageUrl, else image, else the first gallery picture (as the tour page shows it). */
function coverOf(tour: Tour): string | null {
  return tour.coverImageUrl?.trim() || tour.image?.trim() || tour.imageUrls.find((url) => url.trim() !== '') || null;
}

/**
 * What the traveller books: picture, title, destination, when it leaves (date and time in Cairo) and from
 * where, its cancellation policy before paying (the deadline in Cairo time, or that it cannot be
 * refunded), seats left (or Sold Out, or that it has left) and the three prices with their age bands.
 */
function TourSummary({ tour, prices, standing }: { tour: Tour; prices: BookingPrices | null; standing: 'open' | 'soldOut' | 'departed' }) {
  const { t, i18n } = useTranslation('booking');
  const headingId = useId();
  const language = i18n.language;
  const policy = cancellationPolicy(tour, language);
  const rows = prices
    ? ([
        ['adult', prices.adult],
        ['child', prices.child],
        ['underFive', prices.underFive],
      ] as const)
    : [];
  return (
    <article className={styles.summary} aria-labelledby={headingId}>
      <FallbackImage className={styles.cover} src={coverOf(tour)} alt="" />
      <div className={styles.summaryBody}>
        <h2 id={headingId} className={styles.summaryTitle}>
          {tour.title?.trim() || t('tour.untitled')}
        </h2>
        {tour.destinationCity ? <p className={styles.muted}>{tour.destinationCity}</p> : null}
        <dl className={styles.prices}>
          <div className={styles.priceRow}>
            <dt>{t('tour.departs')}</dt>
            <dd className={styles.priceValue}>{formatTourDateTime(tour.startDate, language) ?? t('tour.departureUnknown')}</dd>
          </div>
          {tour.departurePoint?.trim() ? (
            <div className={styles.priceRow}>
              <dt>{t('tour.meetingPoint')}</dt>
              <dd className={styles.priceValue}>{tour.departurePoint.trim()}</dd>
            </div>
          ) : null}
        </dl>
        {standing === 'departed' ? null : (
          <p className={policy.kind === 'none' ? styles.policyNone : styles.policy} data-testid="cancellation-policy">
            {policy.kind === 'free'
              ? t('policy.free', { deadline: policy.deadline })
              : policy.kind === 'freeNoDate'
                ? t('policy.freeNoDate', { hours: policy.hours })
                : t('policy.none')}
          </p>
        )}
        {standing === 'open' ? (
          <p className={styles.muted}>{t('tour.seatsLeft', { count: tour.availableSeats })}</p>
        ) : (
          <p className={styles.soldOutBadge}>{t(standing === 'departed' ? 'tour.departed' : 'tour.soldOut')}</p>
        )}
        <dl className={styles.prices} aria-label={t('prices.heading')}>
          {rows.map(([row, amount]) => (
            <div key={row} className={styles.priceRow}>
              <dt>{t(`prices.${row}`)}</dt>
              <dd className={styles.priceValue}>{formatPrice(amount, language)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

/** The failure of the last submit, in the user's language (spec, booking §5 and §8). */
function FailureNotice({ failure }: { failure: BookingFailure }) {
  const { t } = useTranslation('booking');
  const location = useLocation();
  switch (failure.kind) {
    case 'notSignedIn':
      return (
        <div className={styles.failure} role="alert">
          <p className={styles.failureText}>{t('failure.notSignedIn')}</p>
          <Link className={styles.inlineLink} to="/login" state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState}>
            {t('failure.logIn')}
          </Link>
        </div>
      );
    case 'offline':
      return (
        <div className={styles.failure} role="alert">
          <p className={styles.failureText}>{t('failure.bookingFailed', { message: t('failure.offline') })}</p>
        </div>
      );
    case 'seats':
    case 'failed':
      return (
        <div className={styles.failure} role="alert">
          <p className={styles.failureText}>{t('failure.bookingFailed', { message: failure.message ?? t('failure.unexpected') })}</p>
          {failure.kind === 'seats' ? <p className={styles.failureHint}>{t('failure.seatsKept')}</p> : null}
        </div>
      );
  }
}

function BookingForm({ input }: { input: BookingFormInput }) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(bookingFormMachine, inspected({ input }));
  const language = i18n.language;
  const status = selectStatus(snapshot);
  const tour = selectTour(snapshot);
  const payment = selectPaymentRequest(snapshot);

  // Booked: on to payment with what it needs (brief: the fixed state contract). The form is replaced in
  // history, so Back from payment cannot resubmit it and hold a second set of seats.
  useEffect(() => {
    if (!payment) return;
    dropKeptDraft();
    void navigate('/payment', { replace: true, state: payment });
  }, [payment, navigate]);

  // A form taken away while its booking is on its way: the server refused the session (a 401), the app
  // signed the traveller out, and the sign-in guard is taking them to /login. What they typed is kept for
  // this tour, and the form starts from it when they come back.
  const failure = selectFailure(snapshot);
  const draft = selectDraft(snapshot);
  const sending = selectIsSubmitting(snapshot);
  const interrupted = useRef<{ travelId: number | null; draft: BookingDraft; sending: boolean }>({ travelId: input.travelId, draft, sending });
  useEffect(() => {
    interrupted.current = { travelId: input.travelId, draft, sending };
  }, [input.travelId, draft, sending]);
  useEffect(
    () => () => {
      const last = interrupted.current;
      if (last.sending && last.travelId !== null) keepDraft(last.travelId, last.draft);
    },
    [],
  );

  const message = (text: string, action: ReactNode) => (
    <div className={styles.message} role="alert">
      <p className={styles.errorText}>{text}</p>
      <div className={styles.actions}>{action}</div>
    </div>
  );
  const browse = (
    <Link className={styles.secondaryAction} to="/tours">
      {t('browseTours')}
    </Link>
  );

  switch (status) {
    case 'loading':
      return (
        <p className={styles.muted} role="status" aria-busy="true">
          {t('loading')}
        </p>
      );
    case 'missingId':
      return message(t('missingId'), browse);
    case 'loadFailed':
      return message(
        t(selectLoadFailure(snapshot) === 'notFound' ? 'loadFailed.notFound' : 'loadFailed.failed'),
        <>
          {selectCanRetry(snapshot) ? (
            <button type="button" className={styles.primaryAction} onClick={() => send({ type: 'booking.retried' })}>
              {t('tryAgain')}
            </button>
          ) : null}
          {browse}
        </>,
      );
    case 'departed':
    case 'soldOut':
      return (
        <div className={styles.layout}>
          {tour ? <TourSummary tour={tour} prices={selectPrices(snapshot)} standing={status} /> : null}
          <div className={styles.message} role="status">
            <p className={styles.summaryTitle}>{t(status === 'departed' ? 'tour.departed' : 'tour.soldOut')}</p>
            <p className={styles.muted}>{t(status === 'departed' ? 'tour.departedText' : 'tour.soldOutText')}</p>
            <div className={styles.actions}>{browse}</div>
          </div>
        </div>
      );
    case 'form':
    case 'booked':
      break;
  }

  const fieldErrors = selectFieldErrors(snapshot);
  const prices = selectPrices(snapshot);
  const seatProblem = selectSeatProblem(snapshot);
  const submitting = selectIsSubmitting(snapshot);
  const canSubmit = selectCanSubmit(snapshot);
  const errorText = (error: FieldMessage | undefined | null) => (error ? t(error.key, error.values) : null);
  const change = (field: BookingField) => (event: { target: { value: string } }) => send({ type: 'booking.fieldChanged', field, value: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'booking.submitted' });
  };
  const count = (field: 'adults' | 'children' | 'underFive', price: number | undefined) => (
    <FormField
      label={t(`fields.${field}`)}
      // Text with a numeric keypad, not type="number": a number field empties itself on Arabic-Indic
      // digits ("٢") before the form can read them. The form's rules check the count.
      type="text"
      inputMode="numeric"
      autoComplete="off"
      name={field}
      value={draft[field]}
      onChange={change(field)}
      disabled={submitting}
      hint={price === undefined ? undefined : t('fields.each', { price: formatPrice(price, language) })}
      error={errorText(fieldErrors[field])}
    />
  );

  return (
    <div className={styles.layout}>
      {tour ? <TourSummary tour={tour} prices={prices} standing={selectIsSoldOut(snapshot) ? 'soldOut' : 'open'} /> : null}
      <div className={styles.formCard}>
        <p className={styles.intro}>{t('intro')}</p>
        <form method="post" className={styles.form} noValidate onSubmit={onSubmit} aria-busy={submitting}>
          {failure ? <FailureNotice failure={failure} /> : null}
          <fieldset className={styles.fieldset} disabled={submitting}>
            <legend className={styles.legend}>{t('fields.traveller')}</legend>
            <FormField label={t('fields.name')} name="name" autoComplete="name" value={draft.name} onChange={change('name')} error={errorText(fieldErrors.name)} />
            <FormField
              label={t('fields.phone')}
              name="phone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              value={draft.phone}
              onChange={change('phone')}
              error={errorText(fieldErrors.phone)}
            />
            <FormField
              label={t('fields.nationalId')}
              name="nationalId"
              autoComplete="off"
              dir="ltr"
              value={draft.nationalId}
              onChange={change('nationalId')}
              error={errorText(fieldErrors.nationalId)}
            />
          </fieldset>
          <fieldset className={styles.fieldset} disabled={submitting}>
            <legend className={styles.legend}>{t('fields.party')}</legend>
            <div className={styles.counts}>
              {count('adults', prices?.adult)}
              {count('children', prices?.child)}
              {count('underFive', prices?.underFive)}
            </div>
            <p className={styles.muted}>{t('fields.seatsHint')}</p>
            {seatProblem ? (
              <p className={styles.seatProblem} role="alert">
                {t(seatProblem.key, seatProblem.values)}
              </p>
            ) : null}
          </fieldset>
          <p className={styles.total}>
            <span id="book-now-total">{t('total')}</span>
            <output className={styles.totalValue} aria-labelledby="book-now-total" aria-live="polite">
              {formatPrice(selectTotal(snapshot), language)}
            </output>
          </p>
          <button type="submit" className={styles.submit} disabled={!canSubmit} aria-busy={submitting}>
            {submitting ? t('submitting') : t('submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

/**
 * /book-now (spec, booking §2 Book Your Trip), behind the sign-in guard. The tour comes from navigation
 * state (`travelId`, and `fromRecommendation` when a recommendation led here), else from `?travelId=`.
 * The signed-in traveller's name and phone start the form (editable). A different tour starts afresh.
 */
export function BookNowScreen() {
  usePageHead((meta) => simpleHead(meta, 'bookNow', '/book-now'));
  const { t } = useTranslation(['booking', 'common']);
  const location = useLocation();
  const user = Session.useSelector(selectUser);
  // The form starts from the signed-in traveller's details, so it waits for the stored session to be read.
  const restoring = Session.useSelector(selectIsRestoring);
  const travelId = travelIdFrom(location.state, location.search);
  const input: BookingFormInput = {
    travelId,
    fromRecommendation: isFromRecommendation(location.state),
    traveller: user ? { name: user.name, phone: user.phone ?? null } : null,
    party: partyFrom(location.state, location.search),
    kept: keptDraft(travelId),
  };
  return (
    <section className={styles.page} aria-labelledby="book-now-title">
      <h1 id="book-now-title" className={styles.title}>
        {t('title')}
      </h1>
      {restoring ? (
        <p className={styles.muted} role="status" aria-busy="true">
          {t('loading')}
        </p>
      ) : (
        <BookingForm key={travelId ?? 'none'} input={input} />
      )}
    </section>
  );
}
