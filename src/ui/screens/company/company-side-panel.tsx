import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import { selectSimilarCompanies, selectUpcomingTravels, type CompanyDetailSnapshot } from '@/machines/company-detail/company-detail.selectors';
import { Price } from '@/ui/kit/price/price';
import { tourDetailsLink } from '@/ui/kit/tour-card/tour-card';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './company-screen.css';
import { dateTimeFormat } from '@core/time/intl';
import { numberLocale } from '@core/text/price';

/** Beside the tabs: the company's upcoming tours with the days left, and similar companies. */
export function SidePanel({ snapshot }: { snapshot: CompanyDetailSnapshot }) {
  const { t, i18n } = useTranslation('companies');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const upcoming = selectUpcomingTravels(snapshot);
  const similar = selectSimilarCompanies(snapshot);
  const dateFormat = dateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
  return (
    <div className={styles.main}>
      <section className={styles.panel} aria-labelledby="company-upcoming-title">
        <h2 id="company-upcoming-title" className={styles.panelTitle}>
          {t('detail.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className={styles.muted}>{t('detail.noUpcoming')}</p>
        ) : (
          <ul className={styles.sideList}>
            {upcoming.map(({ tour, daysLeft }) => {
              const link = tourDetailsLink(tour.id);
              return (
                <li key={tour.id} className={styles.sideItem}>
                  <Link className={styles.sideLink} to={link.to} state={link.state}>
                    {tour.title?.trim() || t('detail.untitledTour')}
                  </Link>
                  <p className={styles.sideMeta}>
                    {tour.startDate ? dateFormat.format(new Date(tour.startDate)) : null}
                    {' · '}
                    {/* EGP, as on every screen (S7; the spec's "$29,500.00" misstated an EGP amount). */}
                    <span className={styles.latin}>
                      <Price amount={tour.price} />
                    </span>
                  </p>
                  <p className={styles.daysLeft}>{t('detail.daysLeft', { count: daysLeft })}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="company-similar-title">
        <h2 id="company-similar-title" className={styles.panelTitle}>
          {t('detail.similar')}
        </h2>
        {similar.length === 0 ? (
          <p className={styles.muted}>{t('detail.noSimilar')}</p>
        ) : (
          <ul className={styles.sideList}>
            {similar.map((other) => (
              <li key={other.id}>
                <Link className={styles.similar} to={`/companies/${other.id}`}>
                  <FallbackImage
                    className={styles.similarLogo}
                    src={other.profileImageUrl}
                    fallback={PLACEHOLDER_LOGO}
                    alt=""
                    width={40}
                    height={40}
                  />
                  {other.companyName}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
