import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import type { components } from '@core/contract/schema';
import { SEARCH_PAGE_SIZE, searchCatalogue, type SearchResultItem, type SearchType } from '@/machines/search/search.actors';
import { Pager } from '@/ui/kit/pager/pager';
import { searchResultsPath } from '@/ui/kit/search-box/search-results-link';
import { LoadState } from '@/ui/kit/loadable/load-state';
import { useLoadable } from '@/ui/kit/loadable/use-loadable';
import { numberLocale } from '@core/text/price';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import { SearchBox } from '@/ui/kit/search-box/search-box';
import { TourCard } from '@/ui/kit/tour-card/tour-card';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { classifyResult } from './result-kind';
import { readSearchRequest, type SearchRequest } from './search-request';
import * as styles from './search-results-screen.css';
import { searchHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { dateTimeFormat } from '@core/time/intl';

type Event = components['schemas']['Event'];
type CompanyMatch = components['schemas']['CompanySearchItem'];

/**
 * When an event takes place, in Cairo's time (the events are in Egypt; a traveller abroad plans by the
 * local time), or null when the date cannot be read.
 */
function eventDate(iso: string | null | undefined, language: string): string | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date);
}

function EventResult({ event }: { event: Event }) {
  const { t, i18n } = useTranslation('search');
  // S8: name before title, date before dates.
  const name = event.name?.trim() || event.title?.trim() || t('results.untitledEvent');
  const when = eventDate(event.date, i18n.language) ?? (event.dates?.split(' at ')[0]?.trim() || t('results.dateNotSpecified'));
  return (
    <article className={styles.card}>
      <FallbackImage className={styles.cover} src={event.image} alt="" loading="lazy" />
      <div className={styles.body}>
        <span className={styles.badge}>{event.category?.trim() || t('results.eventBadge')}</span>
        <h2 className={styles.cardTitle}>{name}</h2>
        <p className={styles.meta}>{when}</p>
        {event.location && <p className={styles.meta}>{event.location}</p>}
        <Link className={styles.details} to={`/events/${event.id}`} aria-label={t('results.seeDetailsOf', { name })}>
          {t('results.seeDetails')}
        </Link>
      </div>
    </article>
  );
}

function CompanyResult({ company }: { company: CompanyMatch }) {
  const { t } = useTranslation('search');
  const name = company.companyName?.trim() || t('results.unnamedCompany');
  return (
    <article className={styles.card}>
      <FallbackImage className={styles.cover} src={company.coverImage} alt="" loading="lazy" />
      <div className={styles.body}>
        <span className={styles.badge}>{t('results.companyBadge')}</span>
        <div className={styles.companyHead}>
          <FallbackImage
            className={styles.logo}
            src={company.profileImageUrl}
            fallback={PLACEHOLDER_LOGO}
            alt={t('results.logoAlt', { name })}
            width={48}
            height={48}
          />
          <h2 className={styles.cardTitle}>{name}</h2>
        </div>
        <p className={styles.rating}>
          <RatingSummary rating={company.rating} count={company.reviewCount} />
        </p>
        <Link className={styles.details} to={`/companies/${company.id}`} aria-label={t('results.seeDetailsOf', { name })}>
          {t('results.seeDetails')}
        </Link>
      </div>
    </article>
  );
}

interface ResultsPage {
  items: readonly SearchResultItem[];
  totalCount: number;
  page: number;
}

/**
 * The total, the card grid and the pager (item 6: every match can be reached, 5 at a time), or
 * 'No results found for "…" in …'.
 */
function ResultsList({ results: shown, term, type }: { results: ResultsPage; term: string; type: SearchType }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const results = shown.items.map(classifyResult).filter((result) => result !== null);
  if (results.length === 0 && shown.totalCount === 0) {
    return (
      <p className={styles.message} role="status">
        {t('results.empty', { term, type: t(`types.${type}`) })}
      </p>
    );
  }
  const totalPages = Math.max(1, Math.ceil(shown.totalCount / SEARCH_PAGE_SIZE));
  const first = (shown.page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <>
      <p className={styles.count} role="status" data-testid="results-count">
        {totalPages > 1
          ? t('results.countRange', { count: shown.totalCount, from: first, to: first + shown.items.length - 1 })
          : t('results.count', { count: shown.totalCount })}
      </p>
      {results.length === 0 ? (
        <p className={styles.message}>{t('results.pageEmpty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('results.listLabel')}>
          {results.map((result) => (
            <li key={`${result.kind}-${result.item.id}`}>
              {result.kind === 'tour' && <TourCard tour={result.item} />}
              {result.kind === 'event' && <EventResult event={result.item} />}
              {result.kind === 'company' && <CompanyResult company={result.item} />}
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={shown.page}
        totalPages={totalPages}
        label={t('results.pagesLabel')}
        onPage={(page) => {
          void navigate(searchResultsPath(type, term, page));
        }}
      />
    </>
  );
}

/** After a reload, from a shared link or on a page after the first: that page of the search, with loading and Try Again. */
function ResultsFromServer({ term, type, page }: { term: string; type: SearchType; page: number }) {
  const { t } = useTranslation('search');
  const loadable = useLoadable(`search:${type}:${page}:${term}`, () => searchCatalogue({ term, type }, page));
  return (
    <LoadState
      loadable={loadable}
      errorText={t('results.failed')}
      placeholder={
        <div className={styles.grid} aria-hidden="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      }
    >
      {(found) => <ResultsList results={{ items: found.items, totalCount: found.totalCount, page }} term={term} type={type} />}
    </LoadState>
  );
}

function Results({ request }: { request: SearchRequest }) {
  return request.results ? (
    <ResultsList results={{ items: request.results, totalCount: request.totalCount ?? request.results.length, page: 1 }} term={request.term} type={request.type} />
  ) : (
    <ResultsFromServer term={request.term} type={request.type} page={request.page} />
  );
}

/**
 * /search-results (spec, accounts §2 Search results): the search box again at the top, then the results
 * that came with the navigation, or (after a reload or from a shared link) the same search run again from
 * the address.
 */
export function SearchResultsScreen() {
  const { t } = useTranslation(['search', 'common']);
  const location = useLocation();
  const request = readSearchRequest(location.state, location.search);
  usePageHead((meta) => searchHead(meta, request));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('results.title')}</h1>
        {/* A new search is a new page: the box and the results start afresh from it. */}
        <SearchBox key={`box-${location.key}`} initialTerm={request?.term} initialType={request?.type} />
        {request && <p className={styles.summary}>{t('results.summary', { term: request.term, type: t(`types.${request.type}`) })}</p>}
      </header>
      {request ? <Results key={location.key} request={request} /> : <p className={styles.message}>{t('results.prompt')}</p>}
    </div>
  );
}
