import { useTranslation } from 'react-i18next';
import * as styles from './event-like-button.css';

export interface EventLikeButtonProps {
  /** The event's name, for the button's accessible name ('Like Abu Simbel Sun Festival'). */
  name: string;
  liked: boolean;
  onToggle: () => void;
}

/** The like toggle of an event card or page: a toggle button (`aria-pressed`) with a heart. */
export function EventLikeButton({ name, liked, onToggle }: EventLikeButtonProps) {
  const { t } = useTranslation('events');
  return (
    <button type="button" className={styles.button} aria-pressed={liked} aria-label={t('like.label', { name })} onClick={onToggle}>
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.5 1.1 5 3 1.5-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span aria-hidden="true">{liked ? t('like.liked') : t('like.like')}</span>
    </button>
  );
}
