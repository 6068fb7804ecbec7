import { useId } from 'react';
import { Link } from 'react-router-dom';
import { fetchGuideTours } from '@/api/guide-tours';
import type { Tour } from '@/api/catalogue';
import type { PlacePage as PlaceContent, TourQuery } from '@/content/types';
import { LoadState } from '@/ui/kit/loadable/load-state';
import { useLoadable } from '@/ui/kit/loadable/use-loadable';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import { GuideHero, GuideSection } from './guide-parts';
import { useGuideText } from './use-guide-text';
import * as styles from './guide.css';
import * as page from './place-page.css';

/**
 * A page the guide links to that the spec lists without content (booking §2 "Other paths linked from
 * pages": /cairo, /egyptian-museum, /mount-sinai, /cruises, /newest-tours…; "a real page from the
 * same components: a short bilingual description and the live tours for that place or kind"). A way back
 * to its index, its picture and description, and its tours from the API on the loadable statechart.
 */
export function PlacePage({ place }: { place: PlaceContent }) {
  const { t, text, language } = useGuideText();
  const titleId = useId();
  const title = text(place.title);
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <nav className={page.breadcrumb} aria-label={t('place.breadcrumb')}>
        <ol className={page.crumbs}>
          <li className={page.crumb}>
            <Link className={page.crumbLink} to="/">
              {t('place.home')}
            </Link>
          </li>
          {place.parent ? (
            <li className={page.crumb}>
              <Link className={page.crumbLink} to={place.parent.route}>
                {text(place.parent.title)}
              </Link>
            </li>
          ) : null}
          <li className={page.crumb}>
            <span className={page.current} aria-current="page">
              {title}
            </span>
          </li>
        </ol>
      </nav>
      <GuideHero image={place.image} title={title} titleId={titleId} />
      <p className={page.description}>{text(place.description)}</p>
      <GuideSection title={t('place.tours')}>
        {/* Tours come in the page's language: a new language reads them again. */}
        <PlaceTours key={language} query={place.tours} />
      </GuideSection>
    </article>
  );
}

function PlaceTours({ query }: { query: TourQuery }) {
  const { t } = useGuideText();
  const tours = useLoadable<Tour[]>(`guide-tours:${JSON.stringify(query)}`, () => fetchGuideTours(query));
  return (
    <LoadState
      loadable={tours}
      errorText={t('place.toursError')}
      placeholder={
        <div className={page.tourSkeleton}>
          <div className={styles.skeletonHero} />
          <div className={styles.skeletonHero} />
        </div>
      }
    >
      {(items) =>
        items.length ? (
          <ul className={styles.grid}>
            {items.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={page.empty}>
            <p className={styles.text}>{t('place.toursEmpty')}</p>
            <Link className={styles.primaryAction} to="/tours">
              {t('place.allTours')}
            </Link>
          </div>
        )
      }
    </LoadState>
  );
}
