import { useEffect, useRef, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatTourDateTime } from '@/content/tour-time';
import type { ApplicationStatus, DraftField, PartnerApplication } from '@/machines/application-review/application-review.actors';
import { applicationReviewMachine } from '@/machines/application-review/application-review.machine';
import {
  selectApplications,
  selectDecision,
  selectDraft,
  selectError,
  selectFiles,
  selectOutcome,
  selectPhase,
  selectReason,
  selectSelected,
  selectStatusFilter,
  type ApplicationReviewSnapshot,
} from '@/machines/application-review/application-review.selectors';
import { PARTNER_FILE_FIELDS, PARTNER_TEXT_FIELDS } from '@/machines/partner-application/partner-rules';
import { inspected } from '@/ui/app/inspector';
import { FormField, FormTextArea } from '@/ui/kit/form-field/form-field';
import { ChangeProblem, ConsoleProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';

type Send = ReturnType<typeof useMachine<typeof applicationReviewMachine>>[1];

const STATUSES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];
const LATIN_FIELDS: ReadonlySet<string> = new Set(['Email', 'PhoneNumber', 'WebsiteUrl', 'ContactPersonNumber', 'CommercialRegistrationNumber']);
/** The company's fields in English and Arabic, side by side; `long` ones are a textarea. */
const DRAFT_ROWS: readonly { name: string; en: DraftField; ar: DraftField; long?: boolean }[] = [
  { name: 'name', en: 'nameEn', ar: 'nameAr' },
  { name: 'slogan', en: 'sloganEn', ar: 'sloganAr' },
  { name: 'description', en: 'descriptionEn', ar: 'descriptionAr', long: true },
  { name: 'city', en: 'cityEn', ar: 'cityAr' },
  { name: 'address', en: 'addressEn', ar: 'addressAr' },
];

function useLanguage() {
  const { i18n } = useTranslation('admin');
  return i18n.resolvedLanguage ?? i18n.language;
}

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

/** A decision's form: its heading, its fields, the server's word against it, and Send / Cancel (disabled while it is sent). */
function DecisionForm({
  snapshot,
  send,
  name,
  title,
  submit,
  sendingLabel,
  danger = false,
  children,
}: {
  snapshot: ApplicationReviewSnapshot;
  send: Send;
  name: 'approve' | 'reject';
  title: string;
  submit: string;
  sendingLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const sending = selectDecision(snapshot).step === 'sending';
  return (
    <form
      className={styles.form}
      aria-labelledby={`${name}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'applications.submitted' });
      }}
    >
      <h3 id={`${name}-title`} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
      <ChangeProblem refusal={selectDecision(snapshot).refusal} error={selectDecision(snapshot).error} testId="decision-problem" />
      <div className={styles.actions}>
        <button type="submit" className={danger ? styles.danger : styles.primary} disabled={sending} data-testid={`${name}-submit`}>
          {sending ? sendingLabel : submit}
        </button>
        <button type="button" className={styles.secondary} disabled={sending} onClick={() => send({ type: 'applications.decisionCancelled' })}>
          {t('applications.cancel')}
        </button>
      </div>
    </form>
  );
}

function ApproveForm({ snapshot, send }: { snapshot: ApplicationReviewSnapshot; send: Send }) {
  const { t } = useTranslation('admin');
  const draft = selectDraft(snapshot);
  const decision = selectDecision(snapshot);
  const sending = decision.step === 'sending';
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const missing = new Set(decision.missing);
  useEffect(() => {
    if (decision.missing.length > 0) summaryRef.current?.focus();
  }, [decision.missing.length]);
  /** One language's field of a row: its own label ("Name in Arabic"), written in that language's direction. */
  const field = (name: DraftField, lang: 'en' | 'ar', long: boolean) => {
    const props = {
      label: t(`applications.approve.fields.${name}`),
      name,
      lang,
      dir: lang === 'ar' ? 'rtl' : 'ltr',
      value: draft[name],
      disabled: sending,
      error: missing.has(name) ? t('applications.approve.required') : null,
      onChange: (event: { target: { value: string } }) => send({ type: 'applications.draftChanged', field: name, value: event.target.value }),
    } as const;
    return long ? <FormTextArea {...props} /> : <FormField type="text" {...props} />;
  };
  return (
    <DecisionForm
      snapshot={snapshot}
      send={send}
      name="approve"
      title={t('applications.approve.heading')}
      submit={t('applications.approve.submit')}
      sendingLabel={t('applications.approve.sending')}
    >
      <p className={styles.hint}>{t('applications.approve.hint')}</p>
      {decision.missing.length > 0 ? (
        <p ref={summaryRef} tabIndex={-1} className={styles.errorText} role="alert" data-testid="approve-missing">
          {t('applications.approve.missing', { fields: decision.missing.map((field) => t(`applications.approve.fields.${field}`)).join(t('listSeparator')) })}
        </p>
      ) : null}
      {DRAFT_ROWS.map((row) => (
        <fieldset key={row.name} className={styles.pair}>
          <legend className={styles.label}>{t(`applications.approve.rows.${row.name}`)}</legend>
          {field(row.en, 'en', row.long === true)}
          {field(row.ar, 'ar', row.long === true)}
        </fieldset>
      ))}
    </DecisionForm>
  );
}

function RejectForm({ snapshot, send }: { snapshot: ApplicationReviewSnapshot; send: Send }) {
  const { t } = useTranslation('admin');
  const decision = selectDecision(snapshot);
  const sending = decision.step === 'sending';
  return (
    <DecisionForm
      snapshot={snapshot}
      send={send}
      name="reject"
      title={t('applications.reject.heading')}
      submit={t('applications.reject.submit')}
      sendingLabel={t('applications.reject.sending')}
      danger
    >
      <FormTextArea
        label={t('applications.reject.reason')}
        hint={t('applications.reject.hint')}
        value={selectReason(snapshot)}
        disabled={sending}
        error={decision.reasonMissing ? t('applications.reject.required') : null}
        onChange={(event) => send({ type: 'applications.reasonChanged', value: event.target.value })}
      />
    </DecisionForm>
  );
}

function Outcome({ snapshot, send, application }: { snapshot: ApplicationReviewSnapshot; send: Send; application: PartnerApplication }) {
  const { t } = useTranslation('admin');
  const outcome = selectOutcome(snapshot);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  if (!outcome) return null;
  const lines =
    outcome.decision === 'approved'
      ? [
          t('applications.outcome.approved', { name: application.CompanyName }),
          outcome.invited ? t('applications.outcome.invited', { email: application.Email }) : t('applications.outcome.existingAccount', { email: application.Email }),
          ...(outcome.mailed ? [] : [t('applications.outcome.notMailed', { email: application.Email })]),
        ]
      : [t('applications.outcome.rejected', { name: application.CompanyName }), outcome.mailed ? t('applications.outcome.rejectionMailed', { email: application.Email }) : t('applications.outcome.notMailed', { email: application.Email })];
  return (
    <section className={styles.section} aria-labelledby="decision-outcome" data-testid="decision-outcome" data-decision={outcome.decision}>
      <p id="decision-outcome" ref={ref} tabIndex={-1} className={styles.outcome} role="status">
        {lines[0]}
      </p>
      {lines.slice(1).map((line) => (
        <p key={line} className={styles.text}>
          {line}
        </p>
      ))}
      <div className={styles.actions}>
        {outcome.decision === 'approved' ? (
          <Link to={`/companies/${outcome.companyId}`} className={styles.secondary}>
            {t('applications.outcome.seeCompany')}
          </Link>
        ) : null}
        <button type="button" className={styles.primary} onClick={() => send({ type: 'applications.closed' })}>
          {t('applications.backToQueue')}
        </button>
      </div>
    </section>
  );
}

function Review({ snapshot, send, application }: { snapshot: ApplicationReviewSnapshot; send: Send; application: PartnerApplication }) {
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

/** The applications queue (issue 20 item 2): the list by status, one application with its documents, and the decision. */
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
        <ConsoleProblem loading={phase === 'loading'} error={selectError(snapshot)} from="/admin" onRetry={() => send({ type: 'applications.retried' })} />
      ) : null}
    </section>
  );
}
