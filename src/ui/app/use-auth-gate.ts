import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsSignedIn } from '@/machines/session/session.selectors';
import { Session } from './session';
import type { ReturnState } from './require-user';

/**
 * The one authentication gate inside pages (booking, favouriting, liking, reviewing, recommendations):
 * signed in, the action runs; signed out, the spec's confirm asks "You need to login first. Do you want
 * to login now?" and, when accepted, goes to /login with this page as the origin.
 */
export function useAuthGate(): (action: () => void) => void {
  const { t } = useTranslation('session');
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = Session.useSelector(selectIsSignedIn);
  return useCallback(
    (action: () => void) => {
      if (signedIn) {
        action();
        return;
      }
      if (window.confirm(t('authGate.confirm'))) {
        void navigate('/login', { state: { from: `${location.pathname}${location.search}` } satisfies ReturnState });
      }
    },
    [signedIn, t, navigate, location.pathname, location.search],
  );
}
