import { useEffect, useId } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { reviewsMachine } from '@/machines/reviews/reviews.machine';
import { selectSummary } from '@/machines/reviews/reviews.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import { ReviewsPanel } from '@/ui/kit/reviews/reviews-panel';
import { useReviewAuthor } from '@/ui/kit/reviews/use-review-author';
import * as styles from './tour-details-screen.css';

/**
 * The tour page's Reviews section: the average and count, then the reviews newest first, each
 * with its language, "More reviews", and the form for a traveller who took the tour. Its first page is read
 * on the server with the page (a route machine), so the first paint shows the reviews and hydration meets
 * the same ones; signing in afterwards reads the traveller's standing.
 */
export function TourReviews({ tour }: { tour: Tour }) {
  const { t, i18n } = useTranslation('tour');
  const headingId = useId();
  const author = useReviewAuthor();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [, , actorRef] = useRouteMachine(`reviews:tour:${tour.id}:${language}`, reviewsMachine, {
    input: { subject: 'tour', subjectId: tour.id, author: null },
  });
  const summary = useSelector(actorRef, selectSummary) ?? { rating: tour.rating, reviewCount: tour.reviewCount ?? 0 };

  // Who is signed in, told to the reviews' machine, which reads them again only when that changes.
  useEffect(() => {
    actorRef.send({ type: 'reviews.authorChanged', author });
  }, [author, actorRef]);

  return (
    <section className={styles.reviewsSection} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('reviews.title')}
      </h2>
      <p>
        <RatingSummary rating={summary.rating} count={summary.reviewCount} />
      </p>
      <ReviewsPanel reviewsRef={actorRef} namespace="tour" />
    </section>
  );
}
