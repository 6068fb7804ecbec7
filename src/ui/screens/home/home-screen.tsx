import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './home-screen.css';
import { homeHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

// The home route's first paint is the hero's words (scripts/bundle-budget.mjs holds it to 120 KB of
// JavaScript, and the shell alone is close to that). Both parts below it are their own chunks, requested
// the moment this module runs (not when React first renders them), so they arrive together in one round
// trip: the search box, whose space is held so nothing moves, and the sections, which read the catalogue.
const searchBoxChunk = import('@/ui/kit/search-box/search-box');
const sectionsChunk = import('./home-sections');
const SearchBox = lazy(() => searchBoxChunk.then((module) => ({ default: module.SearchBox })));
const HomeSections = lazy(() => sectionsChunk.then((module) => ({ default: module.HomeSections })));

/**
 * Every string namespace the home page shows, asked for together so they arrive in one round trip
 * rather than one after another as each part first renders.
 */
const HOME_NAMESPACES = ['home', 'search', 'catalogue', 'recommendations', 'session', 'common'];

/** The home page (spec, accounts §2 Home): the hero with its search, then the sections. */
export function HomeScreen() {
  usePageHead(homeHead);
  const { t } = useTranslation(HOME_NAMESPACES);
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          {t('home:hero.title')}
        </h1>
        <p className={styles.heroSubtitle}>{t('home:hero.subtitle')}</p>
        <div className={styles.search}>
          <Suspense fallback={<div className={styles.searchPending} aria-hidden="true" />}>
            <SearchBox />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={<div className={styles.sectionsPending} aria-hidden="true" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
