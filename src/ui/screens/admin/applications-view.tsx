import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { formatTourDateTime } from '@core/time/tour-time';
import type { ApplicationStatus } from '@/machines/application-review/application-review.actors';
import { applicationReviewMachine } from '@/machines/application-review/application-review.machine';
import { selectApplications, selectError, selectPhase, selectSelected, selectStatusFilter, type ApplicationReviewSnapshot } from '@/machines/application-review/application-review.selectors';
import { inspected } from '@/ui/app/inspector';
import { ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import { Review, useLanguage } from './application-review';

type Send = ReturnType<typeof useMachine<typeof applicationReviewMachine>>[1];

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];

function Queue({ snapshot, send }: { snapshot: ApplicationReviewSnapshot; send: Send }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const applications = selectApplications(snapshot);
  const status = selectStatusFilter(snapshot);
  return (
    <>
      {applications.length === 0 ? (
        <p className={styles.text} data-testid="applications-empty">
          {t(`applications.empty.${status}`)}
        </p>
      ) : (
        <ul className={styles.list} aria-label={t(`applications.filter.${status}`)} data-testid="applications-list">
          {applications.map((application) => (
            <li key={application.id} className={styles.item} data-testid="application-item">
              <div className={styles.itemText}>
                <p className={styles.itemName}>{application.CompanyName}</p>
                <p className={styles.hint}>
                  <span className={styles.latin}>{application.Email}</span> · {formatTourDateTime(application.createdAt, language)}
                </p>
              </div>
              <span className={styles.status[application.status]}>{t(`applications.status.${application.status}`)}</span>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t('applications.openNamed', { name: application.CompanyName })}
                onClick={() => send({ type: 'applications.opened', applicationId: application.id })}
              >
                {t('applications.open')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The applications queue: the list by status, one application with its documents, and the decision. */
export function ApplicationsView() {
  const { t } = useTranslation('admin');
  const [snapshot, send] = useMachine(applicationReviewMachine, inspected());
  const phase = selectPhase(snapshot);
  const selected = selectSelected(snapshot);
  const status = selectStatusFilter(snapshot);
  return (
    <section className={styles.page} aria-labelledby="applications-title" aria-busy={phase === 'loading'}>
      <div className={styles.toolbar}>
        <h2 id="applications-title" className={styles.sectionTitle}>
          {t('applications.heading')}
        </h2>
        {phase === 'list' || phase === 'loading' ? (
          <div className={styles.filter}>
            <label htmlFor="applications-status">{t('applications.filter.label')}</label>
            <select
              id="applications-status"
              className={styles.select}
              value={status}
              disabled={phase !== 'list'}
              onChange={(event) => send({ type: 'applications.filtered', status: event.target.value as ApplicationStatus })}
            >
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`applications.filter.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {phase === 'list' ? <Queue snapshot={snapshot} send={send} /> : null}
      {phase === 'reviewing' && selected ? <Review snapshot={snapshot} send={send} application={selected} /> : null}
      {phase !== 'list' && phase !== 'reviewing' ? (
        <ConsoleProblem console="admin" ns="admin" loading={phase === 'loading'} error={selectError(snapshot)} from="/admin" onRetry={() => send({ type: 'applications.retried' })} />
      ) : null}
    </section>
  );
}
