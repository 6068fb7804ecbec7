import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsRestoring, selectIsSignedIn } from '@/machines/session/session.selectors';
import { Session } from './session';

/** Where to come back to after logging in: the path and query of the page that asked. */
export interface ReturnState {
  from?: string;
}

/**
 * The guard (spec, booking §2; accounts §2): a signed-out user goes to /login with the origin in state
 * and comes back there after logging in. While the stored session is still being read, it waits.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const restoring = Session.useSelector(selectIsRestoring);
  const signedIn = Session.useSelector(selectIsSignedIn);
  if (restoring) return <p role="status">{t('app.loading')}</p>;
  if (!signedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState} />;
  }
  return children;
}
