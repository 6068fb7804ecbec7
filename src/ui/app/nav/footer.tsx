import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as styles from './footer.css';

/** Rihla's public contact details and social accounts. */
export const CONTACT_EMAIL = 'hello@rihla-egypt.com';
export const CONTACT_PHONE = '+20 2 2736 0000';

const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/rihla.egypt', 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.6V21z'],
  ['Instagram', 'https://www.instagram.com/rihla.egypt', 'M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 6.5v.1'],
  ['X', 'https://x.com/rihla_egypt', 'M4.5 4.5l15 15M19.5 4.5l-15 15'],
  ['YouTube', 'https://www.youtube.com/@rihla.egypt', 'M4 7.5A2.5 2.5 0 0 1 6.5 5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5zM10 9v6l5-3z'],
] as const;

/** The footer's links (spec, accounts §2), by path and the `footer:links.*` key of their label. */
const LINKS = [
  ['/companies', 'companies'],
  ['/travels', 'travels'],
  ['/events', 'events'],
  ['/about-us', 'aboutUs'],
  ['/GetInTouch', 'getInTouch'],
  ['/contact', 'contact'],
] as const;

/**
 * The guide's own pages (spec, booking §2): nothing else links to the services and index pages, so the
 * footer carries them on every page (D97).
 */
const GUIDE = [
  ['/services', 'services'],
  ['/cities', 'cities'],
  ['/museums', 'museums'],
  ['/mountains', 'mountains'],
  ['/beaches', 'beaches'],
  ['/heritage', 'monuments'],
] as const;

/**
 * The footer (spec, accounts §1 and §2): Rihla for companies (it helps them manage payments) with
 * Become a Partner, the site links, the newsletter, contact e-mail and phone, and social accounts.
 * Below the fold, so it loads after the first paint.
 */
export function FooterContent() {
  const { t } = useTranslation(['footer', 'common']);
  return (
    <div className={styles.grid}>
      <section aria-labelledby="footer-partners">
        <p className={styles.brand}>{t('common:app.name')}</p>
        <h2 id="footer-partners" className={styles.heading}>
          {t('partnersTitle')}
        </h2>
        <p className={styles.text}>{t('partnersText')}</p>
        <Link to="/GetInTouch" className={styles.partner}>
          {t('becomePartner')}
        </Link>
      </section>
      <nav aria-labelledby="footer-explore">
        <h2 id="footer-explore" className={styles.heading}>
          {t('explore')}
        </h2>
        <ul className={styles.list}>
          {LINKS.map(([to, key]) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {t(`links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="footer-guide">
        <h2 id="footer-guide" className={styles.heading}>
          {t('guide')}
        </h2>
        <ul className={styles.list}>
          {GUIDE.map(([to, key]) => (
            <li key={to}>
              <Link to={to} className={styles.link}>
                {t(`guideLinks.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="footer-newsletter">
        <h2 id="footer-newsletter" className={styles.heading}>
          {t('newsletterTitle')}
        </h2>
        <p className={styles.text}>{t('newsletterText')}</p>
        <a className={styles.link} href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(t('newsletterSubject'))}`}>
          {t('newsletterSubscribe')}
        </a>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={styles.heading}>
          {t('contactTitle')}
        </h2>
        <ul className={styles.list}>
          <li>
            {t('email')}:{' '}
            <a className={styles.link} href={`mailto:${CONTACT_EMAIL}`} dir="ltr">
              {CONTACT_EMAIL}
            </a>
          </li>
          <li>
            {t('phone')}:{' '}
            <a className={styles.link} href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`} dir="ltr">
              {CONTACT_PHONE}
            </a>
          </li>
        </ul>
        <ul className={styles.social}>
          {SOCIAL.map(([network, href, icon]) => (
            <li key={network}>
              <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={t('social', { network })}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d={icon} fill={network === 'Facebook' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={network === 'Facebook' ? 0 : 1.8} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
