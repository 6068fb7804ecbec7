import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSelector, type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import type { CompanyDetail } from '@/machines/company-detail/company-detail.actors';
import { COMPANY_TABS, companyDetailMachine, type CompanyTab } from '@/machines/company-detail/company-detail.machine';
import {
  selectCompany,
  selectFollowing,
  selectIsHoursOpen,
  selectIsOpenNow,
  selectSimilarCompanies,
  selectStatus,
  selectTab,
  selectUpcomingTravels,
  selectWeek,
  type CompanyDetailSnapshot,
} from '@/machines/company-detail/company-detail.selectors';
import { reviewsMachine } from '@/machines/reviews/reviews.machine';
import { selectSummary } from '@/machines/reviews/reviews.selectors';
import type { ReviewSummary } from '@/machines/reviews/reviews.actors';
import { useRouteMachine } from '@/ui/app/ssr/use-route-machine';
import { Price } from '@/ui/kit/price/price';
import { TourCard, tourDetailsLink } from '@/ui/kit/tour-card/tour-card';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { ReviewsPanel } from '@/ui/kit/reviews/reviews-panel';
import { useReviewAuthor } from '@/ui/kit/reviews/use-review-author';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import { HoursDialog } from './hours-dialog';
import * as styles from './company-screen.css';
import { companyHead } from '@/ui/app/head/company-head';
import { detailState } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';
import { dateTimeFormat } from '@/content/intl';
import { numberLocale } from '@/ui/kit/price/format-price';
import * as tabStrip from '@/ui/kit/tab-strip/tab-strip.css';
import { useTabStrip } from '@/ui/kit/tab-strip/use-tab-strip';

type CompanySend = ReturnType<typeof useMachine<typeof companyDetailMachine>>[1];

/** The WhatsApp chat address for a phone number: https://wa.me/ and its digits (null when it has none). */
export function whatsAppLink(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

function Header({ company, rating, following, send }: { company: CompanyDetail; rating: ReviewSummary; following: boolean; send: CompanySend }) {
  const { t } = useTranslation('companies');
  const whatsApp = whatsAppLink(company.phoneNumber);
  return (
    <header className={styles.header}>
      <FallbackImage
        className={styles.cover}
        src={company.coverImageUrl}
        alt=""
      />
      <div className={styles.identity}>
        <FallbackImage
          className={styles.logo}
          src={company.profileImageUrl}
          fallback={PLACEHOLDER_LOGO}
          alt={t('detail.logoAlt', { name: company.companyName })}
          width={96}
          height={96}
        />
        <div className={styles.identityText}>
          <h1 className={styles.name}>{company.companyName}</h1>
          {/* The average of its reviews with their count, or "New" (issue 17): the same count as the Reviews panel. */}
          <div className={styles.ratingRow}>
            <RatingSummary rating={rating.rating} count={rating.reviewCount} />
          </div>
          {company.slogan ? <p className={styles.slogan}>{company.slogan}</p> : null}
        </div>
        <div className={styles.headerActions}>
          {whatsApp ? (
            <a className={styles.whatsapp} href={whatsApp} target="_blank" rel="noopener noreferrer" aria-label={t('detail.whatsAppLabel', { name: company.companyName })}>
              {t('detail.whatsApp')}
            </a>
          ) : null}
          <button
            type="button"
            className={following ? styles.secondary : styles.primary}
            aria-pressed={following}
            onClick={() => send({ type: 'company.followToggled' })}
          >
            {following ? t('detail.following') : t('detail.follow')}
          </button>
        </div>
      </div>
    </header>
  );
}

function ContactPanel({ snapshot, send, reviewCount }: { snapshot: CompanyDetailSnapshot; send: CompanySend; reviewCount: number }) {
  const { t } = useTranslation('companies');
  const company = selectCompany(snapshot) as CompanyDetail;
  const open = selectIsOpenNow(snapshot);
  const phone = company.phoneNumber.trim();
  return (
    <aside className={styles.panel} aria-labelledby="company-contact-title">
      <h2 id="company-contact-title" className={styles.panelTitle}>
        {t('detail.contact')}
      </h2>
      <button
        type="button"
        className={styles.status}
        data-open={open}
        aria-haspopup="dialog"
        aria-label={`${open ? t('detail.openNow') : t('detail.closedNow')}. ${t('detail.seeHours')}`}
        onClick={() => send({ type: 'company.hoursOpened' })}
      >
        <span className={styles.dot} aria-hidden="true" />
        {open ? t('detail.openNow') : t('detail.closedNow')}
      </button>
      <dl className={styles.contacts}>
        {company.email ? (
          <div className={styles.contact}>
            <dt className={styles.term}>{t('detail.email')}</dt>
            <dd className={styles.definition}>
              <a className={styles.latin} href={`mailto:${company.email}`}>
                {company.email}
              </a>
            </dd>
          </div>
        ) : null}
        {phone ? (
          <div className={styles.contact}>
            <dt className={styles.term}>{t('detail.phone')}</dt>
            <dd className={styles.definition}>
              <a className={styles.latin} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {company.address ? (
          <div className={styles.contact}>
            <dt className={styles.term}>{t('detail.address')}</dt>
            <dd className={styles.definition}>{company.address}</dd>
          </div>
        ) : null}
        {company.website ? (
          <div className={styles.contact}>
            <dt className={styles.term}>{t('detail.website')}</dt>
            <dd className={styles.definition}>
              <a className={styles.latin} href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </dd>
          </div>
        ) : null}
        <div className={styles.contact}>
          <dt className={styles.term}>{t('detail.reviewsTitle')}</dt>
          <dd className={styles.definition}>{t('detail.reviewCount', { count: reviewCount })}</dd>
        </div>
      </dl>
    </aside>
  );
}

function Tabs({ tab, send, panelId }: { tab: CompanyTab; send: CompanySend; panelId: string }) {
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

function TabPanel({ tab, company, panelId, reviews }: { tab: CompanyTab; company: CompanyDetail; panelId: string; reviews: ReactNode }) {
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

function SidePanel({ snapshot }: { snapshot: CompanyDetailSnapshot }) {
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
                    {/* EGP, as on every screen (DECISIONS #7 revised; the spec's "$29,500.00" misstated an EGP amount). */}
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
