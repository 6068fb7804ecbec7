import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { FavouriteHeart } from '@/ui/kit/favourite-heart/favourite-heart';
import { Price } from '@/ui/kit/price/price';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { durationDays, formatTourDateTime } from './tour-format';
import * as styles from './tour-details-screen.css';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

/** ✓ or ✗ items, or the spec's empty text. The marks are drawn for the eye; a screen reader hears the list's heading. */
function MarkedList({ items, mark, empty }: { items: readonly string[]; mark: 'included' | 'excluded'; empty: string }) {
  if (items.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        // Items are plain text and may repeat; their place in the list is their identity.
        <li key={`${index}-${item}`} className={styles.markItem}>
          <span className={styles.mark[mark]} aria-hidden="true">
            {mark === 'included' ? '✓' : '✗'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The Information tab (spec, accounts §2 Tour details). */
export function TourInformation({ tour, title, departed }: { tour: Tour; title: string; departed: boolean }) {
  const { t, i18n } = useTranslation('tour');
  const language = i18n.language;
  const notAvailable = t('info.notAvailable');
  const bookable = !departed && tour.availableSeats > 0;
  const days = durationDays(tour.startDate, tour.endDate);
  const logo = tour.companyProfileImageUrl ?? tour.profileImageUrl;
  return (
    <>
      <div className={styles.infoHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <FavouriteHeart tour={tour} size="large" />
      </div>
      <div className={styles.priceLine}>
        <span>
          <span className={styles.visuallyHidden}>{t('info.price')}: </span>
          <Price amount={tour.price} className={styles.price} /> <span className={styles.muted}>{t('info.perPerson')}</span>
        </span>
        <span className={bookable ? styles.badge.available : styles.badge.soldOut}>{bookable ? t('info.available') : t(departed ? 'info.departed' : 'info.soldOut')}</span>
        {bookable && <span className={styles.muted}>{t('info.seatsLeft', { seats: tour.availableSeats })}</span>}
        <span className={styles.rating}>
          <RatingSummary rating={tour.rating} count={tour.reviewCount} />
        </span>
      </div>
      <div className={styles.company}>
        <FallbackImage
          className={styles.companyLogo}
          src={logo}
          fallback={PLACEHOLDER_LOGO}
          alt={t('info.companyLogoAlt', { name: tour.companyName })}
          width={48}
          height={48}
        />
        <span>
          <span className={styles.muted}>{t('info.company')} </span>
          <Link className={styles.companyLink} to={`/companies/${tour.companyId}`}>
            {tour.companyName}
          </Link>
        </span>
      </div>
      <section className={styles.section}>
        <h3 className={styles.subTitle}>{t('info.about')}</h3>
        <p className={styles.text}>{tour.description}</p>
      </section>
      <section className={styles.section}>
        <h3 className={styles.subTitle}>{t('info.details')}</h3>
        <dl className={styles.details}>
          <Detail term={t('info.destination')}>{tour.destinationCity || notAvailable}</Detail>
          <Detail term={t('info.departureLocation')}>{tour.departurePoint || notAvailable}</Detail>
          <Detail term={t('info.departureDate')}>{formatTourDateTime(tour.startDate, language) ?? notAvailable}</Detail>
          <Detail term={t('info.returnDate')}>{formatTourDateTime(tour.endDate, language) ?? notAvailable}</Detail>
          <Detail term={t('info.duration')}>{days ?? notAvailable}</Detail>
          <Detail term={t('info.transport')}>{tour.transportationType || notAvailable}</Detail>
          <Detail term={t('info.specialOffer')}>{t('info.specialOfferText')}</Detail>
        </dl>
      </section>
      {tour.amenities.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.subTitle}>{t('info.amenities')}</h3>
          <ul className={styles.chips}>
            {tour.amenities.map((amenity, index) => (
              <li key={`${index}-${amenity}`} className={styles.chip}>
                {amenity}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section}>
        <h3 className={styles.subTitle}>{t('info.included')}</h3>
        <MarkedList items={tour.included} mark="included" empty={t('info.noIncluded')} />
      </section>
      <section className={styles.section}>
        <h3 className={styles.subTitle}>{t('info.notIncluded')}</h3>
        <MarkedList items={tour.notIncluded} mark="excluded" empty={t('info.noExcluded')} />
      </section>
    </>
  );
}
