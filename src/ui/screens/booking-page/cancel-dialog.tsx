import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import * as styles from './booking-page-screen.css';

const FOCUSABLE = 'button:not([disabled]), [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

export interface CancelDialogProps {
  title: string;
  /** What cancelling now does with the money, and until when it is free: already worded. */
  terms: readonly string[];
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * "Cancel this booking?": a modal the traveller must confirm, with the refund and the
 * deadline. Focus moves to Keep booking (the safe answer) and stays inside (Tab wraps); Escape, Keep
 * booking or a click outside closes it, and focus goes back to the button that opened it. While the
 * server answers, both buttons wait.
 */
export function CancelDialog({ title, terms, busy, onKeep, onConfirm }: CancelDialogProps) {
  const { t } = useTranslation('bookings');
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    keepRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onKeep();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} onClick={() => !busy && onKeep()}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={busy}
        data-testid="cancel-dialog"
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('bookingPage.cancel.dialogTitle')}
        </h2>
        <div id={textId}>
          <p className={styles.text}>{t('bookingPage.cancel.dialogText', { title })}</p>
          {terms.map((term) => (
            <p key={term} className={styles.text}>
              {term}
            </p>
          ))}
        </div>
        <div className={styles.actions}>
          <button ref={keepRef} type="button" className={styles.secondary} disabled={busy} onClick={onKeep} data-testid="cancel-keep">
            {t('bookingPage.cancel.keep')}
          </button>
          <button type="button" className={styles.danger} disabled={busy} onClick={onConfirm} data-testid="cancel-confirm">
            {busy ? t('bookingPage.cancel.cancelling') : t('bookingPage.cancel.confirm')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
