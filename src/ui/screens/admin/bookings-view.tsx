import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTourDateTime } from '@core/time/tour-time';
import type { AdminBooking, AdminBookingStatus } from '@/machines/admin-bookings/admin-bookings.actors';
import { adminBookingsMachine, isCancellable } from '@/machines/admin-bookings/admin-bookings.machine';
import { selectCancel, selectPhase } from '@/machines/admin-bookings/admin-bookings.selectors';
import { inspected } from '@/ui/app/inspector';
import { formatPrice } from '@core/text/price';
import { ChangeProblem, ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';

const STATUSES: readonly AdminBookingStatus[] = ['pending', 'success', 'cancelled', 'refunded', 'expired', 'failed'];
const BADGE: Record<AdminBookingStatus, string> = {
  pending: styles.status.pending,
  success: styles.status.approved,
  cancelled: styles.status.rejected,
  refunded: styles.status.rejected,
  expired: styles.status.rejected,
  failed: styles.status.rejected,
};

/** What came of cancelling a booking: its refund, as the server reports it. */
function cancelledText(t: (key: string, values?: Record<string, string>) => string, booking: AdminBooking, language: string): string {
  if (!booking.refund) return t('bookings.done.cancelled', { reference: booking.reference });
  return t(`bookings.done.${booking.refund.status}`, { reference: booking.reference, amount: formatPrice(booking.refund.amount, language) });
}

/**
 * The bookings overview (D286): every booking, newest first, by status, with its traveller,
 * tour, company, party, total and refund; one awaiting payment or paid is cancelled in full, with a refund of
 * what was paid, after the admin confirms it in its row.
 */
export function BookingsView() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(adminBookingsMachine, inspected());
  const phase = selectPhase(snapshot);
  const cancel = selectCancel(snapshot);
  const { bookings, status } = snapshot.context;
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (cancel.confirmingId !== null) confirmRef.current?.focus();
  }, [cancel.confirmingId]);

  return (
    <section className={styles.page} aria-labelledby="bookings-title" aria-busy={phase === 'loading'}>
      <div className={styles.toolbar}>
        <h2 id="bookings-title" className={styles.sectionTitle}>
          {t('bookings.heading')}
        </h2>
        {phase === 'list' || phase === 'loading' ? (
          <div className={styles.filter}>
            <label htmlFor="bookings-status">{t('bookings.filter.label')}</label>
            <select
              id="bookings-status"
              className={styles.select}
              value={status ?? ''}
              disabled={!cancel.canStart || phase !== 'list'}
              onChange={(event) => send({ type: 'bookings.filtered', status: event.target.value === '' ? null : (event.target.value as AdminBookingStatus) })}
            >
              <option value="">{t('bookings.filter.all')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`bookings.status.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {phase !== 'list' ? (
        <ConsoleProblem console="admin" ns="admin" loading={phase === 'loading'} error={snapshot.context.error} from="/admin/bookings" onRetry={() => send({ type: 'bookings.retried' })} />
      ) : (
        <>
          <p className={styles.hint} role="status" data-testid="bookings-announcement">
            {cancel.cancelled ? cancelledText(t, cancel.cancelled, language) : ''}
          </p>
          <ChangeProblem console="admin" ns="admin" refusal={cancel.refusal} error={cancel.error} testId="bookings-problem" />
          {bookings.length === 0 ? <p className={styles.text}>{t('bookings.empty')}</p> : null}
          <ul className={styles.list} data-testid="bookings-list">
            {bookings.map((booking) => (
              <li key={booking.id} className={styles.item} data-testid="booking-item" aria-busy={cancel.cancellingId === booking.id}>
                <div className={styles.itemText}>
                  <p className={styles.itemName}>
                    <span className={styles.latin}>{booking.reference}</span> · <Link to={`/travel-with-us?id=${booking.tour.id}`}>{booking.tour.title}</Link>
                  </p>
                  <p className={styles.hint}>
                    {t('bookings.leaves', { time: formatTourDateTime(booking.tour.startDate, language) ?? t('bookings.noDate') })} · {booking.company.name}
                  </p>
                  <p className={styles.hint}>
                    {booking.traveller.name} · <span className={styles.latin}>{booking.traveller.email}</span> · <span className={styles.latin}>{booking.traveller.phone}</span>
                  </p>
                  <p className={styles.hint}>
                    {t('bookings.party', { adults: booking.adults, children: booking.children, underFive: booking.underFive })} · {formatPrice(booking.totalCost, language)}
                    {booking.refund ? ` · ${t(`bookings.refund.${booking.refund.status}`, { amount: formatPrice(booking.refund.amount, language) })}` : ''}
                  </p>
                </div>
                <span className={BADGE[booking.status]} data-testid="booking-status">
                  {t(`bookings.status.${booking.status}`)}
                </span>
                {cancel.confirmingId === booking.id ? (
                  <div className={styles.actions} role="group" aria-label={t('bookings.confirm.label', { reference: booking.reference })}>
                    <p className={styles.text}>{t('bookings.confirm.text', { reference: booking.reference, amount: formatPrice(booking.totalCost, language) })}</p>
                    <button ref={confirmRef} type="button" className={styles.danger} onClick={() => send({ type: 'bookings.cancelConfirmed' })}>
                      {t('bookings.confirm.yes')}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => send({ type: 'bookings.cancelDismissed' })}>
                      {t('bookings.confirm.no')}
                    </button>
                  </div>
                ) : isCancellable(booking) ? (
                  <button type="button" className={styles.danger} disabled={!cancel.canStart} onClick={() => send({ type: 'bookings.cancelRequested', bookingId: booking.id })}>
                    {t('bookings.cancel', { reference: booking.reference })}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
