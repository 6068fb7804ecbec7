import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CHANGE_FAILED, FORBIDDEN, LOAD_FAILED, SIGNED_OUT } from '@/machines/console/console-calls';
import type { ReturnState } from '@/ui/app/require-user';
import * as styles from './console.css';

/** Which console a screen is in: the admin's or a partner's. Signed out and not allowed say which. */
export type ConsoleName = 'admin' | 'partner';

/** The namespaces of the consoles' screens, where a screen's own error keys are (`checkIn.openFailed`). */
export type ConsoleNamespace = 'admin' | 'partnerPortal' | 'partnerTours';

/**
 * The words of a console's problem key. The console calls' keys (signed out, not allowed, load and change
 * failed) are written once, in common's `console` block, for both consoles; any other key is the screen's
 * own, in its namespace.
 */
export function useProblemWords(console: ConsoleName, ns: ConsoleNamespace): (key: string) => string {
  const { t } = useTranslation(['common', ns]);
  return (key) => {
    if (key === SIGNED_OUT || key === FORBIDDEN) return t(`common:${key}.${console}`);
    if (key === LOAD_FAILED || key === CHANGE_FAILED) return t(`common:${key}`);
    return t(`${ns}:${key}`);
  };
}

/**
 * What a console view shows instead of its list: loading, signed out (log in and come back), not allowed
 * (not an admin, not a partner: nothing of the list is kept), or a failed read with Try again.
 */
export function ConsoleProblem({
  console,
  ns,
  loading,
  error,
  from,
  onRetry,
}: {
  console: ConsoleName;
  /** The screen's namespace, for an error key of its own. */
  ns: ConsoleNamespace;
  loading: boolean;
  error: string | null;
  from: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  const words = useProblemWords(console, ns);
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
        <p className={styles.problemText}>{words(SIGNED_OUT)}</p>
        <Link to="/login" state={{ from } satisfies ReturnState} className={styles.primary}>
          {t('console.logIn')}
        </Link>
      </div>
    );
  }
  if (error === FORBIDDEN) {
    return (
      <div className={styles.problem} role="alert" data-testid="console-forbidden">
        <p className={styles.problemText}>{words(FORBIDDEN)}</p>
        <Link to="/" className={styles.secondary}>
          {t('console.home')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      <p className={styles.problemText}>{words(error ?? LOAD_FAILED)}</p>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {t('console.tryAgain')}
      </button>
    </div>
  );
}

/** The server's word against a change, as it wrote it, or why the change did not go through. */
export function ChangeProblem({
  console,
  ns,
  refusal,
  error,
  testId,
}: {
  console: ConsoleName;
  /** The screen's namespace, for an error key of its own. */
  ns: ConsoleNamespace;
  refusal: string | null;
  error: string | null;
  testId: string;
}) {
  const words = useProblemWords(console, ns);
  if (!refusal && !error) return null;
  return (
    <p className={styles.errorText} role="alert" data-testid={testId}>
      {refusal ?? words(error ?? CHANGE_FAILED)}
    </p>
  );
}
