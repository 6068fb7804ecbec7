import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatTourDateTime } from '@core/time/tour-time';
import { NO_FILTER, type BookingsFilter, type PartnerBookingStatus } from '@/machines/partner-bookings/partner-bookings.actors';
import { partnerBookingsMachine } from '@/machines/partner-bookings/partner-bookings.machine';
import { selectDownload, selectGroups, selectPhase } from '@/machines/partner-bookings/partner-bookings.selectors';
import { inspected } from '@/ui/app/inspector';
import { ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { formatPrice } from '@core/text/price';
import * as view from './partner-views.css';

const STATUSES: readonly PartnerBookingStatus[] = ['pending', 'success', 'cancelled', 'refunded'];
const BADGE: Record<PartnerBookingStatus, string> = {
  pending: styles.status.pending,
  success: styles.status.approved,
  cancelled: styles.status.rejected,
  refunded: styles.status.rejected,
};

/** The filter an address carries (`?tourId=6&date=2027-12-01&status=success`); anything unreadable is "all". */
function filterFromSearch(search: URLSearchParams): BookingsFilter {
  const tourId = Number(search.get('tourId'));
  const date = search.get('date') ?? '';
  const status = search.get('status') as PartnerBookingStatus | null;
  return {
    tourId: Number.isInteger(tourId) && tourId > 0 ? tourId : null,
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    status: status && STATUSES.includes(status) ? status : null,
  };
}

function searchOf(filter: BookingsFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ tourId: filter.tourId, date: filter.date, status: filter.status })
      .filter(([, value]) => value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * /partner/bookings (D320, D321): the company's bookings per tour and departure, narrowed by
 * tour, departure day and status (kept in the address, so a filtered list can be bookmarked or shared with a
 * colleague), with each traveller's name, phone, party, status, total and check-in; the paid totals; and the
 * same bookings as a CSV file for a spreadsheet.
 */
export function PartnerBookingsView() {
  const { t, i18n } = useTranslation('partnerPortal');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [search, setSearch] = useSearchParams();
  const [snapshot, send] = useMachine(partnerBookingsMachine, inspected({ input: { filter: filterFromSearch(search) } }));
  const phase = selectPhase(snapshot);
  const groups = selectGroups(snapshot);
  const download = selectDownload(snapshot);
  const { filter, tours, totals, truncated } = snapshot.context;
  const canFilter = snapshot.can({ type: 'bookings.filtered', filter });
  const filtered = filter.tourId !== null || filter.date !== null || filter.status !== null;

  const narrow = (change: Partial<BookingsFilter>) => {
    const next = { ...filter, ...change };
    setSearch(searchOf(next), { replace: true });
    send({ type: 'bookings.filtered', filter: next });
  };

  return (
    <section className={styles.page} aria-labelledby="partner-bookings-title" aria-busy={phase === 'loading'}>
      <div className={styles.toolbar}>
        <h2 id="partner-bookings-title" className={styles.sectionTitle}>
          {t('bookings.heading')}
        </h2>
        {phase === 'list' ? (
          <button
            type="button"
            className={styles.secondary}
            aria-disabled={!download.canStart}
            aria-busy={download.busy}
            onClick={() => send({ type: 'bookings.downloadRequested' })}
          >
            {download.busy ? t('bookings.download.busy') : t('bookings.download.action')}
          </button>
        ) : null}
      </div>

      {phase === 'list' || phase === 'loading' ? (
        <fieldset className={view.filters} disabled={!canFilter}>
          <legend className={styles.visuallyHidden}>{t('bookings.filters')}</legend>
          <div className={view.filter}>
            <label htmlFor="partner-bookings-tour" className={styles.label}>
              {t('bookings.tour')}
            </label>
            <select
              id="partner-bookings-tour"
              className={styles.select}
              value={filter.tourId ?? ''}
              onChange={(event) => narrow({ tourId: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">{t('bookings.allTours')}</option>
              {(tours ?? []).map((tour) => (
                <option key={tour.id} value={tour.id}>
                  {(language === 'ar' ? tour.title.ar : tour.title.en) || tour.title.en || tour.title.ar}
                </option>
              ))}
            </select>
          </div>
          <div className={view.filter}>
            <label htmlFor="partner-bookings-date" className={styles.label}>
              {t('bookings.date')}
            </label>
            <input
              id="partner-bookings-date"
              type="date"
              className={styles.select}
              value={filter.date ?? ''}
              onChange={(event) => {
                const { value } = event.target;
                if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) narrow({ date: value === '' ? null : value });
              }}
            />
          </div>
          <div className={view.filter}>
            <label htmlFor="partner-bookings-status" className={styles.label}>
              {t('bookings.status')}
            </label>
            <select
              id="partner-bookings-status"
              className={styles.select}
              value={filter.status ?? ''}
              onChange={(event) => narrow({ status: event.target.value === '' ? null : (event.target.value as PartnerBookingStatus) })}
            >
              <option value="">{t('bookings.allStatuses')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`bookings.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {filtered ? (
            <button type="button" className={styles.back} onClick={() => narrow(NO_FILTER)}>
              {t('bookings.clear')}
            </button>
          ) : null}
        </fieldset>
      ) : null}

      {phase !== 'list' ? (
        <ConsoleProblem console="partner" ns="partnerPortal" loading={phase === 'loading'} error={snapshot.context.error} from="/partner/bookings" onRetry={() => send({ type: 'bookings.retried' })} />
      ) : (
        <>
          {download.error ? (
            <p className={styles.errorText} role="alert" data-testid="bookings-download-problem">
              {t(download.error)}
            </p>
          ) : null}
          {totals ? (
            <p className={styles.itemName} data-testid="bookings-totals">
              {t('bookings.totals', { bookings: totals.bookings, seats: totals.paidSeats, total: formatPrice(totals.paidTotal, language) })}
            </p>
          ) : null}
          {truncated ? (
            <p className={styles.errorText} role="status">
              {t('bookings.truncated')}
            </p>
          ) : null}
          {groups.length === 0 ? <p className={styles.text}>{filtered ? t('bookings.empty') : t('bookings.emptyAll')}</p> : null}
          {groups.map((group) => (
            <section key={group.key} className={styles.section} aria-labelledby={`departure-${group.key}`} data-testid="bookings-departure">
              <div className={styles.itemText}>
                <h3 id={`departure-${group.key}`} className={styles.itemName}>
                  {group.tour.title}
                </h3>
                <p className={styles.hint}>
                  {t('bookings.leaves', { time: formatTourDateTime(group.tour.startDate, language) ?? t('bookings.noDate') })} ·{' '}
                  {t('bookings.count', { count: group.bookings.length })}
                </p>
              </div>
              <ul className={styles.list}>
                {group.bookings.map((booking) => (
                  <li key={booking.id} className={view.card} data-testid="partner-booking">
                    <div className={view.cardHead}>
                      <p className={styles.itemName}>
                        <span className={styles.latin}>{booking.reference}</span> · {booking.traveller.name}
                      </p>
                      <span className={BADGE[booking.status]}>{t(`bookings.statuses.${booking.status}`)}</span>
                    </div>
                    <dl className={view.facts}>
                      <div className={styles.fact}>
                        <dt className={styles.term}>{t('bookings.phone')}</dt>
                        <dd className={styles.value}>
                          <bdi className={styles.latin} dir="ltr">
                            {booking.traveller.phone}
                          </bdi>
                        </dd>
                      </div>
                      <div className={styles.fact}>
                        <dt className={styles.term}>{t('bookings.party')}</dt>
                        <dd className={styles.value}>{t('bookings.partyValue', { adults: booking.adults, children: booking.children, underFive: booking.underFive })}</dd>
                      </div>
                      <div className={styles.fact}>
                        <dt className={styles.term}>{t('bookings.total')}</dt>
                        <dd className={styles.value}>{formatPrice(booking.totalCost, language)}</dd>
                      </div>
                      <div className={styles.fact}>
                        <dt className={styles.term}>{t('bookings.checkedIn')}</dt>
                        <dd className={styles.value}>{booking.checkedInAt ? formatTourDateTime(booking.checkedInAt, language) : t('bookings.notCheckedIn')}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
