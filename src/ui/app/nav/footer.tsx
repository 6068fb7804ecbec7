import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as styles from './footer.css';

/** Rihla's public contact details and social accounts. */
export const CONTACT_EMAIL = 'hello@rihla-egypt.com';
export const CONTACT_PHONE = '+20 2 2736 0000';

const SOCIAL = [
  ['Facebook', 'https://www.facebook.com/rihla.egypt'],
  ['Instagram', 'https://www.instagram.com/rihla.egypt'],
  ['X', 'https://x.com/rihla_egypt'],
  ['YouTube', 'https://www.youtube.com/@rihla.egypt'],
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
          {SOCIAL.map(([network, href]) => (
            <li key={network}>
              <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={t('social', { network })}>
                {/* Drawn by the stylesheet (a mask in the link's colour): the icons' paths stay out of the first JavaScript. */}
                <span className={styles.socialIcon[network]} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
