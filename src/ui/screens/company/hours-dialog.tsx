import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Weekday, WorkingTime } from '@/machines/company-detail/working-hours';
import * as styles from './company-screen.css';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface HoursDialogProps {
  companyName: string;
  week: { day: Weekday; time: WorkingTime; isToday: boolean }[];
  onClose: () => void;
}

/**
 * The Working Hours dialog (spec, accounts §2 Company detail): a modal listing the week, today marked.
 * Focus moves into it and stays there (Tab wraps), Escape or the close button or a click outside closes
 * it, and focus goes back to the control that opened it.
 */
export function HoursDialog({ companyName, week, onClose }: HoursDialogProps) {
  const { t } = useTranslation('companies');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const describe = (time: WorkingTime) => {
    if (time.kind === 'closed') return t('hours.closed');
    if (time.kind === 'allDay') return t('hours.allDay');
    return t('hours.range', { start: clock(time.start), end: clock(time.end) });
  };

  return createPortal(
    <div className={styles.backdrop} onClick={onClose}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.panelTitle}>
            {t('hours.title')}
          </h2>
          <button ref={closeRef} type="button" className={styles.secondary} onClick={onClose}>
            {t('hours.close')}
          </button>
        </div>
        <p className={styles.hint}>{t('hours.timeZone', { name: companyName })}</p>
        <dl className={styles.week}>
          {week.map(({ day, time, isToday }) => (
            <div key={day} className={styles.weekRow} data-today={isToday}>
              <dt>
                {t(`days.${day}`)}
                {isToday ? <span> · {t('hours.today')}</span> : null}
              </dt>
              <dd className={`${styles.definition} ${styles.latin}`}>{describe(time)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>,
    document.body,
  );
}
