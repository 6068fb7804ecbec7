import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ChatEvent, ChatTravel } from '@/machines/assistant-chat/assistant-reply';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { Price } from '@/ui/kit/price/price';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './assistant-widget.css';
import { dateTimeFormat } from '@core/time/intl';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An event's date in the chat: short month, day and year in en-US ("Feb 22, 2026") in both languages
 * (spec §9). A date without a time is a calendar day, read in UTC so no time zone moves it.
 */
export function formatChatEventDate(date: string): string {
  return dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(DATE_ONLY.test(date) ? { timeZone: 'UTC' } : {}),
  }).format(new Date(date));
}

/** A tour suggestion: opens /travel-with-us with the id in state and in the address (spec §2). */
export function TravelCard({ travel }: { travel: ChatTravel }) {
  const { t } = useTranslation('assistant');
  return (
    <Link className={styles.card} to={{ pathname: '/travel-with-us', search: `?id=${travel.id}` }} state={{ id: travel.id }}>
      <FallbackImage className={styles.cardImage} src={travel.imageUrl} alt="" loading="lazy" />
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{travel.title || t('cards.untitled')}</span>
        {travel.price !== null && (
          <span className={styles.cardPrice}>
            <span className={visuallyHidden}>{t('cards.price')} </span>
            {/* S7: EGP, as everywhere, with the display currency's approximation beside it */}
            <Price amount={travel.price} />
          </span>
        )}
      </span>
    </Link>
  );
}

/** An event suggestion: name, date, location; opens /events/{id} (spec §2). */
export function EventCard({ event }: { event: ChatEvent }) {
  const { t } = useTranslation('assistant');
  return (
    <Link className={styles.card} to={`/events/${event.id}`}>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{event.name || t('cards.untitled')}</span>
        {event.date && (
          <span className={styles.cardFact}>
            <span className={visuallyHidden}>{t('cards.date')} </span>
            <time dateTime={event.date}>{formatChatEventDate(event.date)}</time>
          </span>
        )}
        {event.location && (
          <span className={styles.cardFact}>
            <span className={visuallyHidden}>{t('cards.location')} </span>
            {event.location}
          </span>
        )}
      </span>
    </Link>
  );
}
