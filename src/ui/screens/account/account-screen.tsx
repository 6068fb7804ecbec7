import { useCallback, useEffect, useId, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans, useTranslation } from 'react-i18next';
import type { SessionUser } from '@/api/auth';
import type { AccountMessage } from '@/machines/account/account.actors';
import { IMAGE_ACCEPT } from '@core/uploads/images';
import { accountMachine, type ProfileField } from '@/machines/account/account.machine';
import {
  selectCanCancel,
  selectCurrentPassword,
  selectCurrentPasswordError,
  selectDraft,
  selectError,
  selectFieldErrors,
  selectIsBusy,
  selectIsSaving,
  selectIsSendingReset,
  selectMode,
  selectPhoto,
  selectPhotoError,
  selectResetSent,
  selectUser,
  type AccountSnapshot,
} from '@/machines/account/account.selectors';
import { selectUser as selectSessionUser } from '@/machines/session/session.selectors';
import { inspected } from '@/ui/app/inspector';
import { Session } from '@/ui/app/session';
// Loaded with this screen, so the session actor it drives is ready at its first render (D195).
import '@/ui/app/shell-actors';
import { FormField } from '@/ui/kit/form-field/form-field';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as form from './account-form.css';
import * as styles from './account-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

/** The default avatar: a person on the brand colour, inline so it never fails to load. */
const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#e6f2f3"/><circle cx="40" cy="31" r="14" fill="#0b5d6b"/><path d="M14 72c3-15 14-23 26-23s23 8 26 23z" fill="#0b5d6b"/></svg>',
)}`;

type AccountSend = ActorRefFrom<typeof accountMachine>['send'];

/** Focuses a panel's heading when the panel opens, so keyboard and screen-reader users land in it. */
function useFocusOnMount() {
  return useCallback((node: HTMLElement | null) => node?.focus(), []);
}

function useSay() {
  const { t } = useTranslation('account');
  return (message: AccountMessage | null) => (message === null ? null : 'key' in message ? t(message.key) : message.text);
}

function Profile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.identity}>
      <FallbackImage
        className={styles.avatar}
        src={user.avatar}
        fallback={DEFAULT_AVATAR}
        alt={t('profile.photoAlt', { name: user.name })}
        width={80}
        height={80}
      />
      <div className={styles.identityText}>
        <h2 className={styles.name}>{user.name}</h2>
        <dl className={styles.details}>
          <div className={styles.detail}>
            <dt className={styles.term}>{t('profile.email')}</dt>
            <dd className={styles.definition}>
              <span className={styles.latin}>{user.email}</span>
            </dd>
          </div>
          <div className={styles.detail}>
            <dt className={styles.term}>{t('profile.phone')}</dt>
            <dd className={styles.definition}>
              {user.phone ? <span className={styles.latin}>{user.phone}</span> : <span className={styles.notSet}>{t('profile.phoneNotSet')}</span>}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

function EditPanel({ snapshot, send }: { snapshot: AccountSnapshot; send: AccountSend }) {
  const { t } = useTranslation('account');
  const say = useSay();
  const id = useId();
  const headingRef = useFocusOnMount();
  const draft = selectDraft(snapshot);
  const fieldErrors = selectFieldErrors(snapshot);
  const photo = selectPhoto(snapshot);
  const photoError = say(selectPhotoError(snapshot));
  const error = say(selectError(snapshot));
  const busy = selectIsBusy(snapshot);
  const fieldError = (field: ProfileField) => {
    const key = fieldErrors[field];
    return key ? t(key) : null;
  };
  const change = (field: ProfileField, value: string) => send({ type: 'account.fieldChanged', field, value });
  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) send({ type: 'account.photoChosen', file });
    // Let the same file be chosen again after it was refused.
    event.currentTarget.value = '';
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'account.save' });
  };
  const photoHintId = `${id}-photo-hint`;
  const photoErrorId = `${id}-photo-error`;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {t('edit.title')}
      </h2>
      <form method="post" className={form.form} noValidate onSubmit={submit} aria-busy={busy}>
        <fieldset className={form.fieldset} disabled={busy}>
          <FormField
            label={t('edit.name')}
            name="name"
            autoComplete="name"
            value={draft.name}
            onChange={(event) => change('name', event.currentTarget.value)}
            error={fieldError('name')}
          />
          <FormField
            label={t('edit.email')}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            className={form.latinValue}
            value={draft.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            error={fieldError('email')}
          />
          <FormField
            label={t('edit.phone')}
            type="tel"
            name="phone"
            autoComplete="tel"
            dir="ltr"
            className={form.latinValue}
            value={draft.phone}
            onChange={(event) => change('phone', event.currentTarget.value)}
            error={fieldError('phone')}
          />
          <div className={form.field}>
            <label htmlFor={`${id}-photo`} className={form.label}>
              {t('edit.photo')}
            </label>
            <input
              id={`${id}-photo`}
              className={form.fileInput}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-invalid={photoError ? true : undefined}
              aria-describedby={photoError ? `${photoHintId} ${photoErrorId}` : photoHintId}
              onChange={choosePhoto}
            />
            <p id={photoHintId} className={form.hint}>
              {photo ? t('edit.photoChosen', { file: photo.name }) : t('edit.photoHint')}
            </p>
            {photoError && (
              <p id={photoErrorId} className={form.fieldError} role="alert">
                {photoError}
              </p>
            )}
          </div>
          {error && (
            <p className={form.alert} role="alert">
              {error}
            </p>
          )}
          <div className={form.actions}>
            <button type="submit" className={form.button({ tone: 'primary' })}>
              {selectIsSaving(snapshot) ? t('edit.saving') : t('edit.save')}
            </button>
            <button type="button" className={form.button({ tone: 'secondary' })} disabled={!selectCanCancel(snapshot)} onClick={() => send({ type: 'account.cancel' })}>
              {t('edit.cancel')}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function ResetRequestPanel({ snapshot, send, email }: { snapshot: AccountSnapshot; send: AccountSend; email: string }) {
  const { t } = useTranslation('account');
  const say = useSay();
  const id = useId();
  const headingRef = useFocusOnMount();
  const busy = selectIsBusy(snapshot);
  const sent = selectResetSent(snapshot);
  const passwordError = selectCurrentPasswordError(snapshot);
  const error = say(selectError(snapshot));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'account.resetSubmitted' });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {t('resetRequest.title')}
      </h2>
      {sent ? (
        <div className={form.form}>
          <p className={form.success} role="status">
            <Trans t={t} i18nKey="resetRequest.sent" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
          </p>
          <div className={form.actions}>
            <button type="button" className={form.button({ tone: 'secondary' })} onClick={() => send({ type: 'account.cancel' })}>
              {t('resetRequest.close')}
            </button>
          </div>
        </div>
      ) : (
        <form method="post" className={form.form} noValidate onSubmit={submit} aria-busy={busy}>
          <p className={form.hint}>
            <Trans t={t} i18nKey="resetRequest.text" values={{ email }} components={{ email: <bdi dir="ltr" /> }} />
          </p>
          <fieldset className={form.fieldset} disabled={busy}>
            <FormField
              label={t('resetRequest.currentPassword')}
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={selectCurrentPassword(snapshot)}
              onChange={(event) => send({ type: 'account.currentPasswordChanged', value: event.currentTarget.value })}
              error={passwordError ? t(passwordError) : null}
            />
            {error && (
              <p className={form.alert} role="alert">
                {error}
              </p>
            )}
            <div className={form.actions}>
              <button type="submit" className={form.button({ tone: 'primary' })}>
                {selectIsSendingReset(snapshot) ? t('resetRequest.sending') : t('resetRequest.send')}
              </button>
              <button type="button" className={form.button({ tone: 'secondary' })} disabled={!selectCanCancel(snapshot)} onClick={() => send({ type: 'account.cancel' })}>
                {t('resetRequest.cancel')}
              </button>
            </div>
          </fieldset>
        </form>
      )}
    </section>
  );
}

/**
 * The account screen (spec, accounts §2 Account): the profile, and its edit and reset-password panels. It
 * renders the account machine's state and sends its events; the users the machine announces go to the session.
 */
export function AccountScreen() {
  usePageHead((meta) => simpleHead(meta, 'account', '/account'));
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const session = Session.useActorRef();
  const sessionUser = Session.useSelector(selectSessionUser);
  const [snapshot, send, account] = useMachine(accountMachine, inspected({ input: { user: sessionUser } }));

  // The session's user is the source: the machine follows it.
  useEffect(() => {
    account.send({ type: 'account.userChanged', user: sessionUser });
  }, [account, sessionUser]);

  // Every user the server answers becomes the session's (and the stored) user.
  useEffect(() => {
    const subscription = account.on('account.userUpdated', ({ user }) => session.send({ type: 'session.userUpdated', user }));
    return () => subscription.unsubscribe();
  }, [account, session]);

  const logout = () => {
    session.send({ type: 'session.logout' });
    void navigate('/login', { replace: true });
  };

  const mode = selectMode(snapshot);
  const user = selectUser(snapshot);

  return (
    <section className={styles.page} aria-labelledby="account-title">
      <h1 id="account-title" className={styles.title}>
        {t('title')}
      </h1>
      {mode === 'noUser' || !user ? (
        <div className={styles.card}>
          <p className={form.alert} role="alert">
            {t('errors.noUserData')}
          </p>
          <div className={form.actions}>
            <Link to="/login" className={form.button({ tone: 'primary' })}>
              {t('profile.login')}
            </Link>
          </div>
        </div>
      ) : (
        <div className={styles.card}>
          <Profile user={user} />
          {mode === 'view' && (
            <div className={form.actions}>
              <button type="button" className={form.button({ tone: 'primary' })} onClick={() => send({ type: 'account.edit' })}>
                {t('profile.edit')}
              </button>
              <button type="button" className={form.button({ tone: 'secondary' })} onClick={() => send({ type: 'account.resetPassword' })}>
                {t('profile.resetPassword')}
              </button>
              <button type="button" className={form.button({ tone: 'danger' })} onClick={logout}>
                {t('profile.logout')}
              </button>
            </div>
          )}
          {mode === 'edit' && <EditPanel snapshot={snapshot} send={send} />}
          {mode === 'resetPassword' && <ResetRequestPanel snapshot={snapshot} send={send} email={user.email} />}
        </div>
      )}
    </section>
  );
}
