import { useEffect, useRef, type ReactNode } from 'react';
import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DraftField, PartnerApplication } from '@/machines/application-review/application-review.actors';
import { type applicationReviewMachine } from '@/machines/application-review/application-review.machine';
import { selectDecision, selectDraft, selectOutcome, selectReason, type ApplicationReviewSnapshot } from '@/machines/application-review/application-review.selectors';
import { FormField, FormTextArea } from '@/ui/kit/form-field/form-field';
import { ChangeProblem } from '@/ui/kit/console/console-parts';
import * as styles from '@/ui/kit/console/console.css';
import type { Language } from '@core/text/language';

type Send = ReturnType<typeof useMachine<typeof applicationReviewMachine>>[1];

/** The company's fields in English and Arabic, side by side; `long` ones are a textarea. */
const DRAFT_ROWS: readonly { name: string; en: DraftField; ar: DraftField; long?: boolean }[] = [
  { name: 'name', en: 'nameEn', ar: 'nameAr' },
  { name: 'slogan', en: 'sloganEn', ar: 'sloganAr' },
  { name: 'description', en: 'descriptionEn', ar: 'descriptionAr', long: true },
  { name: 'city', en: 'cityEn', ar: 'cityAr' },
  { name: 'address', en: 'addressEn', ar: 'addressAr' },
];

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
      <ChangeProblem console="admin" ns="admin" refusal={selectDecision(snapshot).refusal} error={selectDecision(snapshot).error} testId="decision-problem" />
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

export function ApproveForm({ snapshot, send }: { snapshot: ApplicationReviewSnapshot; send: Send }) {
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
  const field = (name: DraftField, lang: Language, long: boolean) => {
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

export function RejectForm({ snapshot, send }: { snapshot: ApplicationReviewSnapshot; send: Send }) {
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

export function Outcome({ snapshot, send, application }: { snapshot: ApplicationReviewSnapshot; send: Send; application: PartnerApplication }) {
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

