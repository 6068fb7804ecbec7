import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Tour } from '@/machines/tour-details/tour-details.actors';
import { TOUR_TABS, tourDetailsMachine, type TourDetailsEvent, type TourTab } from '@/machines/tour-details/tour-details.machine';
import { selectCanRetry, selectHasDeparted, selectStatus, selectTab, selectTour } from '@/machines/tour-details/tour-details.selectors';
import { tourIdFrom } from '@/machines/tour-details/tour-id';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { requestAssistantClose } from '@/ui/kit/assistant/assistant-signal';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { BookPanel } from './book-panel';
import { TourGallery } from './tour-gallery';
import { TourInformation } from './tour-information';
import { TourLocation } from './tour-location';
import { TourPlan } from './tour-plan';
import { TourReviews } from './tour-reviews';
import * as styles from './tour-details-screen.css';
import { tourHead } from '@/ui/app/head/tour-head';
import { detailState } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import * as tabStrip from '@/ui/kit/tab-strip/tab-strip.css';
import { useTabStrip } from '@/ui/kit/tab-strip/use-tab-strip';

/** The cover: coverImageUrl, else image, else the first gallery picture (spec, accounts §2 Tour details). */
function coverOf(tour: Tour): string | null {
  return tour.coverImageUrl?.trim() || tour.image?.trim() || tour.imageUrls.find((url) => url.trim() !== '') || null;
}

/** Arrow keys follow the reading direction: in Arabic the next tab is to the left. */
function keyEvent(key: string, rtl: boolean): TourDetailsEvent | null {
  switch (key) {
    case 'ArrowRight':
      return { type: rtl ? 'tourDetails.previousTab' : 'tourDetails.nextTab' };
    case 'ArrowLeft':
      return { type: rtl ? 'tourDetails.nextTab' : 'tourDetails.previousTab' };
    case 'Home':
      return { type: 'tourDetails.firstTab' };
    case 'End':
      return { type: 'tourDetails.lastTab' };
    default:
      return null;
  }
}

interface TourViewProps {
  tour: Tour;
  /** It had already left when it was read. */
  departed: boolean;
  tab: TourTab;
  send: (event: TourDetailsEvent) => void;
}

function Tabs({ tour, departed, title, tab, send }: TourViewProps & { title: string }) {
  const { t, i18n } = useTranslation('tour');
  const id = useId();
  const tablistRef = useTabStrip<HTMLDivElement>(tab);
  const tabRefs = useRef(new Map<TourTab, HTMLButtonElement>());

  // After an arrow key moved the selection, focus follows it (only while focus is in the tablist).
  useEffect(() => {
    if (tablistRef.current?.contains(document.activeElement)) tabRefs.current.get(tab)?.focus();
  }, [tab, tablistRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyEvent(event.key, i18n.dir() === 'rtl');
    if (!next) return;
    event.preventDefault();
    send(next);
  };

  return (
    <div className={styles.main}>
      <div ref={tablistRef} role="tablist" aria-label={t('tabs.label')} className={`${tabStrip.scroller} ${styles.tablist}`} onKeyDown={onKeyDown}>
        {TOUR_TABS.map((name) => {
          const selected = name === tab;
          return (
            <button
              key={name}
              ref={(node) => {
                if (node) tabRefs.current.set(name, node);
                else tabRefs.current.delete(name);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${name}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className={selected ? styles.tab.selected : styles.tab.idle}
              onClick={() => send({ type: 'tourDetails.tabSelected', tab: name })}
            >
              {t(`tabs.${name}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className={styles.panel}>
        {tab === 'information' && <TourInformation tour={tour} title={title} departed={departed} />}
        {tab === 'tourPlan' && <TourPlan tour={tour} />}
        {tab === 'location' && <TourLocation tour={tour} />}
        {tab === 'gallery' && <TourGallery tour={tour} title={title} />}
      </div>
    </div>
  );
}

function TourView({ tour, departed, tab, send }: TourViewProps) {
  const { t } = useTranslation('tour');
  const title = tour.title?.trim() || t('untitled');
  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <FallbackImage className={styles.heroImage} src={coverOf(tour)} alt="" />
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{title}</h1>
          {tour.destinationCity && <p className={styles.heroCity}>{tour.destinationCity}</p>}
        </div>
      </header>
      <div className={styles.layout}>
        <Tabs tour={tour} departed={departed} title={title} tab={tab} send={send} />
        <BookPanel tour={tour} departed={departed} />
      </div>
      <TourReviews tour={tour} />
    </article>
  );
}

function TourDetails({ id }: { id: number | null }) {
  const { t } = useTranslation('tour');
  const [snapshot, send] = useRouteMachine(`tour:${id}`, tourDetailsMachine, { input: { id } });
  const status = selectStatus(snapshot);
  const tour = selectTour(snapshot);
  usePageHead((meta) => tourHead(meta, id, detailState(status, tour, ['notFound', 'missingId'])));
  const retry = selectCanRetry(snapshot) ? (
    <button type="button" className={styles.primaryButton} onClick={() => send({ type: 'tourDetails.retry' })}>
      {t('status.tryAgain')}
    </button>
  ) : null;
  const browse = (
    <Link className={styles.primaryButton} to="/tours">
      {t('status.browseTours')}
    </Link>
  );

  switch (status) {
    case 'loaded':
      return tour ? <TourView tour={tour} departed={selectHasDeparted(snapshot)} tab={selectTab(snapshot)} send={send} /> : null;
    case 'loading':
      return (
        <div className={styles.message} role="status" aria-busy="true">
          <p className={styles.messageTitle}>{t('status.loading')}</p>
        </div>
      );
    case 'noData':
      return (
        <div className={styles.message}>
          <h1 className={styles.messageTitle}>{t('status.noData')}</h1>
          {retry}
        </div>
      );
    case 'notFound':
      return (
        <div className={styles.message}>
          <h1 className={styles.messageTitle}>{t('status.notFoundTitle')}</h1>
          <p>{t('status.notFoundText')}</p>
          {browse}
        </div>
      );
    case 'missingId':
      return (
        <div className={styles.message} role="alert">
          <h1 className={styles.errorTitle}>{t('status.failed')}</h1>
          <p>{t('status.missingId')}</p>
          {browse}
        </div>
      );
    case 'failed':
      return (
        <div className={styles.message} role="alert">
          <h1 className={styles.errorTitle}>{t('status.failed')}</h1>
          <p>{t('status.fetchFailed')}</p>
          {retry}
        </div>
      );
  }
}

/**
 * /travel-with-us (spec, accounts §2 Tour details). The tour id comes from navigation state (`id`,
 * `tour.id` or `tourId`: cards, the assistant), else from `?id=`. An id that came only in state is written
 * into the address too (replacing the entry, keeping the state), so a reload or a shared link opens the same
 * tour.
 */
export function TourDetailsScreen() {
  useTranslation(['tour', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const id = tourIdFrom(location.state, location.search);
  const addressId = new URLSearchParams(location.search).get('id');
  // Spec §2: opening the page toggles the assistant once; Rihla puts it away, never opens it (D94).
  useEffect(() => requestAssistantClose(), []);

  useEffect(() => {
    if (id === null || addressId === String(id)) return;
    const params = new URLSearchParams(location.search);
    params.set('id', String(id));
    void navigate({ pathname: location.pathname, search: `?${params.toString()}`, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [id, addressId, location.pathname, location.search, location.hash, location.state, navigate]);

  // A different tour (the assistant can open another while this page is shown) starts afresh.
  return <TourDetails key={id ?? 'none'} id={id} />;
}
