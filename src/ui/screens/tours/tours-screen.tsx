import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { tourListingMachine } from '@/machines/tour-listing/tour-listing.machine';
import {
  selectCategories,
  selectError,
  selectFilters,
  selectHasActiveFilters,
  selectPage,
  selectStatus,
  type TourListingSnapshot,
} from '@/machines/tour-listing/tour-listing.selectors';
import { isTourSort, PRICE_MAX, PRICE_MIN, PRICE_STEP, TOUR_SORTS, type TourSort } from '@/machines/tour-listing/tour-filters';
import { listingQueryKey, readListingQuery, writeListingQuery } from '@/machines/tour-listing/tour-listing-query';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { Pager } from '@/ui/kit/pager/pager';
import { formatPrice } from '@core/text/price';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import * as styles from './tours-screen.css';
import { toursHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

type ListingSend = ActorRefFrom<typeof tourListingMachine>['send'];

/** The sort names as keys of the `tours` namespace. */
const SORT_LABELS: Record<TourSort, string> = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  rating: 'sort.rating',
  departure: 'sort.departure',
};

function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

/** The slider's price: the top of the slider lifts the ceiling (see withinPrice), so it reads "EGP 10,000+". */
function usePriceText() {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  return (maxPrice: number) =>
    maxPrice >= PRICE_MAX ? t('filters.priceAndAbove', { price: formatPrice(PRICE_MAX, language) }) : formatPrice(maxPrice, language);
}

function Filters({ snapshot, send }: { snapshot: TourListingSnapshot; send: ListingSend }) {
  const { t } = useTranslation(['tours', 'common']);
  const language = useLanguage();
  const priceText = usePriceText();
  const id = useId();
  const filters = selectFilters(snapshot);
  const categories = selectCategories(snapshot);

  const chooseCategory = (event: ChangeEvent<HTMLSelectElement>) =>
    send({ type: 'tours.categoryChosen', categoryId: event.target.value === '' ? null : Number(event.target.value) });
  const chooseSort = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isTourSort(event.target.value)) send({ type: 'tours.sortChosen', sort: event.target.value });
  };

  return (
    <section className={styles.filters} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.filtersHeading}>
        {t('filters.heading')}
      </h2>
      <form role="search" className={styles.field} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-search`} className={styles.label}>
          {t('filters.search')}
        </label>
        <input
          id={`${id}-search`}
          className={styles.input}
          type="search"
          value={filters.search}
          placeholder={t('filters.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => send({ type: 'tours.searchChanged', search: event.target.value })}
        />
      </form>

      <div className={styles.field}>
        <div className={styles.priceRow}>
          <label htmlFor={`${id}-price`} className={styles.label}>
            {t('filters.maxPrice')}
          </label>
          <output htmlFor={`${id}-price`} className={styles.priceValue}>
            {priceText(filters.maxPrice)}
          </output>
        </div>
        <input
          id={`${id}-price`}
          className={styles.slider}
          type="range"
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={filters.maxPrice}
          aria-valuetext={priceText(filters.maxPrice)}
          onChange={(event) => send({ type: 'tours.maxPriceChanged', maxPrice: Number(event.target.value) })}
        />
        <div className={styles.sliderEnds} aria-hidden="true">
          <span>{formatPrice(PRICE_MIN, language)}</span>
          <span>{formatPrice(PRICE_MAX, language)}</span>
        </div>
      </div>

      <div className={styles.pair}>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`} className={styles.label}>
            {t('filters.category')}
          </label>
          <select id={`${id}-category`} className={styles.select} value={filters.categoryId ?? ''} onChange={chooseCategory}>
            <option value="">{t('filters.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.categoryName}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`} className={styles.label}>
            {t('filters.sort')}
          </label>
          <select id={`${id}-sort`} className={styles.select} value={filters.sort} onChange={chooseSort}>
            {TOUR_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
      </div>

      <button
        type="button"
        className={styles.resetButton}
        disabled={!selectHasActiveFilters(snapshot)}
        onClick={() => send({ type: 'tours.filtersReset' })}
      >
        {t('filters.reset')}
      </button>
    </section>
  );
}

function SkeletonCard() {
  return (
    <li className={styles.skeleton} data-testid="tour-skeleton">
      <div className={styles.skeletonImage} />
      <div className={styles.skeletonTitle} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonShort} />
    </li>
  );
}

function Results({ snapshot, send }: { snapshot: TourListingSnapshot; send: ListingSend }) {
  const { t } = useTranslation(['tours', 'common']);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const status = selectStatus(snapshot);
  const page = selectPage(snapshot);
  const error = selectError(snapshot);

  const choosePage = (number: number) => {
    send({ type: 'tours.pageChosen', page: number });
    // The new page starts at the top of the list: take keyboard and screen-reader users there too.
    headingRef.current?.focus();
  };

  return (
    <section className={styles.results} aria-labelledby={id} aria-busy={snapshot.hasTag('busy')}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
        {t('results.heading')}
      </h2>
      <p className={styles.count} role="status">
        {status === 'loading' ? <span className={styles.visuallyHidden}>{t('results.loading')}</span> : null}
        {status === 'showing' ? t('results.count', { total: page.totalCount, page: page.page, pages: page.totalPages }) : null}
      </p>

      {status === 'loading' ? (
        <ul className={styles.list} aria-hidden="true">
          <SkeletonCard />
          <SkeletonCard />
          <SkeletonCard />
        </ul>
      ) : null}

      {status === 'error' ? (
        <div className={styles.message} role="alert">
          <p className={styles.errorText}>{t(error ?? 'errors.loadFailed')}</p>
          <button type="button" className={styles.primaryButton} onClick={() => send({ type: 'tours.retry' })}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}

      {status === 'noMatches' ? (
        <div className={styles.message}>
          <p className={styles.messageText}>{t('empty.noMatches')}</p>
          <p className={styles.hint}>{t('empty.noMatchesHint')}</p>
          <button type="button" className={styles.primaryButton} onClick={() => send({ type: 'tours.filtersReset' })}>
            {t('empty.showAll')}
          </button>
        </div>
      ) : null}

      {status === 'noTours' ? (
        <div className={styles.message}>
          <p className={styles.messageText}>{t('empty.noTours')}</p>
        </div>
      ) : null}

      {status === 'showing' ? (
        <>
          <ul className={styles.list}>
            {page.items.map((tour, index) => (
              <li key={tour.id}>
                <TourCard tour={tour} variant="listing" priority={index === 0} />
              </li>
            ))}
          </ul>
          <Pager page={page.page} totalPages={page.totalPages} onPage={choosePage} label={t('results.pages')} />
        </>
      ) : null}
    </section>
  );
}

/**
 * The machine and the address agree both ways: a change made on the screen is written to the address
 * (replacing the entry, so typing a search does not fill the history), and an address changed from outside
 * (the back button, a link to /tours?category=2 while here) is handed to the machine. `agreed` is the last
 * listing both held, which tells the two apart.
 */
function useListingInAddress(snapshot: TourListingSnapshot, send: ListingSend): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressKey = listingQueryKey(readListingQuery(searchParams));
  const { filters, page } = snapshot.context;
  const machineKey = listingQueryKey({ filters, page });
  const agreed = useRef(addressKey);

  useEffect(() => {
    if (addressKey !== agreed.current) {
      agreed.current = addressKey;
      send({ type: 'tours.queryChanged', query: readListingQuery(searchParams) });
    } else if (machineKey !== agreed.current) {
      agreed.current = machineKey;
      setSearchParams((current) => writeListingQuery({ filters, page }, current), { replace: true });
    }
  }, [addressKey, machineKey, searchParams, setSearchParams, send, filters, page]);
}

function ToursListing() {
  const { t } = useTranslation(['tours', 'common']);
  const [searchParams] = useSearchParams();
  // The address is the listing's starting point (a reload, a shared link, the home page's categories).
  const [snapshot, send] = useRouteMachine(`tours:${searchParams.toString()}`, tourListingMachine, { input: readListingQuery(searchParams) });
  useListingInAddress(snapshot, send);
  usePageHead((meta) => toursHead(meta, { page: snapshot.context.page, categoryId: snapshot.context.filters.categoryId }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </header>
      <div className={styles.layout}>
        <Filters snapshot={snapshot} send={send} />
        <Results snapshot={snapshot} send={send} />
      </div>
    </div>
  );
}

/**
 * The all-tours listing at /tours and /travels (spec, accounts §2 All-tours listing): filters, sort, paging,
 * and the listing's loading, error and empty states, all from the tour listing machine.
 */
export function ToursScreen() {
  const { i18n } = useTranslation(['tours', 'common']);
  // Tour titles and category names come in the page's language (S18): a language switch loads
  // the listing again in the new language. The filters survive it, since they are in the address.
  return <ToursListing key={i18n.resolvedLanguage ?? i18n.language} />;
}
