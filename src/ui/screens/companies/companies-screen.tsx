import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { components } from '@core/contract/schema';
import { PLACEHOLDER_LOGO } from '@/api/images';
import {
  ALL_ADDRESSES,
  COMPANY_ADDRESSES,
  RATING_CHOICES,
  queryFromSearchParams,
  searchParamsOf,
} from '@/machines/company-listing/company-filters';
import { fetchDiscountedTours } from '@/api/catalogue';
import { originalPriceOf } from '@/machines/company-listing/company-listing.actors';
import { companyListingMachine } from '@/machines/company-listing/company-listing.machine';
import {
  selectCompanies,
  selectError,
  selectFilters,
  selectIsBusy,
  selectPage,
  selectQuery,
  selectStatus,
  selectTotalCount,
  selectTotalPages,
} from '@/machines/company-listing/company-listing.selectors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { Carousel } from '@/ui/kit/carousel/carousel';
import { Pager } from '@/ui/kit/pager/pager';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './companies-screen.css';
import { companiesHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

type Tour = components['schemas']['Tour'];
/** A company in the list: the spec's id, name and logo, and Rihla's rating and address (D62). */
type CompanyListItem = components['schemas']['CompanyListItem'];

/** The query string without the search text: a change there is a new history entry, typing is not. */
const withoutSearch = (query: string) => {
  const params = new URLSearchParams(query);
  params.delete('q');
  return params.toString();
};

function CompanyCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation('companies');
  const nameId = useId();
  const address = company.address.trim();
  return (
    <li className={styles.card}>
      <FallbackImage
        className={styles.logo}
        src={company.profileImageUrl}
        fallback={PLACEHOLDER_LOGO}
        alt=""
        width={64}
        height={64}
        loading="lazy"
      />
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.cardName}>
          {company.companyName}
        </h3>
        <p className={styles.cardMeta}>
          <RatingSummary rating={company.rating} count={company.reviewCount} />
        </p>
        {address ? <p className={styles.cardMeta}>{address}</p> : null}
      </div>
      <Link className={styles.linkButton} to={`/companies/${company.id}`} aria-describedby={nameId}>
        {t('listing.viewCompany')}
      </Link>
    </li>
  );
}

/**
 * /companies. The companies and deals come from the server in the page's language: a language switch
 * reads them again (the filters stay, they are in the address).
 */
export function CompaniesScreen() {
  const { i18n } = useTranslation('companies');
  return <CompaniesListing key={i18n.resolvedLanguage ?? i18n.language} />;
}

/**
 * The companies listing (spec, accounts §2 Companies listing): 'You're in Safe Hands', the Special Discounts carousel,
 * the filters and the paged list 'Our Partner Companies'. The filters and page are the listing machine's;
 * this view renders them, sends the changes, and keeps the page address in step (reload and Back work).
 */
function CompaniesListing() {
  const { t } = useTranslation(['companies', 'catalogue', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const [snapshot, send] = useRouteMachine(`companies:${searchParams.toString()}`, companyListingMachine, { input: queryFromSearchParams(searchParams) });
  const ids = { search: useId(), rate: useId(), address: useId(), results: useId() };
  usePageHead((meta) => companiesHead(meta, selectPage(snapshot)));

  // The address bar follows the machine, and Back/Forward bring the machine to the address.
  const machineQuery = searchParamsOf(selectQuery(snapshot)).toString();
  const addressQuery = searchParamsOf(queryFromSearchParams(searchParams)).toString();
  const synced = useRef(machineQuery);
  useEffect(() => {
    if (machineQuery === synced.current) return;
    const typingOnly = withoutSearch(machineQuery) === withoutSearch(synced.current);
    synced.current = machineQuery;
    setSearchParams(new URLSearchParams(machineQuery), { replace: typingOnly });
  }, [machineQuery, setSearchParams]);
  useEffect(() => {
    if (addressQuery === synced.current) return;
    synced.current = addressQuery;
    send({ type: 'companies.queryRestored', query: queryFromSearchParams(new URLSearchParams(addressQuery)) });
  }, [addressQuery, send]);

  const status = selectStatus(snapshot);
  const filters = selectFilters(snapshot);
  const companies = selectCompanies(snapshot);
  const error = selectError(snapshot);
  const busy = selectIsBusy(snapshot);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('listing.title')}</h1>
        <p className={styles.intro}>{t('listing.intro')}</p>
      </header>

      <Carousel<Tour>
        title={t('listing.deals.title')}
        load={fetchDiscountedTours}
        errorTitle={t('listing.deals.failed')}
        emptyText={t('listing.deals.empty')}
        renderItem={(tour) => (
          <div className={styles.dealSlide}>
            <TourCard tour={tour} variant="deal" originalPrice={originalPriceOf(tour.price)} />
          </div>
        )}
      />

      <div className={styles.layout}>
        <form className={styles.filters} role="search" aria-labelledby={`${ids.search}-title`} onSubmit={(event) => event.preventDefault()}>
          <h2 id={`${ids.search}-title`} className={styles.filtersTitle}>
            {t('listing.filters.title')}
          </h2>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.search}>
              {t('listing.filters.search')}
            </label>
            <input
              id={ids.search}
              className={styles.input}
              type="search"
              value={filters.search}
              placeholder={t('listing.filters.searchPlaceholder')}
              aria-controls={ids.results}
              onChange={(event) => send({ type: 'companies.searchChanged', search: event.currentTarget.value })}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.rate}>
              {t('listing.filters.rate')}
            </label>
            <select
              id={ids.rate}
              className={styles.select}
              value={filters.rate ?? ''}
              aria-controls={ids.results}
              onChange={(event) => {
                const value = event.currentTarget.value;
                send({ type: 'companies.rateChanged', rate: value === '' ? null : Number(value) });
              }}
            >
              <option value="">{t('listing.filters.anyRating')}</option>
              {RATING_CHOICES.map((value) => (
                <option key={value} value={value}>
                  {t('listing.filters.andUp', { count: value })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={ids.address}>
              {t('listing.filters.address')}
            </label>
            <select
              id={ids.address}
              className={styles.select}
              value={filters.address}
              aria-controls={ids.results}
              onChange={(event) => send({ type: 'companies.addressChanged', address: event.currentTarget.value })}
            >
              <option value={ALL_ADDRESSES}>{t('listing.filters.all')}</option>
              {COMPANY_ADDRESSES.map((city) => (
                <option key={city} value={city}>
                  {t(`cities.${city}`)}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.checkbox}>
            <input
              className={styles.checkboxInput}
              type="checkbox"
              checked={filters.verifiedOnly}
              aria-controls={ids.results}
              onChange={(event) => send({ type: 'companies.verifiedChanged', verifiedOnly: event.currentTarget.checked })}
            />
            {t('listing.filters.verified')}
          </label>
        </form>

        <section className={styles.results} aria-labelledby={`${ids.results}-title`}>
          <div className={styles.resultsHeader}>
            <h2 id={`${ids.results}-title`} className={styles.resultsTitle}>
              {t('listing.partners')}
            </h2>
            {status === 'loaded' ? (
              <p className={styles.count} role="status">
                {t('listing.count', { count: selectTotalCount(snapshot) })}
              </p>
            ) : null}
          </div>

          <div id={ids.results}>
            {status === 'failed' ? (
              <div className={styles.message} role="alert">
                <p className={styles.errorText}>{t(error ?? 'listing.failed')}</p>
                <button type="button" className={styles.button} onClick={() => send({ type: 'companies.retry' })}>
                  {t('tryAgain')}
                </button>
              </div>
            ) : status === 'empty' ? (
              <p className={styles.message} role="status">
                {t('listing.empty')}
              </p>
            ) : status === 'loading' && companies.length === 0 ? (
              <div role="status" aria-busy="true" className={styles.list}>
                <span className={styles.visuallyHidden}>{t('listing.loading')}</span>
                {[1, 2, 3].map((placeholder) => (
                  <div key={placeholder} className={styles.skeleton} aria-hidden="true" />
                ))}
              </div>
            ) : (
              <ul className={styles.list} aria-busy={busy}>
                {companies.map((company) => (
                  <CompanyCard key={company.id} company={company} />
                ))}
              </ul>
            )}
          </div>

          {status === 'loaded' ? (
            <Pager
              page={selectPage(snapshot)}
              totalPages={selectTotalPages(snapshot)}
              label={t('listing.pages')}
              onPage={(page) => send({ type: 'companies.pageChanged', page })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
