import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { fetchRecommendedEvents, type RecommendedEvent } from '@/machines/interactions/recommendations.actors';
import { userIdOf } from '@/machines/session/session-token';
import { selectIsRestoring, selectIsSignedIn, selectUser } from '@/machines/session/session.selectors';
import type { ReturnState } from '@/ui/app/require-user';
import { Session } from '@/ui/app/session';
import { Carousel } from '@/ui/kit/carousel/carousel';
import { EventCategory } from '@/ui/kit/event-parts/event-parts';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { NewTabLink } from '@/ui/kit/new-tab-link/new-tab-link';
import { suggestedEventDate, suggestedEventPlace } from './suggested-event-text';
import * as styles from './suggested-events-carousel.css';

/** A suggested event (spec §3: title, image, category, dates, location, link, map_Link); the API's also carry an id. */
export type SuggestedEvent = Pick<RecommendedEvent, 'title' | 'image' | 'category' | 'dates' | 'location' | 'link' | 'map_Link'> &
  Partial<Pick<RecommendedEvent, 'id' | 'name'>>;

function CalendarIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <rect x="3" y="4.5" width="14" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M10 18s-5.5-5.2-5.5-9.3a5.5 5.5 0 0 1 11 0C15.5 12.8 10 18 10 18z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="10" cy="8.6" r="2" fill="currentColor" />
    </svg>
  );
}

function SuggestedEventSlide({ event }: { event: SuggestedEvent }) {
  const { t } = useTranslation('recommendations');
  const title = event.title?.trim() || event.name?.trim() || '';
  const date = suggestedEventDate(event.dates) ?? t('events.dateNotSpecified');
  const place = suggestedEventPlace(event.location);
  return (
    <article className={styles.slide}>
      <FallbackImage
        className={styles.image}
        src={event.image}
        alt=""
        loading="lazy"
      />
      <div className={styles.body}>
        <EventCategory category={event.category} />
        <h3 className={styles.title}>{title}</h3>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.visuallyHidden}>{t('events.date')}</dt>
            <dd className={styles.factValue}>
              <CalendarIcon />
              {date}
            </dd>
          </div>
          {place && (
            <div className={styles.fact}>
              <dt className={styles.visuallyHidden}>{t('events.location')}</dt>
              <dd className={styles.factValue}>
                <PinIcon />
                {place}
              </dd>
            </div>
          )}
        </dl>
        <div className={styles.actions}>
          {/* The spec's button "opens the event link"; an event of ours opens on its own page in the app. */}
          {typeof event.id === 'number' ? (
            <Link className={styles.primary} to={`/events/${event.id}`}>
              {t('events.viewDetails')}
            </Link>
          ) : (
            event.link && (
              <NewTabLink className={styles.primary} href={event.link} hint={t('events.newTab')}>
                {t('events.viewDetails')}
              </NewTabLink>
            )
          )}
          {event.map_Link && (
            <NewTabLink className={styles.secondary} href={event.map_Link} hint={t('events.newTab')}>
              {t('events.viewOnMap')}
            </NewTabLink>
          )}
        </div>
      </div>
    </article>
  );
}

/** The badge and subtitle under the carousel's heading (spec: 'AI Powered', 'Personalized experiences…'). */
function Intro() {
  const { t } = useTranslation('recommendations');
  return (
    <div className={styles.intro}>
      <span className={styles.badge}>
        <span aria-hidden="true">✦ </span>
        {t('events.badge')}
      </span>
      <p className={styles.subtitle}>{t('events.subtitle')}</p>
    </div>
  );
}

/**
 * DECISION (spec §5: recommendations need login): a visitor who is not signed in sees the carousel's
 * place with an invitation to log in, not the error a call without a token would give.
 */
function SignedOut() {
  const { t } = useTranslation('recommendations');
  const location = useLocation();
  return (
    <Carousel<SuggestedEvent>
      title={t('events.title')}
      description={<Intro />}
      items={[]}
      renderItem={() => null}
      emptyText={t('events.signedOut')}
      emptyAction={
        <Link className={styles.primary} to="/login" state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState}>
          {t('events.login')}
        </Link>
      }
    />
  );
}

/**
 * The home page's AI-suggested events (spec, accounts §2 AI-suggested events carousel; §8 'Failed to
 * fetch recommended events', 'No recommended events found' with 'Complete your profile to get
 * personalized recommendations'), on the shared carousel frame: one event at a time.
 */
export function SuggestedEventsCarousel() {
  const { t } = useTranslation(['recommendations', 'common']);
  const restoring = Session.useSelector(selectIsRestoring);
  const signedIn = Session.useSelector(selectIsSignedIn);
  const user = Session.useSelector(selectUser);
  if (restoring) return null;
  return (
    <div className={styles.frame}>
      {signedIn && user ? (
        <Carousel<SuggestedEvent>
          // A different user reads their own suggestions afresh.
          key={userIdOf(user.token)}
          title={t('events.title')}
          description={<Intro />}
          load={fetchRecommendedEvents}
          errorTitle={t('events.error')}
          emptyText={t('events.empty')}
          emptyAction={
            <Link className={styles.secondary} to="/account">
              {t('events.completeProfile')}
            </Link>
          }
          renderItem={(event) => <SuggestedEventSlide event={event} />}
        />
      ) : (
        <SignedOut />
      )}
    </div>
  );
}
