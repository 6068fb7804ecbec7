import { useTranslation } from 'react-i18next';
import { Carousel } from '@/ui/kit/carousel/carousel';
import * as styles from './home-sections.css';

/** The static testimonials (spec: 3 entries); their text lives in the locale files. */
const TESTIMONIALS = ['sarah', 'omar', 'lena'] as const;
type Testimonial = (typeof TESTIMONIALS)[number];

export function Testimonials() {
  const { t } = useTranslation('home');
  return (
    <Carousel<Testimonial>
      title={t('testimonials.title')}
      items={TESTIMONIALS}
      renderItem={(id) => (
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>{t(`testimonials.${id}.quote`)}</blockquote>
          <figcaption>
            <div className={styles.author}>{t(`testimonials.${id}.name`)}</div>
            <div className={styles.muted}>
              {t(`testimonials.${id}.from`)} · {t('testimonials.tripLabel')}: {t(`testimonials.${id}.trip`)}
            </div>
          </figcaption>
        </figure>
      )}
    />
  );
}
