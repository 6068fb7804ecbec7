import { useEffect, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { companyDetailMachine } from '@/machines/company-detail/company-detail.machine';
import { selectCompany, selectFollowing, selectIsHoursOpen, selectStatus, selectTab, selectWeek } from '@/machines/company-detail/company-detail.selectors';
import { reviewsMachine } from '@/machines/reviews/reviews.machine';
import { selectSummary } from '@/machines/reviews/reviews.selectors';
import type { ReviewSummary } from '@/machines/reviews/reviews.actors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { ReviewsPanel } from '@/ui/kit/reviews/reviews-panel';
import { useReviewAuthor } from '@/ui/kit/reviews/use-review-author';
import { ContactPanel } from './company-contact-panel';
import { Header } from './company-header';
import { SidePanel } from './company-side-panel';
import { TabPanel, Tabs } from './company-tabs';
import { HoursDialog } from './hours-dialog';
import * as styles from './company-screen.css';
import { companyHead } from '@/ui/app/head/company-head';
import { detailState } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

export { whatsAppLink } from './company-header';

function CompanyPage({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['companies', 'catalogue', 'common']);
  const [snapshot, send] = useRouteMachine(`company:${companyId}`, companyDetailMachine, { input: { companyId } });
  const author = useReviewAuthor();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The first page of reviews is read on the server with the page (a route machine, as on the tour page), so
  // hydration asks for nothing again; who is signed in is told to it afterwards.
  const [, , reviewsRef] = useRouteMachine(`reviews:company:${companyId}:${language}`, reviewsMachine, {
    input: { subject: 'company', subjectId: Number(companyId) || 0, author: null },
  });
  // Until the reviews are read, the company's own rating and count (server-rendered); then the reviews' own,
  // so writing or deleting a review moves the header and the panel together.
  const readSummary = useSelector(reviewsRef, selectSummary);
  const panelId = useId();

  // Who is signed in, told to the reviews' machine, which reads them again only when that changes.
  useEffect(() => {
    reviewsRef.send({ type: 'reviews.authorChanged', author });
  }, [author, reviewsRef]);

  const status = selectStatus(snapshot);
  const company = selectCompany(snapshot);
  const tab = selectTab(snapshot);
  usePageHead((meta) => companyHead(meta, companyId, detailState(status, company)));

  if (status === 'loading') {
    return (
      <div className={styles.page}>
        <p className={styles.message} role="status" aria-busy="true">
          {t('detail.loading')}
        </p>
      </div>
    );
  }
  if (status === 'notFound') {
    return (
      <div className={styles.page}>
        <div className={styles.message}>
          <h1 className={styles.name}>{t('detail.notFound')}</h1>
          <Link className={styles.primary} to="/companies">
            {t('detail.backToCompanies')}
          </Link>
        </div>
      </div>
    );
  }
  if (status === 'failed' || !company || !tab) {
    return (
      <div className={styles.page}>
        <div className={styles.errorBox} role="alert">
          <p className={styles.errorTitle}>{t('detail.errorTitle')}</p>
          <p className={styles.definition}>{t('detail.failed')}</p>
          <button type="button" className={styles.primary} onClick={() => send({ type: 'company.retry' })}>
            {t('tryAgain')}
          </button>
        </div>
      </div>
    );
  }

  const rating: ReviewSummary = readSummary ?? { rating: company.rating, reviewCount: company.reviewCount ?? company.ratings.length };
  return (
    <div className={styles.page}>
      <Header company={company} rating={rating} following={selectFollowing(snapshot)} send={send} />
      <div className={styles.layout}>
        <ContactPanel snapshot={snapshot} send={send} reviewCount={rating.reviewCount} />
        <section className={styles.main} aria-label={t('tabs.label')}>
          <Tabs tab={tab} send={send} panelId={panelId} />
          <TabPanel tab={tab} company={company} panelId={panelId} reviews={<ReviewsPanel reviewsRef={reviewsRef} namespace="companies" />} />
        </section>
        <SidePanel snapshot={snapshot} />
      </div>
      {selectIsHoursOpen(snapshot) ? (
        <HoursDialog companyName={company.companyName} week={selectWeek(snapshot)} onClose={() => send({ type: 'company.hoursClosed' })} />
      ) : null}
    </div>
  );
}

/**
 * /companies/:companyId (spec, accounts §2 Company detail). Each company gets a fresh page (its own
 * machines), so following a Similar Companies link starts over instead of showing the last company.
 */
export function CompanyScreen() {
  const { companyId = '' } = useParams();
  const { i18n } = useTranslation('companies');
  // The company's texts come from the server in the page's language: a language switch reads them again.
  const language = i18n.resolvedLanguage ?? i18n.language;
  return <CompanyPage key={`${companyId}:${language}`} companyId={companyId} />;
}
