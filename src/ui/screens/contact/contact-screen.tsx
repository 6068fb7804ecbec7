import { useEffect, useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { CONTACT_MAX_LENGTHS, CONTACT_REQUESTS, type ContactField } from '@core/contact/contact-rules';
import { contactFormMachine } from '@/machines/contact-form/contact-form.machine';
import {
  selectCanEdit,
  selectCanRetry,
  selectFieldError,
  selectHasFailed,
  selectIsBusy,
  selectIsThanked,
  selectSendError,
  selectThanks,
  selectValues,
} from '@/machines/contact-form/contact-form.selectors';
import { inspected } from '@/ui/app/inspector';
import { CONTACT_EMAIL, CONTACT_PHONE } from '@/ui/app/nav/footer';
import { FormField } from '@/ui/kit/form-field/form-field';
import * as fieldStyles from '@/ui/kit/form-field/form-field.css';
import * as formStyles from '../get-in-touch/get-in-touch-screen.css';
import * as styles from './contact-screen.css';
import { useAnswerFocus } from '@/ui/kit/form-field/use-answer-focus';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/** How each field is typed. The telephone is the only optional one. */
const INPUTS: Record<Exclude<ContactField, 'request' | 'message'>, { type: string; autoComplete: string; ltr?: boolean }> = {
  name: { type: 'text', autoComplete: 'given-name' },
  surname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', ltr: true },
  telephone: { type: 'tel', autoComplete: 'tel', ltr: true },
};

/** The customer-service block (spec, accounts §2): the contact phone and e-mail the footer shows, and For Companies. */
function CustomerService() {
  const { t } = useTranslation('contact');
  return (
    <aside className={styles.service} aria-labelledby="contact-service-title">
      <h2 id="contact-service-title" className={styles.serviceTitle}>
        {t('service.title')}
      </h2>
      <p className={styles.serviceText}>{t('service.text')}</p>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>{t('service.phone')}</dt>
          <dd className={styles.definition}>
            <a className={styles.contactLink} href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} dir="ltr">
              {CONTACT_PHONE}
            </a>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>{t('service.email')}</dt>
          <dd className={styles.definition}>
            <a className={styles.contactLink} href={`mailto:${CONTACT_EMAIL}`} dir="ltr">
              {CONTACT_EMAIL}
            </a>
          </dd>
        </div>
      </dl>
      <div className={styles.companies}>
        <h3 className={styles.serviceSubtitle}>{t('service.companiesTitle')}</h3>
        <p className={styles.serviceText}>{t('service.companiesText')}</p>
        <Link to="/GetInTouch" className={styles.forCompanies}>
          {t('service.forCompanies')}
        </Link>
      </div>
    </aside>
  );
}

/**
 * Contact Us (`/contact`; spec, accounts §2 Get In Touch and Contact Us, §3 contact form): name,
 * surname, e-mail, telephone, request and message. The contact-form statechart checks them and, as the
 * spec says, only logs the submission locally (no server call) before thanking the visitor and clearing
 * the form. Beside it, the customer-service block.
 */
export function ContactScreen() {
  usePageHead((meta) => simpleHead(meta, 'contact', '/contact'));
  const { t } = useTranslation('contact');
  const [snapshot, send, actor] = useMachine(contactFormMachine, inspected({ input: {} }));
  const { controlRef, answer: thanks, focusOn } = useAnswerFocus<ContactField, HTMLParagraphElement>();
  const requestId = useId();

  useEffect(() => {
    const invalid = actor.on('contact.invalid', (event) => focusOn(event.field));
    const thanked = actor.on('contact.thanked', () => focusOn('answer'));
    // A failed send is announced (role="alert") and focused, so a keyboard user lands on Retry's reason.
    const failed = actor.on('contact.sendFailed', () => focusOn('answer'));
    return () => {
      invalid.unsubscribe();
      thanked.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, focusOn]);

  const values = selectValues(snapshot);
  const busy = selectIsBusy(snapshot);
  const canEdit = selectCanEdit(snapshot);
  const errorOf = (field: ContactField) => {
    const key = selectFieldError(snapshot, field);
    return key ? t(key) : null;
  };
  const labelOf = (field: ContactField) => (field === 'telephone' ? `${t(`fields.${field}`)} ${t('optional')}` : t(`fields.${field}`));
  const change = (field: ContactField) => (event: { target: { value: string } }) => send({ type: 'contact.fieldChanged', field, value: event.target.value });
  const leave = (field: ContactField) => () => send({ type: 'contact.fieldLeft', field });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'contact.submitted' });
  };

  const requestError = errorOf('request');
  const messageError = errorOf('message');

  return (
    <section className={styles.page} aria-labelledby="contact-title">
      <header className={formStyles.hero}>
        <h1 id="contact-title" className={formStyles.title}>
          {t('title')}
        </h1>
        <p className={formStyles.intro}>{t('intro')}</p>
      </header>
      <div className={styles.layout}>
        <form method="post" className={formStyles.section} noValidate onSubmit={submit} aria-busy={busy} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('formTitle')}
          </h2>
          <div className={formStyles.form}>
            <p className={formStyles.note}>{t('required')}</p>
            <fieldset disabled={!canEdit} className={`${formStyles.plainFieldset} ${formStyles.fields}`}>
              {(['name', 'surname', 'email', 'telephone'] as const).map((field) => (
                <FormField
                  key={field}
                  ref={controlRef(field)}
                  name={field}
                  type={INPUTS[field].type}
                  autoComplete={INPUTS[field].autoComplete}
                  dir={INPUTS[field].ltr ? 'ltr' : 'auto'}
                  label={labelOf(field)}
                  value={values[field]}
                  required={field !== 'telephone'}
                  maxLength={CONTACT_MAX_LENGTHS[field]}
                  error={errorOf(field)}
                  onChange={change(field)}
                  onBlur={leave(field)}
                />
              ))}
              <div className={`${fieldStyles.field} ${formStyles.wide}`}>
                <label htmlFor={requestId} className={fieldStyles.label}>
                  {labelOf('request')}
                </label>
                <select
                  ref={controlRef('request')}
                  id={requestId}
                  name="request"
                  className={`${fieldStyles.input} ${styles.select}`}
                  value={values.request}
                  required
                  aria-invalid={requestError ? true : undefined}
                  aria-describedby={requestError ? `${requestId}-error` : undefined}
                  onChange={change('request')}
                >
                  <option value="" disabled>
                    {t('requestPlaceholder')}
                  </option>
                  {CONTACT_REQUESTS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`requests.${kind}`)}
                    </option>
                  ))}
                </select>
                {requestError && (
                  <p id={`${requestId}-error`} className={fieldStyles.error} role="alert">
                    {requestError}
                  </p>
                )}
              </div>
              <div className={`${fieldStyles.field} ${formStyles.wide}`}>
                <label htmlFor={`${requestId}-message`} className={fieldStyles.label}>
                  {labelOf('message')}
                </label>
                <textarea
                  ref={controlRef('message')}
                  id={`${requestId}-message`}
                  name="message"
                  dir="auto"
                  rows={6}
                  className={`${fieldStyles.input} ${formStyles.textarea}`}
                  value={values.message}
                  required
                  maxLength={CONTACT_MAX_LENGTHS.message}
                  aria-invalid={messageError ? true : undefined}
                  aria-describedby={messageError ? `${requestId}-message-error` : undefined}
                  onChange={change('message')}
                  onBlur={leave('message')}
                />
                {messageError && (
                  <p id={`${requestId}-message-error`} className={fieldStyles.error} role="alert">
                    {messageError}
                  </p>
                )}
              </div>
            </fieldset>
            <div className={formStyles.actions}>
              {selectIsThanked(snapshot) && (
                <p ref={thanks} className={formStyles.success} role="status" tabIndex={-1}>
                  {selectThanks(snapshot) ?? t('thanks')}
                </p>
              )}
              {selectHasFailed(snapshot) && (
                <div ref={thanks} className={formStyles.failure} role="alert" tabIndex={-1} data-testid="contact-send-failed">
                  <span className={formStyles.failureTitle}>{t('sendFailed.title')}</span>
                  <span dir="auto">{selectSendError(snapshot) ?? t('sendFailed.unreachable')}</span>
                  <span>{t('sendFailed.kept')}</span>
                  {selectCanRetry(snapshot) && (
                    <button type="button" className={styles.retry} onClick={() => send({ type: 'contact.retried' })}>
                      {t('sendFailed.retry')}
                    </button>
                  )}
                </div>
              )}
              <button type="submit" className={formStyles.submit} disabled={busy}>
                {busy ? t('busy') : t('submit')}
              </button>
            </div>
          </div>
        </form>
        <CustomerService />
      </div>
    </section>
  );
}
