import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@/machines/company-detail/company-detail.actors';
import { COMPANY_TABS, type companyDetailMachine, type CompanyTab } from '@/machines/company-detail/company-detail.machine';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './company-screen.css';
import * as tabStrip from '@/ui/kit/tab-strip/tab-strip.css';
import { useTabStrip } from '@/ui/kit/tab-strip/use-tab-strip';

type CompanySend = ReturnType<typeof useMachine<typeof companyDetailMachine>>[1];

/** The company's tabs (Travels, Description, Photos, Reviews), moved along with the arrow keys, Home and End. */
export function Tabs({ tab, send, panelId }: { tab: CompanyTab; send: CompanySend; panelId: string }) {
  const { t, i18n } = useTranslation('companies');
  const refs = useRef<Partial<Record<CompanyTab, HTMLButtonElement | null>>>({});
  const strip = useTabStrip<HTMLDivElement>(tab);
  const select = (next: CompanyTab) => {
    send({ type: 'company.tabSelected', tab: next });
    refs.current[next]?.focus();
  };
  // Arrow keys move along the tabs in reading order (mirrored in Arabic), Home and End to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = COMPANY_TABS.indexOf(tab);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const count = COMPANY_TABS.length;
    const target =
      event.key === forward ? COMPANY_TABS[(index + 1) % count]
      : event.key === backward ? COMPANY_TABS[(index + count - 1) % count]
      : event.key === 'Home' ? COMPANY_TABS[0]
      : event.key === 'End' ? COMPANY_TABS[count - 1]
      : undefined;
    if (!target) return;
    event.preventDefault();
    select(target);
  };
  return (
    <div ref={strip} className={`${tabStrip.scroller} ${styles.tabs}`} role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {COMPANY_TABS.map((name) => (
        <button
          key={name}
          ref={(node) => {
            refs.current[name] = node;
          }}
          id={`${panelId}-${name}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === name}
          aria-controls={panelId}
          tabIndex={tab === name ? 0 : -1}
          onClick={() => send({ type: 'company.tabSelected', tab: name })}
        >
          {t(`tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

/** Photos: the company's cover and the pictures of its tours (the company record has no gallery of its own). */
function photosOf(company: CompanyDetail): string[] {
  const pictures = [company.coverImageUrl, ...company.travels.flatMap((tour) => [tour.coverImageUrl, tour.image, ...tour.imageUrls])];
  return [...new Set(pictures.filter((picture): picture is string => Boolean(picture?.trim())))];
}

export function TabPanel({ tab, company, panelId, reviews }: { tab: CompanyTab; company: CompanyDetail; panelId: string; reviews: ReactNode }) {
  const { t } = useTranslation('companies');
  let content: ReactNode;
  if (tab === 'travels') {
    content =
      company.travels.length === 0 ? (
        <p className={styles.muted}>{t('detail.noTravels')}</p>
      ) : (
        <ul className={styles.tourGrid}>
          {company.travels.map((tour) => (
            <li key={tour.id}>
              <TourCard tour={tour} />
            </li>
          ))}
        </ul>
      );
  } else if (tab === 'description') {
    content = (
      <div className={styles.main}>
        <p className={styles.paragraph}>{company.description || t('detail.noDescription')}</p>
        {company.destinations.length > 0 ? (
          <>
            <h3 className={styles.panelTitle}>{t('detail.destinations')}</h3>
            <ul className={styles.chips}>
              {company.destinations.map((destination) => (
                <li key={destination} className={styles.chip}>
                  {destination}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  } else if (tab === 'photos') {
    const photos = photosOf(company);
    content =
      photos.length === 0 ? (
        <p className={styles.muted}>{t('detail.noPhotos')}</p>
      ) : (
        <ul className={styles.photoGrid}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <FallbackImage
                className={styles.photo}
                src={photo}
                alt={t('detail.photoAlt', { name: company.companyName, number: index + 1 })}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      );
  } else {
    content = reviews;
  }
  return (
    <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} tabIndex={0} className={styles.tabPanel}>
      {content}
    </div>
  );
}
