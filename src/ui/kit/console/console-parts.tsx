import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FORBIDDEN, SIGNED_OUT } from '@/machines/console/console-calls';
import type { ReturnState } from '@/ui/app/require-user';
import * as styles from './console.css';

/** The consoles (the admin's, a partner's): each has these keys in its own namespace. */
export type ConsoleNamespace = 'admin' | 'partnerPortal' | 'partnerTours';

/**
 * What a console view shows instead of its list: loading, signed out (log in and come back), not allowed
 * (not an admin, not a partner: nothing of the list is kept), or a failed read with Try again.
 */
export function ConsoleProblem({
  ns = 'admin',
  loading,
  error,
  from,
  onRetry,
}: {
  ns?: ConsoleNamespace;
  loading: boolean;
  error: string | null;
  from: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(ns);
  if (loading) {
    return (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('console.loading')}</span>
        <div className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }
  if (error === SIGNED_OUT) {
    return (
      <div className={styles.problem} role="alert">
        <p className={styles.problemText}>{t('console.signedOut')}</p>
        <Link to="/login" state={{ from } satisfies ReturnState} className={styles.primary}>
          {t('logIn')}
        </Link>
      </div>
    );
  }
  if (error === FORBIDDEN) {
    return (
      <div className={styles.problem} role="alert" data-testid="console-forbidden">
        <p className={styles.problemText}>{t('console.forbidden')}</p>
        <Link to="/" className={styles.secondary}>
          {t('home')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemText}>{t(error ?? 'console.loadFailed')}</p>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}

/** The server's word against a change, as it wrote it, or why the change did not go through. */
export function ChangeProblem({ ns = 'admin', refusal, error, testId }: { ns?: ConsoleNamespace; refusal: string | null; error: string | null; testId: string }) {
  const { t } = useTranslation(ns);
  if (!refusal && !error) return null;
  return (
    <p className={styles.errorText} role="alert" data-testid={testId}>
      {refusal ?? t(error ?? 'console.changeFailed')}
    </p>
  );
}
