import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  FEATURED_TOUR_ID,
  fetchCategories,
  fetchDiscountedTours,
  fetchLeavingSoonTours,
  fetchNewestTours,
  fetchPartnerCompanies,
  fetchPopularTours,
  fetchTour,
  type Category,
  type CompanyListItem,
  type Tour,
} from '@/api/catalogue';
import { PLACEHOLDER_LOGO, resolveImageUrl } from '@/api/images';
import { Carousel } from '@/ui/kit/carousel/carousel';
import { LoadState } from '@/ui/kit/loadable/load-state';
import { useLoadable } from '@/ui/kit/loadable/use-loadable';
import { TourCard, TourCardSkeleton, tourDetailsLink } from '@/ui/kit/tour-card/tour-card';
import { formatPrice } from '@core/text/price';
import { ApproximatePrice } from '@/ui/kit/price/price';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { RecommendedCarousels } from './recommended-carousels';
import { Testimonials } from './testimonials';
import * as styles from './home-sections.css';

/**
 * Everything below the hero (spec, accounts §2 Home), in its own chunk so the first paint stays inside
 * the JavaScript budget (scripts/bundle-budget.mjs). Each section reads its own data on its own
 * statechart (the carousel machine, or the loadable machine for one-shot reads), so one slow or failed
 * read never holds up the rest of the page.
 */

/** The home page's category shortcuts (spec: Beaches, Heritage, Mountains, Cities, Museums), in order. */
const SHORTCUTS = ['beaches', 'heritage', 'mountains', 'cities', 'museums'] as const;

/**
 * The shortcuts are the first five server categories (the seed keeps them in the spec's order; see
 * server/catalogue/seed/categories.ts), named in the user's language by the server and leading to the tours
 * listing filtered by that category. Until the categories arrive (or if they cannot), the same five
 * show with their local names and lead to the whole listing.
 */
function CategoryShortcuts() {
  const { t } = useTranslation('home');
  const categories = useLoadable<Category[]>('home:categories', fetchCategories);
  const ordered = [...(categories.data ?? [])].sort((a, b) => a.id - b.id);
  return (
    <nav className={styles.shortcuts} aria-label={t('categories.label')}>
      {SHORTCUTS.map((slug, index) => {
        const category = ordered[index];
        return (
          <Link key={slug} className={styles.shortcut} to={category ? `/tours?category=${category.id}` : '/tours'}>
            <img className={styles.shortcutImage} src={resolveImageUrl(`/images/categories/${slug}.svg`)} alt="" />
            <span>{category?.categoryName ?? t(`categories.${slug}`)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
  );
}

/** The partner logo strip: the first 5 companies, each leading to its page. */
function PartnerStrip() {
  const { t } = useTranslation('home');
  const companies = useLoadable<CompanyListItem[]>('home:partners', fetchPartnerCompanies);
  return (
    <section className={styles.section} aria-labelledby="home-partners">
      <SectionTitle id="home-partners">{t('partners.title')}</SectionTitle>
      <LoadState loadable={companies} errorText={t('partners.error')} placeholder={<div className={styles.logoSkeleton} />}>
        {(items) => (
          <ul className={styles.logos}>
            {items.map((company) => (
              <li key={company.id}>
                <Link className={styles.logoLink} to={`/companies/${company.id}`}>
                  <FallbackImage
                    className={styles.logo}
                    src={company.profileImageUrl}
                    fallback={PLACEHOLDER_LOGO}
                    alt={company.companyName}
                    loading="lazy"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </section>
  );
}

/** The static services block (spec: best prices, covid safe, flexible payment, find the best near you). */
const SERVICES = [
  { key: 'bestPrices', icon: 'M4 12l5 5L20 6' },
  { key: 'covidSafe', icon: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z' },
  { key: 'flexiblePayment', icon: 'M3 7h18v10H3zM3 11h18' },
  { key: 'nearYou', icon: 'M12 21s-6-6.2-6-11a6 6 0 1112 0c0 4.8-6 11-6 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z' },
] as const;

function Services() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-services">
      <SectionTitle id="home-services">{t('services.title')}</SectionTitle>
      <ul className={styles.services}>
        {SERVICES.map(({ key, icon }) => (
          <li key={key} className={styles.service}>
            <svg className={styles.serviceIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={icon} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <h3 className={styles.serviceTitle}>{t(`services.${key}.title`)}</h3>
            <p className={styles.muted}>{t(`services.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The featured tour (spec: id 3) with View Packages and a badge leading to its company. */
function FeaturedTour() {
  const { t, i18n } = useTranslation('home');
  const tour = useLoadable<Tour>('home:featured', () => fetchTour(FEATURED_TOUR_ID));
  return (
    <section className={styles.section} aria-labelledby="home-featured">
      <SectionTitle id="home-featured">{t('featured.title')}</SectionTitle>
      <LoadState loadable={tour} errorText={t('featured.error')} placeholder={<div className={styles.featuredSkeleton} />}>
        {(featured) => {
          const details = tourDetailsLink(featured.id);
          return (
            <article className={styles.featured}>
              <FallbackImage
                className={styles.featuredImage}
                src={featured.coverImageUrl || featured.image || featured.imageUrls?.[0]}
                alt=""
              />
              <div className={styles.featuredBody}>
                <h3 className={styles.featuredTitle}>{featured.title || t('featured.untitled')}</h3>
                <p className={styles.muted}>{featured.destinationCity}</p>
                <p>{featured.description}</p>
                <p className={styles.price}>
                  {t('featured.from', { price: formatPrice(featured.price, i18n.language) })}
                  <ApproximatePrice amount={featured.price} />
                </p>
                <div className={styles.actions}>
                  <Link className={styles.primary} to={details.to} state={details.state}>
                    {t('featured.viewPackages')}
                  </Link>
                  {featured.companyId != null && (
                    <Link className={styles.badge} to={`/companies/${featured.companyId}`}>
                      <FallbackImage
                        className={styles.badgeLogo}
                        src={featured.companyProfileImageUrl || featured.profileImageUrl}
                        fallback={PLACEHOLDER_LOGO}
                        alt=""
                      />
                      {featured.companyName}
                    </Link>
                  )}
                </div>
              </div>
            </article>
          );
        }}
      </LoadState>
    </section>
  );
}

/** The static popular Egypt destinations (spec: Pyramids of Giza, Nuweiba, Luxor Temple, Siwa Oasis). */
const DESTINATIONS = [
  { key: 'pyramids', to: '/pyramids', image: '/images/tours/pyramids.svg' },
  { key: 'nuweiba', to: '/nuweiba', image: '/images/tours/beach.svg' },
  { key: 'luxorTemple', to: '/luxor-temple', image: '/images/tours/temple.svg' },
  { key: 'siwa', to: '/siwa', image: '/images/tours/oasis.svg' },
] as const;

function PopularDestinations() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-destinations">
      <SectionTitle id="home-destinations">{t('destinations.title')}</SectionTitle>
      <ul className={styles.destinations}>
        {DESTINATIONS.map(({ key, to, image }) => (
          <li key={key}>
            <Link className={styles.destination} to={to}>
              <img className={styles.destinationImage} src={resolveImageUrl(image)} alt="" loading="lazy" />
              <span className={styles.destinationName}>{t(`destinations.${key}.name`)}</span>
              <span className={styles.destinationText}>{t(`destinations.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Most Popular Tours: the first 3 tours. */
function MostPopularTours() {
  const { t } = useTranslation('home');
  const tours = useLoadable<Tour[]>('home:popular', fetchPopularTours);
  return (
    <section className={styles.section} aria-labelledby="home-popular">
      <SectionTitle id="home-popular">{t('popular.title')}</SectionTitle>
      <LoadState
        loadable={tours}
        errorText={t('popular.error')}
        placeholder={
          <div className={styles.grid}>
            <div className={styles.cardSkeleton} />
            <div className={styles.cardSkeleton} />
            <div className={styles.cardSkeleton} />
          </div>
        }
      >
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t('carousels.noTours')}</p>
          ) : (
            <ul className={styles.grid}>
              {items.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour} />
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

function ViewAllTours() {
  const { t } = useTranslation('home');
  return (
    <Link className={styles.primary} to="/tours">
      {t('carousels.viewAllTours')}
    </Link>
  );
}

/** A carousel's way to its full page (the guide's /discounted-tours and /newest-tours, booking §2). */
function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link className={styles.seeAll} to={to}>
      {label}
    </Link>
  );
}

/** The three tour carousels read from the catalogue (spec: discounted, leaving soon, newest). */
function TourCarousels() {
  const { t } = useTranslation('home');
  return (
    <>
      <Carousel<Tour>
        title={t('carousels.discounted.title')}
        load={fetchDiscountedTours}
        errorTitle={t('carousels.discounted.error')}
        emptyText={t('carousels.discounted.empty')}
        emptyAction={<ViewAllTours />}
        placeholder={<TourCardSkeleton variant="deal" />}
        description={<SeeAll to="/discounted-tours" label={t('carousels.discounted.seeAll')} />}
        renderItem={(tour) => <TourCard tour={tour} variant="deal" />}
      />
      <Carousel<Tour>
        title={t('carousels.leavingSoon.title')}
        load={fetchLeavingSoonTours}
        errorTitle={t('carousels.leavingSoon.error')}
        placeholder={<TourCardSkeleton variant="leavingSoon" />}
        emptyText={t('carousels.noTours')}
        renderItem={(tour) => <TourCard tour={tour} variant="leavingSoon" />}
      />
      <Carousel<Tour>
        title={t('carousels.newest.title')}
        load={fetchNewestTours}
        errorTitle={t('carousels.newest.error')}
        emptyText={t('carousels.newest.empty')}
        placeholder={<TourCardSkeleton variant="deal" />}
        description={<SeeAll to="/newest-tours" label={t('carousels.newest.seeAll')} />}
        renderItem={(tour) => <TourCard tour={tour} variant="deal" />}
      />
    </>
  );
}

export function HomeSections() {
  return (
    <>
      <CategoryShortcuts />
      <PartnerStrip />
      <Services />
      <FeaturedTour />
      <PopularDestinations />
      <MostPopularTours />
      <TourCarousels />
      <RecommendedCarousels />
      <Testimonials />
    </>
  );
}
