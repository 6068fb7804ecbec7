import { useTranslation } from 'react-i18next';
import { Carousel } from '@/ui/kit/carousel/carousel';
import * as styles from './home-screen.css';

/** The static testimonials (spec: 3 entries); their text lives in the locale files. */
const TESTIMONIALS = ['sarah', 'omar', 'lena'] as const;
type Testimonial = (typeof TESTIMONIALS)[number];

export function HomeScreen() {
  const { t } = useTranslation('home');
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('hero.title')}</h1>
        <p className={styles.heroSubtitle}>{t('hero.subtitle')}</p>
      </section>
      <Carousel<Testimonial>
        title={t('testimonials.title')}
        items={TESTIMONIALS}
        renderItem={(id) => (
          <figure>
            <blockquote className={styles.quote}>{t(`testimonials.${id}.quote`)}</blockquote>
            <figcaption>
              <div className={styles.author}>{t(`testimonials.${id}.name`)}</div>
              <div className={styles.meta}>
                {t(`testimonials.${id}.from`)} · {t('testimonials.tripLabel')}: {t(`testimonials.${id}.trip`)}
              </div>
            </figcaption>
          </figure>
        )}
      />
    </>
  );
}
