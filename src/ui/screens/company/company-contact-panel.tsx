import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '@/machines/company-detail/company-detail.actors';
import { type companyDetailMachine } from '@/machines/company-detail/company-detail.machine';
import { selectCompany, selectIsOpenNow, type CompanyDetailSnapshot } from '@/machines/company-detail/company-detail.selectors';
import * as styles from './company-screen.css';

type CompanySend = ReturnType<typeof useMachine<typeof companyDetailMachine>>[1];

/** How to reach the company: open or closed now (its week on a click), email, phone, address, website and its reviews. */
export function ContactPanel({ snapshot, send, reviewCount }: { snapshot: CompanyDetailSnapshot; send: CompanySend; reviewCount: number }) {
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
