import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './microphone-button.css';

export interface MicrophoneButtonProps {
  /** From `useVoice().listening`. */
  listening: boolean;
  /** From `useVoice().supported`: the button stays usable (a click gives the spec's alert); only its hint changes. */
  supported?: boolean;
  disabled?: boolean;
  /** `toggle(language)` of `useVoice`, in the app language. */
  onToggle: () => void;
}

/**
 * The assistant's microphone (spec, accounts §2 widget, §4 voice): a toggle button (`aria-pressed` while
 * listening) with a visible listening indicator, and a polite status that tells screen-reader users when
 * the microphone is open.
 */
export function MicrophoneButton({ listening, supported = true, disabled = false, onToggle }: MicrophoneButtonProps) {
  const { t } = useTranslation('voice');
  return (
    <span className={styles.wrapper}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={listening}
        aria-label={t('microphone.label')}
        title={supported ? t('microphone.label') : t('microphone.unsupported')}
        disabled={disabled}
        onClick={onToggle}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
          <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {listening ? <span className={styles.indicator} data-testid="listening-indicator" aria-hidden="true" /> : null}
      </button>
      <span role="status" className={visuallyHidden}>
        {listening ? t('microphone.listening') : ''}
      </span>
    </span>
  );
}
