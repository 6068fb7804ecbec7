import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@core/contract/schema';
import { useAuthGate } from '@/ui/app/use-auth-gate';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { FavouriteHeart } from '../favourite-heart/favourite-heart';
import { formatPrice } from '@core/text/price';
import { Price } from '../price/price';
import { RatingSummary } from '../rating-stars/rating-summary';
import { coverImage, discountPercent, durationDays, formatTourDateTime, isSoldOut } from './tour-facts';
import * as styles from './tour-card.css';

type Tour = components['schemas']['Tour'];

export type TourCardVariant = 'standard' | 'deal' | 'leavingSoon' | 'listing';

export interface TourCardProps {
  tour: Tour;
  /** 'deal': discounted and newest carousels; 'leavingSoon': its carousel; 'listing': the /tours card. */
  variant?: TourCardVariant;
  /** Companies' Special Discounts: shows the struck-through original price with a "-30%" badge. */
  originalPrice?: number;
  /** Book Now from an AI-recommended card: the booking flow records checkout 1 and booked. */
  fromRecommendation?: boolean;
  /**
   * The card opens a listing's first screen: its picture is the page's largest paint, so it is asked for
   * at once and first (never `loading="lazy"` above the fold).
   */
  priority?: boolean;
}

/** Where See Details goes (spec, accounts §2): the details page, the id in the URL too so a reload works. */
/** A tour card's shape while its tour loads: the same frame, picture and text height, nothing to read. */
export function TourCardSkeleton({ variant = 'standard' }: { variant?: TourCardVariant }) {
  return (
    <div className={styles.card[variant]} aria-hidden="true">
      <div className={styles.skeletonMedia} />
      <div className={styles.skeletonBody} />
    </div>
  );
}

export function tourDetailsLink(id: number): { to: string; state: { id: number } } {
  return { to: `/travel-with-us?id=${id}`, state: { id } };
}

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? styles.factWide : styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/**
 * The one tour card (spec, accounts §2 Tour card, All-tours listing; §4): cover with fallback, price,
 * title, rating, destination city, favourite heart, See Details, and Book Now, or a disabled Sold Out
 * when no seats remain. Book Now asks a signed-out user to log in first (spec §5).
 */
export function TourCard({
  tour,
  variant = 'standard',
  originalPrice,
  fromRecommendation = false,
  priority = false,
}: TourCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const navigate = useNavigate();
  const gate = useAuthGate();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const title = tour.title?.trim() || t('tourCard.untitled');
  const soldOut = isSoldOut(tour);
  const details = tourDetailsLink(tour.id);
  const percent = discountPercent(tour.price, originalPrice);
  const start = formatTourDateTime(tour.startDate, language);
  const end = formatTourDateTime(tour.endDate, language);
  const days = durationDays(tour.startDate, tour.endDate);
  const seats = Math.max(0, tour.availableSeats);
  const city = tour.destinationCity?.trim();
  const titleId = useId();

  const bookNow = () =>
    gate(() => {
      void navigate(`/book-now?travelId=${tour.id}`, { state: { travelId: tour.id, fromRecommendation } });
    });

  return (
    <article className={styles.card[variant]} aria-labelledby={titleId}>
      <div className={styles.media}>
        <FallbackImage
          className={styles.cover}
          src={coverImage(tour)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {percent !== null ? (
          // The badge keeps the page's direction, so it stays on the start corner opposite the heart (D261);
          // only its text reads left to right ("-30%" in both languages).
          <span className={styles.discountBadge}>
            <span dir="ltr">{t('tourCard.discount', { percent })}</span>
          </span>
        ) : null}
        <span className={styles.heartSlot}>
          <FavouriteHeart tour={tour} />
        </span>
      </div>

      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.meta}>
          {city ? <span className={styles.city}>{city}</span> : null}
          {/* The average of its reviews with their count, or "New" (S10). */}
          <span className={styles.rating}>
            <RatingSummary rating={tour.rating} count={tour.reviewCount} compact />
          </span>
        </p>

        {variant === 'leavingSoon' ? (
          <p className={styles.highlight}>
            <span>{start ? t('tourCard.departs', { date: start }) : t('tourCard.departureUnknown')}</span>
            <span className={styles.seatsStrong}>{t('tourCard.seatsLeft', { seats })}</span>
          </p>
        ) : null}

        {variant === 'deal' ? (
          <dl className={styles.facts}>
            <Fact label={t('tourCard.dates')} wide>
              {start && end ? t('tourCard.dateRange', { start, end }) : (start ?? end ?? t('tourCard.notAvailable'))}
            </Fact>
            <Fact label={t('tourCard.location')}>{city || t('tourCard.notAvailable')}</Fact>
            <Fact label={t('tourCard.duration')}>
              {days === null ? t('tourCard.notAvailable') : days === 1 ? t('tourCard.oneDay') : t('tourCard.days', { days })}
            </Fact>
            <Fact label={t('tourCard.seatsLeftLabel')}>{seats}</Fact>
          </dl>
        ) : null}

        {variant === 'listing' ? (
          <>
            <dl className={styles.facts}>
              <Fact label={t('tourCard.startDate')}>{start ?? t('tourCard.notAvailable')}</Fact>
              <Fact label={t('tourCard.endDate')}>{end ?? t('tourCard.notAvailable')}</Fact>
              <Fact label={t('tourCard.seatsAvailable')}>{seats}</Fact>
              <Fact label={t('tourCard.transportation')}>{tour.transportationType?.trim() || t('tourCard.notAvailable')}</Fact>
            </dl>
            {/* Five stars only with reviews behind them; the card's line above already says "New" otherwise. */}
            {(tour.reviewCount ?? 0) > 0 ? <RatingSummary rating={tour.rating} count={tour.reviewCount} /> : null}
            {tour.description?.trim() ? <p className={styles.description}>{tour.description}</p> : null}
          </>
        ) : null}

        <p className={styles.price}>
          <span className={styles.visuallyHidden}>{t('tourCard.price')} </span>
          <Price amount={tour.price} className={styles.priceNow} />
          {percent !== null && originalPrice !== undefined ? (
            <>
              {' '}
              <span className={styles.visuallyHidden}>{t('tourCard.originalPrice')} </span>
              <del className={styles.priceWas}>{formatPrice(originalPrice, language)}</del>
            </>
          ) : null}
        </p>

        <div className={styles.actions}>
          <Link className={styles.secondaryAction} to={details.to} state={details.state} aria-describedby={titleId}>
            {variant === 'listing' ? t('tourCard.viewDetails') : t('tourCard.seeDetails')}
          </Link>
          {soldOut ? (
            <button type="button" className={styles.primaryAction} disabled aria-describedby={titleId}>
              {t('tourCard.soldOut')}
            </button>
          ) : (
            <button type="button" className={styles.primaryAction} onClick={bookNow} aria-describedby={titleId}>
              {t('tourCard.bookNow')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
