import { useTranslation } from 'react-i18next';
import { DEFAULT_TOUR_IMAGE, resolveImageUrl } from '@/api/images';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './tour-details-screen.css';

/** How many placeholders a gallery without pictures shows (spec, accounts §2 Tour details). */
const PLACEHOLDERS = 3;

/**
 * The Gallery tab: the tour's pictures, or 3 placeholders when it has none. The spec also shows the
 * placeholders "on image error"; here a broken picture is replaced by a placeholder in its own place,
 * so one broken file does not hide the pictures that load.
 */
export function TourGallery({ tour, title }: { tour: Tour; title: string }) {
  const { t } = useTranslation('tour');
  const images = tour.imageUrls.filter((url) => url.trim() !== '');
  if (images.length === 0) {
    return (
      <ul className={styles.gallery}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index}>
            <img className={styles.galleryImage} src={resolveImageUrl(DEFAULT_TOUR_IMAGE)} alt={t('gallery.placeholderAlt', { number: index + 1 })} loading="lazy" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.gallery}>
      {images.map((url, index) => (
        <li key={`${index}-${url}`}>
          <FallbackImage
            className={styles.galleryImage}
            src={url}
            alt={t('gallery.imageAlt', { title, number: index + 1 })}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}
