import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { holdCountdownMachine } from '@/machines/hold-countdown/hold-countdown.machine';
import { minutesAndSeconds, selectIsLapsed, selectSecondsLeft } from '@/machines/hold-countdown/hold-countdown.selectors';
import { inspected } from '@/ui/app/inspector';
import { numberFormat } from '@core/time/intl';
import { numberLocale } from '@core/text/price';
import * as styles from './hold-countdown.css';

export interface HoldCountdownProps {
  /** The booking's `holdExpiresAt` (ISO 8601). */
  expiresAt: string;
  /**
   * The page's clock reading when it read the booking (its machine's, e.g. the time the answer arrived):
   * the first frame shows the time left then; the countdown reads the device's clock from its first tick.
   */
  now: number;
}

/**
 * "Your seats are held for 14:05": the live time left on a pending booking's seat hold.
 * A timer, not a live region (role="timer"): a screen reader is not interrupted every second, and reads
 * the time when the traveller reaches it. When the hold is over it says so.
 */
export function HoldCountdown({ expiresAt, now }: HoldCountdownProps) {
  const { t, i18n } = useTranslation('common');
  const [snapshot] = useMachine(holdCountdownMachine, inspected({ input: { expiresAt, now } }));
  if (selectIsLapsed(snapshot)) return <p className={styles.lapsed}>{t('holdCountdown.lapsed')}</p>;
  const { minutes, seconds } = minutesAndSeconds(selectSecondsLeft(snapshot));
  const digits = numberFormat(numberLocale(i18n.resolvedLanguage ?? i18n.language), { minimumIntegerDigits: 2, useGrouping: false });
  const shown = `${numberFormat(numberLocale(i18n.resolvedLanguage ?? i18n.language), { useGrouping: false }).format(minutes)}:${digits.format(seconds)}`;
  return (
    <p className={styles.countdown}>
      {t('holdCountdown.heldFor')}{' '}
      <span role="timer" className={styles.time} aria-label={t('holdCountdown.spoken', { minutes, seconds })}>
        {shown}
      </span>
    </p>
  );
}
