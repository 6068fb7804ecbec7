import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { myBookingsMachine } from '@/machines/bookings/my-bookings.machine';
import { selectBookings, selectError, selectStatus, type BookingRow } from '@/machines/bookings/my-bookings.selectors';
import { inspected } from '@/ui/app/inspector';
import type { ReturnState } from '@/ui/app/require-user';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { formatPrice } from '@core/text/price';
import { formatBookingDate, formatHoldTime } from './booking-date';
import * as styles from './my-bookings-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

function BookingCard({ booking, language }: { booking: BookingRow; language: string }) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const headingId = `booking-${booking.id}-title`;
  const bookedOn = formatBookingDate(booking.bookingDate, language);
  const travelDate = formatBookingDate(booking.travelDate, language);
  const heldUntil = formatHoldTime(booking.heldUntil, language);
  const { payment } = booking;
  return (
    <li>
      <article className={styles.card} aria-labelledby={headingId}>
        <FallbackImage className={styles.image} src={booking.image} alt="" loading="lazy" />
        <div className={styles.body}>
          <div className={styles.heading}>
            <h2 id={headingId} className={styles.name}>
              <Link to={booking.href} className={styles.nameLink}>
                {booking.title}
              </Link>
            </h2>
            <span className={styles.status[booking.kind]}>{t(`myBookings.status.${booking.kind}`)}</span>
          </div>
          <dl className={styles.facts}>
            {booking.reference ? (
              <div className={styles.fact}>
                <dt className={styles.term}>{t('myBookings.reference')}</dt>
                <dd className={`${styles.value} ${styles.reference}`}>{booking.reference}</dd>
              </div>
            ) : null}
            {booking.travelDate !== undefined ? (
              <div className={styles.fact}>
                <dt className={styles.term}>{t('myBookings.travelDate')}</dt>
                <dd className={styles.value}>
                  {travelDate && booking.travelDate ? <time dateTime={booking.travelDate}>{travelDate}</time> : t('myBookings.dateToBeAnnounced')}
                </dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt className={styles.term}>{t('myBookings.quantity')}</dt>
              <dd className={styles.value}>{booking.quantity}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('myBookings.price')}</dt>
              <dd className={styles.value}>{formatPrice(booking.price, language)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('myBookings.bookedOn')}</dt>
              <dd className={styles.value}>{bookedOn ? <time dateTime={booking.bookingDate}>{bookedOn}</time> : '—'}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.term}>{t('myBookings.total')}</dt>
              <dd className={styles.total}>{formatPrice(booking.totalCost, language)}</dd>
            </div>
          </dl>
          <div className={styles.payRow}>
            <Link to={booking.href} className={styles.viewBooking} aria-label={t('myBookings.viewBookingFor', { title: booking.title })}>
              {t('myBookings.viewBooking')}
            </Link>
          </div>
          {payment ? (
            <div className={styles.payRow}>
              {heldUntil ? (
                <p className={styles.held}>
                  {t('myBookings.heldUntil', { time: heldUntil })}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.payNow}
                aria-label={t('myBookings.payNowFor', { title: booking.title })}
                onClick={() => void navigate('/payment', { state: payment })}
              >
                {t('myBookings.payNow')}
              </button>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

function MyBookingsList({ language }: { language: string }) {
  const { t } = useTranslation('bookings');
  const [snapshot, send] = useMachine(myBookingsMachine, inspected());
  const status = selectStatus(snapshot);
  const error = selectError(snapshot);

  return (
    <section className={styles.page} aria-labelledby="my-bookings-title" aria-busy={status === 'loading'}>
      <h1 id="my-bookings-title" className={styles.title}>
        {t('myBookings.title')}
      </h1>
      {status === 'loading' ? (
        <div role="status" className={styles.list}>
          <span className={styles.visuallyHidden}>{t('myBookings.loading')}</span>
          {[0, 1].map((placeholder) => (
            <div key={placeholder} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : null}

      {status === 'signedOut' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>{t(error ?? 'myBookings.signedOut')}</p>
          <Link to="/login" state={{ from: '/my-bookings' } satisfies ReturnState} className={styles.action}>
            {t('myBookings.logIn')}
          </Link>
        </div>
      ) : null}

      {status === 'failed' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>{t(error ?? 'myBookings.loadFailed')}</p>
          <button type="button" className={styles.action} onClick={() => send({ type: 'myBookings.retried' })}>
            {t('myBookings.tryAgain')}
          </button>
        </div>
      ) : null}

      {status === 'empty' ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('myBookings.emptyTitle')}</h2>
          <p className={styles.emptyText}>{t('myBookings.emptyText')}</p>
          <Link to="/tours" className={styles.action}>
            {t('myBookings.browse')}
          </Link>
        </div>
      ) : null}

      {status === 'populated' ? (
        <ul className={styles.list}>
          {selectBookings(snapshot).map((booking) => (
            <BookingCard key={booking.id} booking={booking} language={language} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * /my-bookings (spec, booking §2 My Bookings; §8), behind the sign-in guard: the user's bookings, newest
 * first, each with its picture, title, seats, price, booking date, total and status, and Pay now while a
 * pending booking still holds its seats (S4). Loading, the two errors, and the empty state
 * with a way to find a tour.
 */
export function MyBookingsScreen() {
  usePageHead((meta) => simpleHead(meta, 'myBookings', '/my-bookings'));
  const { i18n } = useTranslation('bookings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The server answers tour titles in the request's language (S18): a language switch reads the list again.
  return <MyBookingsList key={language} language={language} />;
}
