import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EventItem } from '@/machines/events-list/events-list.actors';
import { eventsListMachine } from '@/machines/events-list/events-list.machine';
import { selectEvents, selectEventsError, selectEventsStatus } from '@/machines/events-list/events-list.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { EventCategory, useEventText } from '@/ui/kit/event-parts/event-parts';
import { excerpt } from '@/ui/kit/event-parts/event-text';
import { EventLikeButton } from '@/ui/kit/interactions/event-like-button';
import { useEventLikes, type EventLikes } from '@/ui/kit/interactions/use-event-likes';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './events-screen.css';
import { eventsHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

function EventCard({ event, likes }: { event: EventItem; likes: EventLikes }) {
  const { t } = useTranslation('events');
  const { name, when } = useEventText(event);
  const headingId = `event-${event.id}-name`;
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={headingId}>
        <FallbackImage
          className={styles.cover}
          src={event.image}
          alt=""
          loading="lazy"
        />
        <div className={styles.body}>
          <EventCategory category={event.category} />
          <h2 id={headingId} className={styles.name}>
            {name}
          </h2>
          <p className={styles.meta}>
            <time dateTime={event.date}>{when}</time>
          </p>
          {event.location?.trim() && <p className={styles.meta}>{event.location}</p>}
          {event.description?.trim() && <p className={styles.excerpt}>{excerpt(event.description)}</p>}
          <div className={styles.actions}>
            <Link className={styles.details} to={`/events/${event.id}`} aria-label={t('list.viewDetailsOf', { name })}>
              {t('list.viewDetails')}
            </Link>
            <EventLikeButton name={name} liked={likes.isLiked(event.id)} onToggle={() => likes.toggle(event.id)} />
          </div>
        </div>
      </article>
    </li>
  );
}

/** The events page (spec, accounts §2 Events; §8 'Failed to load events.'): event cards with a like toggle each. */
export function EventsScreen() {
  usePageHead(eventsHead);
  const { t } = useTranslation(['events', 'common']);
  const [snapshot, send] = useRouteMachine('events', eventsListMachine);
  const likes = useEventLikes();
  const status = selectEventsStatus(snapshot);
  const error = selectEventsError(snapshot);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('list.title')}</h1>
        <p className={styles.intro}>{t('list.intro')}</p>
      </header>
      {status === 'loading' && (
        <div role="status" aria-busy="true" className={styles.grid}>
          <span className={styles.visuallyHidden}>{t('list.loading')}</span>
          {[0, 1, 2].map((placeholder) => (
            <div key={placeholder} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <div className={styles.message} role="alert">
          <p className={styles.errorText}>{t(error ?? 'list.error')}</p>
          <button type="button" className={styles.button} onClick={() => send({ type: 'events.retry' })}>
            {t('list.tryAgain')}
          </button>
        </div>
      )}
      {status === 'empty' && <p className={styles.message}>{t('list.empty')}</p>}
      {status === 'content' && (
        <ul className={styles.grid}>
          {selectEvents(snapshot).map((event) => (
            <EventCard key={event.id} event={event} likes={likes} />
          ))}
        </ul>
      )}
    </div>
  );
}
