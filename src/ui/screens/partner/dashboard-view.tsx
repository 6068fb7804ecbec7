import type { ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { numberFormat } from '@core/time/intl';
import { formatTourDateTime } from '@core/time/tour-time';
import { partnerDashboardMachine } from '@/machines/partner-dashboard/partner-dashboard.machine';
import { selectPhase } from '@/machines/partner-dashboard/partner-dashboard.selectors';
import { inspected } from '@/ui/app/inspector';
import { ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { formatPrice, numberLocale } from '@core/text/price';
import * as view from './partner-views.css';

/** A label and its value, as one pair of a definition list (read as such by a screen reader). */
function Fact({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className={styles.fact} data-testid={testId}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * /partner (D324, D325): the company's upcoming departures with their seats (sold, held by
 * open checkouts, left), check-ins and revenue; the revenue of its paid bookings; and what Rihla owes it for
 * the tours that have left, less the commission. Lists of definition lists rather than tables, so nothing
 * scrolls sideways on a phone.
 */
export function DashboardView() {
  const { t, i18n } = useTranslation('partnerPortal');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(partnerDashboardMachine, inspected());
  const phase = selectPhase(snapshot);
  const { dashboard } = snapshot.context;
  const price = (amount: number) => formatPrice(amount, language);

  return (
    <section className={styles.page} aria-labelledby="partner-dashboard-title" aria-busy={phase === 'loading'}>
      <h2 id="partner-dashboard-title" className={styles.sectionTitle}>
        {t('dashboard.heading')}
      </h2>
      {phase !== 'list' || !dashboard ? (
        <ConsoleProblem console="partner" ns="partnerPortal" loading={phase === 'loading'} error={snapshot.context.error} from="/partner" onRetry={() => send({ type: 'dashboard.retried' })} />
      ) : (
        <>
          <section className={styles.section} aria-labelledby="dashboard-upcoming">
            <h3 id="dashboard-upcoming" className={styles.sectionTitle}>
              {t('dashboard.upcoming.heading')}
            </h3>
            {dashboard.upcoming.length === 0 ? (
              <p className={styles.text}>{t('dashboard.upcoming.empty')}</p>
            ) : (
              <ul className={styles.list}>
                {dashboard.upcoming.map((departure) => (
                  <li key={`${departure.tour.id}@${departure.tour.startDate}`} className={view.card} data-testid="dashboard-departure">
                    <h4 className={styles.itemName}>
                      <Link to={`/partner/tours/${departure.tour.id}`}>{departure.tour.title}</Link>
                    </h4>
                    <dl className={view.facts}>
                      <Fact term={t('dashboard.upcoming.leaves')}>{formatTourDateTime(departure.tour.startDate, language)}</Fact>
                      <Fact term={t('dashboard.upcoming.seats')} testId="dashboard-seats">
                        {t('dashboard.upcoming.seatsValue', { sold: departure.seatsSold, held: departure.seatsHeld, left: departure.seatsLeft, total: departure.totalSeats })}
                      </Fact>
                      <Fact term={t('dashboard.upcoming.checkedIn')}>
                        {t('dashboard.upcoming.checkedInValue', { checkedIn: departure.checkedIn, paid: departure.paidBookings })}
                      </Fact>
                      <Fact term={t('dashboard.upcoming.revenue')}>{price(departure.revenue)}</Fact>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.section} aria-labelledby="dashboard-revenue">
            <h3 id="dashboard-revenue" className={styles.sectionTitle}>
              {t('dashboard.revenue.heading')}
            </h3>
            <p className={styles.hint}>{t('dashboard.revenue.hint')}</p>
            <dl className={view.facts}>
              <Fact term={t('dashboard.revenue.paidBookings')}>{dashboard.revenue.paidBookings}</Fact>
              <Fact term={t('dashboard.revenue.total')}>{price(dashboard.revenue.total)}</Fact>
              <Fact term={t('dashboard.revenue.upcoming')}>{price(dashboard.revenue.upcoming)}</Fact>
              <Fact term={t('dashboard.revenue.departed')}>{price(dashboard.revenue.departed)}</Fact>
            </dl>
          </section>

          <section className={styles.section} aria-labelledby="dashboard-payouts">
            <h3 id="dashboard-payouts" className={styles.sectionTitle}>
              {t('dashboard.payouts.heading')}
            </h3>
            <p className={styles.hint}>
              {t('dashboard.payouts.commission', {
                percent: numberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(dashboard.payouts.commissionPercent / 100),
              })}
            </p>
            {dashboard.payouts.lines.length === 0 ? (
              <p className={styles.text}>{t('dashboard.payouts.empty')}</p>
            ) : (
              <>
                <ul className={styles.list}>
                  {dashboard.payouts.lines.map((line) => (
                    <li key={`${line.tour.id}@${line.tour.startDate}`} className={view.card} data-testid="dashboard-payout">
                      <h4 className={styles.itemName}>
                        <Link to={`/partner/tours/${line.tour.id}`}>{line.tour.title}</Link>
                      </h4>
                      <p className={styles.hint}>{formatTourDateTime(line.tour.startDate, language)}</p>
                      <dl className={view.facts}>
                        <Fact term={t('dashboard.payouts.bookings')}>{line.paidBookings}</Fact>
                        <Fact term={t('dashboard.payouts.gross')}>{price(line.gross)}</Fact>
                        <Fact term={t('dashboard.payouts.commissionAmount')}>{price(line.commission)}</Fact>
                        <Fact term={t('dashboard.payouts.net')}>{price(line.net)}</Fact>
                      </dl>
                    </li>
                  ))}
                </ul>
                <div className={view.card} data-testid="dashboard-payout-totals">
                  <h4 className={styles.itemName}>{t('dashboard.payouts.totals')}</h4>
                  <dl className={view.facts}>
                    <Fact term={t('dashboard.payouts.gross')}>{price(dashboard.payouts.gross)}</Fact>
                    <Fact term={t('dashboard.payouts.commissionAmount')}>{price(dashboard.payouts.commission)}</Fact>
                    <Fact term={t('dashboard.payouts.net')}>{price(dashboard.payouts.net)}</Fact>
                  </dl>
                </div>
              </>
            )}
          </section>
        </>
      )}
    </section>
  );
}
