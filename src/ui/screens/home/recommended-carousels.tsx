import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/api/catalogue';
import { fetchRecommendedTravels } from '@/machines/interactions/recommendations.actors';
import { selectUser } from '@/machines/session/session.selectors';
import { Session } from '@/ui/app/session';
import type { ReturnState } from '@/ui/app/require-user';
import { Carousel } from '@/ui/kit/carousel/carousel';
import { SuggestedEventsCarousel } from '@/ui/kit/suggested-events/suggested-events-carousel';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import * as styles from './home-sections.css';

/**
 * The AI-recommended travels and events (spec, accounts §2 Home; §7 recommendation calls). They are
 * the signed-in user's own (§5: recommendations need login): each carousel is keyed by the user, so
 * signing in, out or as someone else reads afresh. Signed out, the travels carousel's place invites the
 * visitor to log in instead of failing with 'User not authenticated'.
 */
function RecommendedTravels({ userId }: { userId: string }) {
  const { t } = useTranslation('home');
  return (
    <Carousel<Tour>
      title={t('carousels.recommended.title')}
      description={<span className={styles.aiBadge}>{t('carousels.recommended.aiPowered')}</span>}
      load={fetchRecommendedTravels}
      errorTitle={`${t('carousels.recommended.error')}. ${t('carousels.recommended.retryHint')}`}
      emptyText={t('carousels.recommended.empty')}
      emptyAction={<p className={styles.muted}>{t('carousels.recommended.completeProfile')}</p>}
      // EGP like every other screen (S7: the spec's dollar sign misstated EGP amounts).
      renderItem={(tour) => <TourCard key={`${userId}-${tour.id}`} tour={tour} fromRecommendation />}
    />
  );
}

function SignInForRecommendations() {
  const { t } = useTranslation('home');
  const location = useLocation();
  return (
    <section className={styles.section} aria-labelledby="home-recommended">
      <h2 id="home-recommended" className={styles.sectionTitle}>
        {t('carousels.recommended.title')} <span className={styles.aiBadge}>{t('carousels.recommended.aiPowered')}</span>
      </h2>
      <p>{t('carousels.recommended.signIn')}</p>
      <Link className={styles.primary} to="/login" state={{ from: `${location.pathname}${location.search}` } satisfies ReturnState}>
        {t('carousels.recommended.signInAction')}
      </Link>
    </section>
  );
}

export function RecommendedCarousels() {
  const user = Session.useSelector(selectUser);
  if (!user) return <SignInForRecommendations />;
  return (
    <>
      <RecommendedTravels key={user.id} userId={user.id} />
      <SuggestedEventsCarousel key={`events-${user.id}`} />
    </>
  );
}
