import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTourDateTime } from '@core/time/tour-time';
import { adminCompaniesMachine } from '@/machines/admin-companies/admin-companies.machine';
import { selectChange, selectPhase } from '@/machines/admin-companies/admin-companies.selectors';
import { inspected } from '@/ui/app/inspector';
import { ChangeProblem, ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';

/**
 * The companies (D285): each with its names in both languages, its badge, its standing, its
 * tours on offer, partners and paid bookings; switch the verified badge, suspend (confirmed first: its tours
 * leave the catalogue at once) or let it back.
 */
export function CompaniesView() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [snapshot, send] = useMachine(adminCompaniesMachine, inspected());
  const phase = selectPhase(snapshot);
  const change = selectChange(snapshot);
  const { companies } = snapshot.context;
  const nameOf = (id: number | null | undefined) => {
    const company = companies.find((candidate) => candidate.id === id);
    return company ? (language === 'ar' ? company.nameAr : company.nameEn) : '';
  };
  const announcement = change.done
    ? 'verified' in change.done
      ? t(change.done.verified ? 'companies.done.verified' : 'companies.done.unverified', { name: nameOf(change.done.companyId) })
      : t(change.done.suspended ? 'companies.done.suspended' : 'companies.done.reinstated', { name: nameOf(change.done.companyId) })
    : '';
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (change.confirmingId !== null) confirmRef.current?.focus();
  }, [change.confirmingId]);

  return (
    <section className={styles.page} aria-labelledby="companies-title" aria-busy={phase === 'loading'}>
      <h2 id="companies-title" className={styles.sectionTitle}>
        {t('companies.heading')}
      </h2>
      {phase !== 'list' ? (
        <ConsoleProblem console="admin" ns="admin" loading={phase === 'loading'} error={snapshot.context.error} from="/admin/companies" onRetry={() => send({ type: 'companies.retried' })} />
      ) : (
        <>
          <p className={styles.hint} role="status" data-testid="companies-announcement">
            {announcement}
          </p>
          <ChangeProblem console="admin" ns="admin" refusal={change.refusal} error={change.error} testId="companies-problem" />
          <ul className={styles.list} data-testid="companies-list">
            {companies.map((company) => {
              const name = language === 'ar' ? company.nameAr : company.nameEn;
              const isSuspended = company.suspendedAt !== null;
              const busy = change.changingId === company.id;
              return (
                <li key={company.id} className={styles.item} data-testid="company-item" aria-busy={busy}>
                  <div className={styles.itemText}>
                    <p className={styles.itemName}>
                      <Link to={`/companies/${company.id}`}>{name}</Link>
                    </p>
                    <p className={styles.hint}>
                      {t('companies.figures', { tours: company.toursOnOffer, partners: company.partners, bookings: company.paidBookings })}
                    </p>
                    {isSuspended ? <p className={styles.hint}>{t('companies.suspendedSince', { time: formatTourDateTime(company.suspendedAt, language) })}</p> : null}
                  </div>
                  <span className={isSuspended ? styles.status.rejected : company.verified ? styles.status.approved : styles.status.pending}>
                    {t(isSuspended ? 'companies.standing.suspended' : company.verified ? 'companies.standing.verified' : 'companies.standing.listed')}
                  </span>
                  {change.confirmingId === company.id ? (
                    <div className={styles.actions} role="group" aria-label={t('companies.confirm.label', { name })}>
                      <p className={styles.text}>{t('companies.confirm.text', { name })}</p>
                      <button ref={confirmRef} type="button" className={styles.danger} onClick={() => send({ type: 'companies.suspendConfirmed' })}>
                        {t('companies.confirm.yes')}
                      </button>
                      <button type="button" className={styles.secondary} onClick={() => send({ type: 'companies.suspendDismissed' })}>
                        {t('companies.confirm.no')}
                      </button>
                    </div>
                  ) : (
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className={styles.secondary}
                        aria-pressed={company.verified}
                        disabled={!change.canChange}
                        onClick={() => send({ type: 'companies.verifiedToggled', companyId: company.id })}
                      >
                        {t('companies.verified', { name })}
                      </button>
                      {isSuspended ? (
                        <button type="button" className={styles.secondary} disabled={!change.canChange} onClick={() => send({ type: 'companies.reinstated', companyId: company.id })}>
                          {t('companies.reinstate', { name })}
                        </button>
                      ) : (
                        <button type="button" className={styles.danger} disabled={!change.canChange} onClick={() => send({ type: 'companies.suspendRequested', companyId: company.id })}>
                          {t('companies.suspend', { name })}
                        </button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
