import { useRef, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { SIGN_UP_FIELDS, signUpFormMachine, type SignUpField } from '@/machines/sign-up-form/sign-up-form.machine';
import {
  selectCanEdit,
  selectDestination,
  selectFailure,
  selectFieldError,
  selectIsBusy,
  selectIsSignedIn,
  selectValues,
} from '@/machines/sign-up-form/sign-up-form.selectors';
import { inspected } from '@/ui/app/inspector';
import { Session } from '../../app/session';
// Loaded with this screen, so the session actor it drives is ready at its first render (D195).
import '@/ui/app/shell-actors';
import type { ReturnState } from '../../app/require-user';
import { FormField } from '../../kit/form-field/form-field';
import { GoogleSignIn } from '../../kit/google-sign-in/google-sign-in';
import { FormPage, SwitchLine } from '@/ui/kit/form-field/form-page';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

const INPUTS: Record<SignUpField, { type: string; autoComplete: string; dir?: 'auto' }> = {
  name: { type: 'text', autoComplete: 'name', dir: 'auto' },
  email: { type: 'email', autoComplete: 'email', dir: 'auto' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
};

/**
 * Sign Up (`/signup`; spec, accounts §2, §5, §8): renders the sign-up form machine and sends it what the
 * user does. The rules, the busy state, the session's answer and where to go afterwards live in
 * src/machines/sign-up-form.
 */
export function SignupScreen() {
  usePageHead((meta) => simpleHead(meta, 'signup', '/signup'));
  const { t } = useTranslation(['auth', 'session']);
  const location = useLocation();
  const from = (location.state as ReturnState | null)?.from;
  const origin: ReturnState = { from: typeof from === 'string' ? from : undefined };
  const session = Session.useActorRef();
  const [snapshot, send, form] = useMachine(signUpFormMachine, inspected({ input: { session, from } }));
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});

  if (selectIsSignedIn(snapshot)) return <Navigate to={selectDestination(snapshot)} replace />;

  const values = selectValues(snapshot);
  const busy = selectIsBusy(snapshot);
  const canEdit = selectCanEdit(snapshot);
  const failure = selectFailure(snapshot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'signUp.submitted' });
    // Take the user to the first field the submit found wrong.
    const { errors } = form.getSnapshot().context;
    const first = SIGN_UP_FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const field = (name: SignUpField) => {
    const error = selectFieldError(snapshot, name);
    return (
      <FormField
        key={name}
        {...INPUTS[name]}
        ref={(element) => {
          inputs.current[name] = element;
        }}
        name={name}
        label={t(`signup.${name}`)}
        hint={name === 'password' ? t('signup.passwordHint') : undefined}
        value={values[name]}
        disabled={!canEdit}
        error={error ? t(error) : null}
        onChange={(event) => send({ type: 'signUp.fieldChanged', field: name, value: event.target.value })}
        onBlur={() => send({ type: 'signUp.fieldLeft', field: name })}
      />
    );
  };

  return (
    <FormPage
      id="signup"
      title={t('signup.title')}
      intro={t('signup.intro')}
      busy={busy}
      failure={failure ? ('text' in failure ? failure.text : t(failure.i18nKey)) : null}
      onSubmit={submit}
      submitLabel={busy ? t('signup.busy') : t('signup.submit')}
      submitDisabled={!canEdit}
      after={
        <>
          <GoogleSignIn
            purpose="signup"
            label={t('signup.googleLabel')}
            disabled={!canEdit}
            onCredential={(credential) => send({ type: 'signUp.googleCredentialReceived', credential })}
          />
          <SwitchLine prompt={t('signup.haveAccount')} label={t('signup.login')} to="/login" state={origin} />
        </>
      }
    >
      {SIGN_UP_FIELDS.map(field)}
    </FormPage>
  );
}
