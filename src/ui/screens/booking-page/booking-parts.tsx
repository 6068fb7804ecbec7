import type { ReactNode } from 'react';
import type { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingDetails } from '@/machines/booking-page/booking-page.actors';
import type { bookingPageMachine } from '@/machines/booking-page/booking-page.machine';
import { selectError, selectPhase, type BookingPageSnapshot } from '@/machines/booking-page/booking-page.selectors';
import type { ReturnState } from '@/ui/app/require-user';
import { formatPrice } from '@core/text/price';
import { formatBookingDate } from '../my-bookings/booking-date';
import * as styles from './booking-page-screen.css';

/**
 * The parts of a booking the booking page and its voucher page both show, worded the same on both: when
 * and where the tour leaves, the party with each traveller type's age band and price, and the operator.
 */

/** The bookings namespace for the page's own words, booking (read only) for the age bands the booking form uses. */
export const NAMESPACES = ['bookings', 'booking'] as const;

/** The booking form's wording of each traveller type with its age band (D205). */
export const AGE_BAND_KEYS = { adult: 'booking:prices.adult', child: 'booking:prices.child', underFive: 'booking:prices.underFive' } as const;

/** An instant in Cairo's time, in the reader's language ("Wed, 1 Dec 2027, 08:00 (Cairo time)"), or null when unreadable. */
export function useCairoTime(): (iso: string | null | undefined) => string | null {
  const { t, i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (iso) => {
    const time = formatBookingDate(iso, language);
    return time ? t('bookingPage.inCairo', { time }) : null;
  };
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** When the tour leaves and comes back (Cairo time), where to meet, and, on the voucher, who booked. */
export function TripFacts({ details, withTraveller = false }: { details: BookingDetails; withTraveller?: boolean }) {
  const { t } = useTranslation(NAMESPACES);
  const cairo = useCairoTime();
  const departs = cairo(details.travel.startDate);
  const returns = cairo(details.travel.endDate);
  return (
    <dl className={styles.facts}>
      <Fact term={t('bookingPage.trip.departs')}>
        {departs && details.travel.startDate ? (
          <time dateTime={details.travel.startDate} data-testid="booking-departs">
            {departs}
          </time>
        ) : (
          t('bookingPage.trip.departureUnknown')
        )}
      </Fact>
      {returns && details.travel.endDate ? (
        <Fact term={t('bookingPage.trip.returns')}>
          <time dateTime={details.travel.endDate}>{returns}</time>
        </Fact>
      ) : null}
      <Fact term={t('bookingPage.trip.meetingPoint')}>{details.travel.departurePoint}</Fact>
      {withTraveller ? <Fact term={t('voucher.leadTraveller')}>{details.travellerName}</Fact> : null}
    </dl>
  );
}

/** Each traveller type with its age band, the price of one, how many and the subtotal; then the total. */
export function PartyTable({ details, headingId }: { details: BookingDetails; headingId: string }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const price = (amount: number) => formatPrice(amount, language);
  return (
    <table className={styles.table} aria-labelledby={headingId} data-testid="booking-party">
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {t('bookingPage.party.traveller')}
          </th>
          <th scope="col" className={styles.number}>
            {t('bookingPage.party.unitPrice')}
          </th>
          <th scope="col" className={styles.number}>
            {t('bookingPage.party.count')}
          </th>
          <th scope="col" className={styles.number}>
            {t('bookingPage.party.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {details.party.map((line) => (
          <tr key={line.type} data-type={line.type}>
            <th scope="row" className={styles.cell}>
              {t(AGE_BAND_KEYS[line.type])}
            </th>
            <td className={styles.number}>{price(line.unitPrice)}</td>
            <td className={styles.number}>{line.count}</td>
            <td className={styles.number}>{price(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" colSpan={3} className={styles.cell}>
            {t('bookingPage.party.total')}
          </th>
          <td className={styles.totalAmount} data-testid="booking-total">
            {price(details.totalCost)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The operator's name, a phone link and an e-mail link, each when given. */
export function OperatorContact({ details }: { details: BookingDetails }) {
  const { t } = useTranslation(NAMESPACES);
  const { name, phone, email } = details.company;
  return (
    <>
      <p className={styles.value} data-testid="operator-name">
        {name}
      </p>
      <dl className={styles.facts}>
      {phone ? (
        <Fact term={t('bookingPage.operator.phone')}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.latin} aria-label={`${t('bookingPage.operator.callOperator', { name })}: ${phone}`}>
            {phone}
          </a>
        </Fact>
      ) : null}
      {email ? (
        <Fact term={t('bookingPage.operator.email')}>
          <a href={`mailto:${email}`} className={styles.latin} aria-label={`${t('bookingPage.operator.writeOperator', { name })}: ${email}`}>
            {email}
          </a>
        </Fact>
      ) : null}
      </dl>
    </>
  );
}

type Send = ReturnType<typeof useMachine<typeof bookingPageMachine>>[1];

/** Loading, signed out, not found, or failed with Try Again: what shows when there is no booking to show. */
export function BookingProblem({ snapshot, send, from }: { snapshot: BookingPageSnapshot; send: Send; from: string }) {
  const { t } = useTranslation(NAMESPACES);
  const phase = selectPhase(snapshot);
  const error = selectError(snapshot);
  if (phase === 'loading') {
    return (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('bookingPage.loading')}</span>
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }
  if (phase === 'signedOut') {
    return (
      <div className={styles.problem} role="alert">
        <p className={styles.problemText}>{t(error ?? 'bookingPage.signedOut')}</p>
        <Link to="/login" state={{ from } satisfies ReturnState} className={styles.primary}>
          {t('bookingPage.logIn')}
        </Link>
      </div>
    );
  }
  if (phase === 'notFound') {
    return (
      <div className={styles.notice} data-testid="booking-not-found">
        <h1 className={styles.problemTitle}>{t('bookingPage.notFoundTitle')}</h1>
        <p className={styles.text}>{t('bookingPage.notFound')}</p>
        <Link to="/my-bookings" className={styles.primary}>
          {t('bookingPage.backToBookings')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemText}>{t(error ?? 'bookingPage.loadFailed')}</p>
      <button type="button" className={styles.primary} onClick={() => send({ type: 'bookingPage.retried' })}>
        {t('bookingPage.tryAgain')}
      </button>
    </div>
  );
}

