import { useId, type FormEvent } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import { passwordResetMachine, type ResetField } from '@/machines/password-reset/password-reset.machine';
import {
  selectConfirmPassword,
  selectEmail,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsSubmitting,
  selectNewPassword,
  selectStatus,
} from '@/machines/password-reset/password-reset.selectors';
import { inspected } from '@/ui/app/inspector';
import { FormField } from '@/ui/kit/form-field/form-field';
import * as form from '../account/account-form.css';
import * as styles from './reset-password-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/**
 * Reset password from the e-mailed link (spec, accounts §2; /reset-password and /account/reset-password):
 * renders the password-reset machine's state and sends its events; when the machine is done (2 s after the
 * success) the screen goes on to /login.
 */
export function ResetPasswordScreen() {
  usePageHead((meta) => simpleHead(meta, 'resetPassword', '/reset-password'));
  const { t } = useTranslation('account');
  const id = useId();
  const [query] = useSearchParams();
  const [snapshot, send] = useMachine(passwordResetMachine, inspected({ input: { email: query.get('email'), token: query.get('token') } }));

  const status = selectStatus(snapshot);
  if (status === 'redirected') return <Navigate to="/login" replace />;

  const fieldErrors = selectFieldErrors(snapshot);
  const fieldError = (field: ResetField) => {
    const key = fieldErrors[field];
    return key ? t(key) : null;
  };
  const change = (field: ResetField, value: string) => send({ type: 'reset.fieldChanged', field, value });
  const error = selectError(snapshot);
  const busy = selectIsBusy(snapshot);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'reset.submitted' });
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('resetScreen.title')}
      </h1>
      <div className={styles.card} aria-busy={busy}>
        {status === 'opening' && (
          <p className={styles.pending} role="status">
            {t('resetScreen.checking')}
          </p>
        )}
        {status === 'invalidLink' && (
          <p className={form.alert} role="alert">
            {t('errors.invalidResetLink')}
          </p>
        )}
        {status === 'succeeded' && (
          <p className={form.success} role="status">
            {t('resetScreen.success')}
          </p>
        )}
        {status === 'form' && (
          <form method="post" className={form.form} noValidate onSubmit={submit}>
            <p className={styles.intro}>
              <Trans t={t} i18nKey="resetScreen.intro" values={{ email: selectEmail(snapshot) ?? '' }} components={{ email: <bdi dir="ltr" /> }} />
            </p>
            <fieldset className={form.fieldset} disabled={busy}>
              <FormField
                label={t('resetScreen.newPassword')}
                hint={t('resetScreen.rule')}
                type="password"
                name="newPassword"
                autoComplete="new-password"
                value={selectNewPassword(snapshot)}
                onChange={(event) => change('newPassword', event.currentTarget.value)}
                error={fieldError('newPassword')}
              />
              <FormField
                label={t('resetScreen.confirmPassword')}
                type="password"
                name="confirmPassword"
                autoComplete="new-password"
                value={selectConfirmPassword(snapshot)}
                onChange={(event) => change('confirmPassword', event.currentTarget.value)}
                error={fieldError('confirmPassword')}
              />
              {error && (
                <p className={form.alert} role="alert">
                  {'key' in error ? t(error.key) : error.text}
                </p>
              )}
              <div className={form.actions}>
                <button type="submit" className={form.button({ tone: 'primary' })}>
                  {selectIsSubmitting(snapshot) ? t('resetScreen.submitting') : t('resetScreen.submit')}
                </button>
              </div>
            </fieldset>
          </form>
        )}
        <div className={form.actions}>
          <Link to="/login" className={form.button({ tone: 'secondary' })}>
            {t('resetScreen.login')}
          </Link>
        </div>
      </div>
    </section>
  );
}
