import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { timedRedirectMachine, type ResultPage } from '@/machines/timed-redirect/timed-redirect.machine';
import { selectCanStay, selectIsStayed, selectSecondsLeft, selectShouldLeave } from '@/machines/timed-redirect/timed-redirect.selectors';
import { inspected } from '@/ui/app/inspector';
import { numberLocale } from '@core/text/price';
import * as styles from './payment-pages.css';
import { numberFormat } from '@core/time/intl';

/**
 * "Returning to the home page in 4 s…" (spec, booking §2 and §9: the result pages return home by
 * themselves), with a control to stop the countdown. Leaving the page stops the timer with the actor.
 */
export function ReturnHomeCountdown({ page }: { page: ResultPage }) {
  const { t, i18n } = useTranslation('payment');
  const navigate = useNavigate();
  const [snapshot, send] = useMachine(timedRedirectMachine, inspected({ input: { page } }));
  const secondsLeft = selectSecondsLeft(snapshot);
  const shouldLeave = selectShouldLeave(snapshot);

  useEffect(() => {
    if (shouldLeave) void navigate('/', { replace: true });
  }, [shouldLeave, navigate]);

  if (selectIsStayed(snapshot)) return <p className={styles.muted}>{t('countdown.stayed')}</p>;
  if (secondsLeft === null) return null;
  const seconds = numberFormat(numberLocale(i18n.resolvedLanguage ?? i18n.language)).format(secondsLeft);
  return (
    <>
      {/* Not a live region: a screen reader is not interrupted every second. */}
      <p className={styles.muted}>{t('countdown.returning', { seconds })}</p>
      {selectCanStay(snapshot) ? (
        <button type="button" className={styles.quietAction} onClick={() => send({ type: 'timedRedirect.stayed' })}>
          {t('countdown.stay')}
        </button>
      ) : null}
    </>
  );
}
