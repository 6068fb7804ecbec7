import { useCallback } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from '@/machines/event-detail/event-detail.actors';
import { eventDetailMachine } from '@/machines/event-detail/event-detail.machine';
import { selectEvent, selectEventProblemKey, selectEventStatus } from '@/machines/event-detail/event-detail.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { EventCategory, useEventText } from '@/ui/kit/event-parts/event-parts';
import { EventLikeButton } from '@/ui/kit/interactions/event-like-button';
import { useEventLikes } from '@/ui/kit/interactions/use-event-likes';
import { NewTabLink } from '@/ui/kit/new-tab-link/new-tab-link';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './event-screen.css';
import { eventHead } from '@/ui/app/head/event-head';
import { detailState } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

function EventPage({ event }: { event: EventDetail }) {
  const { t } = useTranslation(['events', 'common']);
  const likes = useEventLikes();
  const { name, when } = useEventText(event);
  const facts: { label: string; value: string | null | undefined; time?: boolean }[] = [
    { label: t('event.when'), value: when, time: true },
    { label: t('event.where'), value: event.location?.trim() },
    { label: t('event.category'), value: event.category?.trim() },
    { label: t('event.type'), value: event.type?.trim() },
  ];
  return (
    <article className={styles.article} aria-labelledby="event-name">
      <FallbackImage
        className={styles.hero}
        src={event.image}
        alt=""
      />
      <div className={styles.content}>
        <header className={styles.header}>
          <EventCategory category={event.category} />
          <h1 id="event-name" className={styles.title}>
            {name}
          </h1>
          <EventLikeButton name={name} liked={likes.isLiked(event.id)} onToggle={() => likes.toggle(event.id)} />
        </header>
        <section aria-label={t('event.details')}>
          <dl className={styles.facts}>
            {facts
              .filter((fact) => fact.value)
              .map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.term}>{fact.label}</dt>
                  <dd className={styles.definition}>{fact.time ? <time dateTime={event.date}>{fact.value}</time> : fact.value}</dd>
                </div>
              ))}
          </dl>
        </section>
        {event.description?.trim() && (
          <section className={styles.section} aria-labelledby="event-about">
            <h2 id="event-about" className={styles.sectionTitle}>
              {t('event.about')}
            </h2>
            <p className={styles.text}>{event.description}</p>
          </section>
        )}
        {event.travelTips?.trim() && (
          <section className={styles.section} aria-labelledby="event-tips">
            <h2 id="event-tips" className={styles.sectionTitle}>
              {t('event.travelTips')}
            </h2>
            <p className={styles.text}>{event.travelTips}</p>
          </section>
        )}
        {(event.link || event.map_Link) && (
          <div className={styles.actions}>
            {event.link && (
              <NewTabLink className={styles.primary} href={event.link} hint={t('event.newTab')}>
                {t('event.moreInfo')}
              </NewTabLink>
            )}
            {event.map_Link && (
              <NewTabLink className={styles.secondary} href={event.map_Link} hint={t('event.newTab')}>
                {t('event.viewOnMap')}
              </NewTabLink>
            )}
          </div>
        )}
        <Link className={styles.back} to="/events">
          {t('event.allEvents')}
        </Link>
      </div>
    </article>
  );
}

/**
 * Goes back in history (spec: Go Back on error). DECISION: a page opened directly (a shared link, a new
 * tab) has nothing in the app to go back to, so it goes to the events list instead of leaving the site.
 */
function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key === 'default') void navigate('/events');
    else void navigate(-1);
  }, [navigate, location.key]);
}

/** One event (spec, accounts §2 Events; §8 'Failed to load event.', 'Event ID is missing', 'Event not found'). */
function EventLoader({ id }: { id: string | undefined }) {
  const { t } = useTranslation(['events', 'common']);
  const [snapshot, send] = useRouteMachine(`event:${id}`, eventDetailMachine, { input: { id } });
  const goBack = useGoBack();
  const status = selectEventStatus(snapshot);
  const problem = selectEventProblemKey(snapshot);
  const event = selectEvent(snapshot);
  usePageHead((meta) => eventHead(meta, id ?? '', detailState(status, event)));

  if (status === 'loading') {
    return (
      <div role="status" aria-busy="true" className={styles.loading}>
        <span className={styles.visuallyHidden}>{t('event.loading')}</span>
        <div className={styles.skeletonHero} aria-hidden="true" />
        <div className={styles.skeletonLine} aria-hidden="true" />
        <div className={styles.skeletonLine} aria-hidden="true" />
      </div>
    );
  }
  if (status === 'notFound') {
    return (
      <div className={styles.message}>
        <h1 className={styles.messageTitle}>{t(problem ?? 'event.notFound')}</h1>
        <p className={styles.muted}>{t('event.notFoundHint')}</p>
        <Link className={styles.primary} to="/events">
          {t('event.browse')}
        </Link>
      </div>
    );
  }
  if (status === 'failed' || !event) {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.errorText}>{t(problem ?? 'event.error')}</p>
        <div className={styles.messageActions}>
          <button type="button" className={styles.primaryButton} onClick={goBack}>
            {t('event.goBack')}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => send({ type: 'event.retry' })}>
            {t('event.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
  return <EventPage event={event} />;
}

/** The event page at /events/:id; another id (a link from one event to another) reads afresh. */
export function EventScreen() {
  const { id } = useParams<{ id: string }>();
  return (
    <div className={styles.page}>
      <EventLoader key={id ?? ''} id={id} />
    </div>
  );
}
