import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import { fetchAllPartnerCompanies, type CompanyListItem } from '@/api/partners';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { LoadState } from '@/ui/kit/loadable/load-state';
import { useLoadable } from '@/ui/kit/loadable/use-loadable';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import * as styles from './partners-screen.css';
import { simpleHead } from '@/ui/app/head/page-heads';
import { usePageHead } from '@/ui/app/head/use-page-head';

function PartnerCard({ company }: { company: CompanyListItem }) {
  const { t } = useTranslation('partner');
  const nameId = useId();
  const address = company.address.trim();
  return (
    <li className={styles.card}>
      <FallbackImage className={styles.logo} src={company.profileImageUrl} fallback={PLACEHOLDER_LOGO} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.cardBody}>
        <h3 id={nameId} className={styles.cardName}>
          {company.companyName}
        </h3>
        <p className={styles.cardMeta}>
          <RatingSummary rating={company.rating} count={company.reviewCount} />
        </p>
        {address ? <p className={styles.cardMeta}>{address}</p> : null}
      </div>
      <Link className={styles.cardLink} to={`/companies/${company.id}`} aria-describedby={nameId}>
        {t('partners.viewCompany')}
      </Link>
    </li>
  );
}

/** Every partner company, read from the server in the page's language. */
function PartnerList() {
  const { t } = useTranslation('partner');
  const companies = useLoadable<CompanyListItem[]>('partners', fetchAllPartnerCompanies);
  const placeholder = (
    <div className={styles.skeletons}>
      {[1, 2, 3].map((key) => (
        <div key={key} className={styles.skeleton} />
      ))}
    </div>
  );
  return (
    <section aria-labelledby="partners-list-title">
      <h2 id="partners-list-title" className={styles.listTitle}>
        {t('partners.listTitle')}
      </h2>
      <LoadState loadable={companies} errorText={t('partners.error')} placeholder={placeholder}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.empty}>{t('partners.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((company) => (
                <PartnerCard key={company.id} company={company} />
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}

/**
 * Our partners (`/partners`; spec, accounts §2 lists the route without its content): Rihla's partner
 * companies, each leading to its page (/companies/:id), and the call to become one (/GetInTouch). A
 * language switch reads the companies again, in the new language.
 */
export function PartnersScreen() {
  usePageHead((meta) => simpleHead(meta, 'partners', '/partners'));
  const { t, i18n } = useTranslation('partner');
  return (
    <section className={styles.page} aria-labelledby="partners-title">
      <header className={styles.hero}>
        <h1 id="partners-title" className={styles.title}>
          {t('partners.title')}
        </h1>
        <p className={styles.intro}>{t('partners.intro')}</p>
      </header>
      <aside className={styles.cta} aria-labelledby="partners-cta-title">
        <h2 id="partners-cta-title" className={styles.ctaTitle}>
          {t('partners.ctaTitle')}
        </h2>
        <p className={styles.ctaText}>{t('partners.ctaText')}</p>
        <Link to="/GetInTouch" className={styles.ctaLink}>
          {t('partners.becomePartner')}
        </Link>
      </aside>
      <PartnerList key={i18n.resolvedLanguage ?? i18n.language} />
    </section>
  );
}
