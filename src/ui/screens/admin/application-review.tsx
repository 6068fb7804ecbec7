import { useEffect, useRef, type ReactNode } from 'react';
import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTourDateTime } from '@core/time/tour-time';
import type { PartnerApplication } from '@/machines/application-review/application-review.actors';
import { type applicationReviewMachine } from '@/machines/application-review/application-review.machine';
import { selectDecision, selectFiles, type ApplicationReviewSnapshot } from '@/machines/application-review/application-review.selectors';
import { PARTNER_FILE_FIELDS, PARTNER_TEXT_FIELDS } from '@/machines/partner-application/partner-rules';
import * as styles from '@/ui/kit/console/console.css';
import { ApproveForm, Outcome, RejectForm } from './application-decision';

type Send = ReturnType<typeof useMachine<typeof applicationReviewMachine>>[1];

const LATIN_FIELDS: ReadonlySet<string> = new Set(['Email', 'PhoneNumber', 'WebsiteUrl', 'ContactPersonNumber', 'CommercialRegistrationNumber']);

/** The language the console is shown in (the queue's dates and the review's facts are written in it). */
export function useLanguage() {
  const { i18n } = useTranslation('admin');
  return i18n.resolvedLanguage ?? i18n.language;
}

function Fact({ term, children, latin = false }: { term: string; children: ReactNode; latin?: boolean }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={`${styles.value}${latin ? ` ${styles.latin}` : ''}`}>{children}</dd>
    </div>
  );
}

function Documents({ snapshot, send, application }: { snapshot: ApplicationReviewSnapshot; send: Send; application: PartnerApplication }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const files = selectFiles(snapshot);
  const size = (bytes: number | null) => (bytes === null ? '' : `, ${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} ${t('applications.files.kb')}`);
  return (
    <section className={styles.section} aria-labelledby="application-files-title">
      <h3 id="application-files-title" className={styles.sectionTitle}>
        {t('applications.files.heading')}
      </h3>
      <p className={styles.hint}>{t('applications.files.hint')}</p>
      <ul className={styles.list}>
        {PARTNER_FILE_FIELDS.map((field) => {
          const file = application.files[field];
          return (
            <li key={field} className={styles.actions}>
              {file ? (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={!files.canOpen(field)}
                  onClick={() => send({ type: 'applications.fileRequested', field })}
                  data-testid={`application-file-${field}`}
                >
                  {t(`applications.files.${field}`)} ({file.kind.toUpperCase()}
                  {size(file.bytes)})
                </button>
              ) : (
                <span className={styles.hint}>
                  {t(`applications.files.${field}`)}: {t('applications.files.none')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {files.busy ? (
        <p className={styles.hint} role="status">
          {t('applications.files.opening')}
        </p>
      ) : null}
      {files.error ? (
        <p className={styles.errorText} role="alert">
          {t(files.error)}
        </p>
      ) : null}
    </section>
  );
}

/** One application: what the company wrote, its documents, and Approve / Reject with their forms, or the outcome once decided. */
export function Review({ snapshot, send, application }: { snapshot: ApplicationReviewSnapshot; send: Send; application: PartnerApplication }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const decision = selectDecision(snapshot);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [application.id]);
  if (decision.step === 'decided') return <Outcome snapshot={snapshot} send={send} application={application} />;
  const closable = decision.step !== 'sending';
  return (
    <article className={styles.section} aria-labelledby="application-title" data-testid="application-review">
      {closable ? (
        <button type="button" className={styles.back} onClick={() => send({ type: 'applications.closed' })}>
          {t('applications.backToQueue')}
        </button>
      ) : null}
      <div className={styles.toolbar}>
        <h2 id="application-title" ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
          {application.CompanyName}
        </h2>
        <span className={styles.status[application.status]} data-testid="application-status">
          {t(`applications.status.${application.status}`)}
        </span>
      </div>
      <p className={styles.hint}>{t('applications.received', { time: formatTourDateTime(application.createdAt, language) })}</p>
      <dl className={styles.facts}>
        {PARTNER_TEXT_FIELDS.map((field) => (
          <Fact key={field} term={t(`applications.fields.${field}`)} latin={LATIN_FIELDS.has(field)}>
            {application[field] ?? t('applications.notGiven')}
          </Fact>
        ))}
        {application.status !== 'pending' && application.reviewedAt ? (
          <Fact term={t('applications.fields.reviewedAt')}>{formatTourDateTime(application.reviewedAt, language)}</Fact>
        ) : null}
        {application.rejectionReason ? <Fact term={t('applications.fields.rejectionReason')}>{application.rejectionReason}</Fact> : null}
        {application.companyId !== null ? (
          <Fact term={t('applications.fields.company')}>
            <Link to={`/companies/${application.companyId}`}>{t('applications.outcome.seeCompany')}</Link>
          </Fact>
        ) : null}
      </dl>
      <Documents snapshot={snapshot} send={send} application={application} />
      {decision.form === 'approve' ? <ApproveForm snapshot={snapshot} send={send} /> : null}
      {decision.form === 'reject' ? <RejectForm snapshot={snapshot} send={send} /> : null}
      {decision.canDecide ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => send({ type: 'applications.approveStarted' })} data-testid="approve-start">
            {t('applications.approve.start')}
          </button>
          <button type="button" className={styles.danger} onClick={() => send({ type: 'applications.rejectStarted' })} data-testid="reject-start">
            {t('applications.reject.start')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

