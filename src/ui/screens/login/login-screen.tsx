import { useRef, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { LOGIN_FIELDS, loginFormMachine, type LoginField } from '@/machines/login-form/login-form.machine';
import {
  selectCanEdit,
  selectCanRequestReset,
  selectDestination,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsSignedIn,
  selectPasswordReset,
  selectValues,
} from '@/machines/login-form/login-form.selectors';
import { inspected } from '@/ui/app/inspector';
import { Session } from '../../app/session';
// Loaded with this screen, so the session actor it drives is ready at its first render (D195).
import '@/ui/app/shell-actors';
import type { ReturnState } from '../../app/require-user';
import { FormField } from '../../kit/form-field/form-field';
import { GoogleSignIn } from '../../kit/google-sign-in/google-sign-in';
import * as page from '@/ui/kit/form-field/form-page.css';
import { FormPage, SwitchLine } from '@/ui/kit/form-field/form-page';
import * as styles from './login-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

const INPUTS: Record<LoginField, { type: string; autoComplete: string; dir?: 'auto' }> = {
  username: { type: 'text', autoComplete: 'username', dir: 'auto' },
  password: { type: 'password', autoComplete: 'current-password' },
};

/**
 * Login (`/login`; spec, accounts §2, §4, §5, §8): renders the login form machine and sends it what the
 * user does. The rules, forgot password, the busy state, the session's answer and where to go afterwards
 * live in src/machines/login-form.
 */
export function LoginScreen() {
  usePageHead((meta) => simpleHead(meta, 'login', '/login'));
  const { t } = useTranslation(['auth', 'session']);
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  const origin: ReturnState = { from: typeof from === 'string' ? from : undefined };
  const session = Session.useActorRef();
  const [snapshot, send, form] = useMachine(loginFormMachine, inspected({ input: { session, from, origin: globalThis.location?.origin ?? '' } }));
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  if (selectIsSignedIn(snapshot)) return <Navigate to={selectDestination(snapshot)} replace />;

  const values = selectValues(snapshot);
  const busy = selectIsBusy(snapshot);
  const canEdit = selectCanEdit(snapshot);
  const failure = selectFailure(snapshot);
  const reset = selectPasswordReset(snapshot);

  const focusFirstError = () => {
    const { errors } = form.getSnapshot().context;
    const first = LOGIN_FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'login.submitted' });
    focusFirstError();
  };

  const requestReset = () => {
    send({ type: 'login.passwordResetRequested' });
    focusFirstError();
  };

  const field = (name: LoginField) => {
    const error = selectFieldError(snapshot, name);
    return (
      <FormField
        key={name}
        {...INPUTS[name]}
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        label={t(`login.${name}`)}
        value={values[name]}
        disabled={!canEdit}
        error={error ? t(error) : null}
        onChange={(event) => send({ type: 'login.fieldChanged', field: name, value: event.target.value })}
        onBlur={() => send({ type: 'login.fieldLeft', field: name })}
      />
    );
  };

  return (
    <FormPage
      id="login"
      title={t('login.title')}
      intro={t('login.intro')}
      busy={busy}
      failure={failure ? ('text' in failure ? failure.text : t(failure.i18nKey)) : null}
      onSubmit={submit}
      submitLabel={busy ? t('login.busy') : t('login.submit')}
      submitDisabled={!canEdit}
      after={
        <>
          <GoogleSignIn
            purpose="signin"
            label={t('login.googleLabel')}
            disabled={!canEdit}
            onCredential={(credential) => send({ type: 'login.googleCredentialReceived', credential })}
          />
          <SwitchLine prompt={t('login.noAccount')} label={t('login.signup')} to="/signup" state={origin} />
        </>
      }
    >
      {LOGIN_FIELDS.map(field)}
      <div className={styles.forgotLine}>
        <button type="button" className={styles.linkButton} disabled={!selectCanRequestReset(snapshot)} onClick={requestReset}>
          {t('login.forgotPassword')}
        </button>
      </div>
      <div role="status">
        {reset.status === 'sending' && <p className={page.success}>{t('login.resetSending')}</p>}
        {reset.status === 'sent' && (
          <p className={page.success}>
            <Trans t={t} ns="auth" i18nKey="login.resetSent" values={{ email: reset.email }} components={{ bdi: <bdi /> }} />
          </p>
        )}
      </div>
      {reset.status === 'failed' && (
        <p className={page.failure} role="alert">
          {t('login.resetFailed')}
        </p>
      )}
      {reset.limit && (
        <p className={page.failure} role="alert">
          {'text' in reset.limit ? reset.limit.text : t(reset.limit.i18nKey)}
        </p>
      )}
    </FormPage>
  );
}
