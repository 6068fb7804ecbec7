import { type useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { PLACEHOLDER_LOGO } from '@/api/images';
import type { CompanyDetail } from '@/machines/company-detail/company-detail.actors';
import { type companyDetailMachine } from '@/machines/company-detail/company-detail.machine';
import type { ReviewSummary } from '@/machines/reviews/reviews.actors';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { RatingSummary } from '@/ui/kit/rating-stars/rating-summary';
import * as styles from './company-screen.css';

type CompanySend = ReturnType<typeof useMachine<typeof companyDetailMachine>>[1];

/** The WhatsApp chat address for a phone number: https://wa.me/ and its digits (null when it has none). */
export function whatsAppLink(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** The company page's header: its cover, logo, name, rating and slogan, with WhatsApp and Follow. */
export function Header({ company, rating, following, send }: { company: CompanyDetail; rating: ReviewSummary; following: boolean; send: CompanySend }) {
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
          {/* The average of its reviews with their count, or "New": the same count as the Reviews panel. */}
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
