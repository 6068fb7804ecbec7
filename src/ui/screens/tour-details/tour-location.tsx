import { useTranslation } from 'react-i18next';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { destinationMap } from './tour-format';
import * as styles from './tour-details-screen.css';

/** The Location tab: an OpenStreetMap embed of the destination (S16), else the spec's text. */
export function TourLocation({ tour }: { tour: Tour }) {
  const { t } = useTranslation('tour');
  const map = destinationMap(tour.destinationCityLat, tour.destinationCityLng);
  const city = tour.destinationCity || t('info.notAvailable');
  if (!map) {
    return (
      <>
        <p>{t('location.unavailable')}</p>
        <p className={styles.muted}>{t('location.generic', { city, departure: tour.departurePoint || t('info.notAvailable') })}</p>
      </>
    );
  }
  return (
    <>
      <iframe className={styles.map} src={map.embed} title={t('location.mapTitle', { city })} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <a href={map.page} target="_blank" rel="noopener noreferrer">
        {t('location.openMap')}
      </a>
    </>
  );
}
