import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { GuideCard, GuideIndex } from '@/content/types';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import { GuideVideo } from '@/ui/kit/guide-video/guide-video';
import { metresText } from './guide-format';
import { useGuideText } from './use-guide-text';
import * as styles from './guide.css';
import * as page from './index-page.css';

/**
 * An index page: /services, /cities, /museums, /mountains, /beaches, the monuments page (spec, booking §2):
 * title, introduction, the ambient video where the page has one, and six cards. A card with a route opens
 * its page (the whole card is the link's target); a card without one (some mountains, beaches and
 * monuments) is plain, neither focusable nor clickable-looking.
 */
export function IndexPage({ index }: { index: GuideIndex }) {
  const { text } = useGuideText();
  const titleId = useId();
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={page.header}>
        <h1 id={titleId} className={page.title}>
          {text(index.title)}
        </h1>
        <p className={styles.text}>{text(index.intro)}</p>
      </header>
      {index.video ? <GuideVideo src={index.video.src} poster={index.video.poster} title={text(index.video.title)} mode={index.video.mode} /> : null}
      <ul className={styles.grid}>
        {index.cards.map((card) => (
          <li key={card.id} className={card.route ? `${styles.card} ${page.linkedCard}` : styles.card} data-linked={Boolean(card.route)}>
            <IndexCard card={card} linkLabel={index.linkLabel} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function IndexCard({ card, linkLabel }: { card: GuideCard; linkLabel: GuideIndex['linkLabel'] }) {
  const { t, text, language } = useGuideText();
  const name = text(card.name);
  const location = card.location ? text(card.location) : null;
  return (
    <>
      <FallbackImage className={styles.cardImage} src={card.image} alt="" loading="lazy" decoding="async" />
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>{name}</h2>
        {location || card.heightMetres !== undefined ? (
          <p className={page.meta}>
            {location ? (
              <span className={page.metaItem}>
                <span className={page.metaLabel}>{t('index.location')}:</span> {location}
              </span>
            ) : null}
            {card.heightMetres !== undefined ? (
              <span className={page.metaItem}>
                <span className={page.metaLabel}>{t('index.heightLabel')}:</span> <bdi>{metresText(card.heightMetres, language, t)}</bdi>
              </span>
            ) : null}
          </p>
        ) : null}
        <p className={styles.text}>{text(card.description)}</p>
        {card.highlights?.length ? (
          <>
            <h3 className={styles.factLabel}>{t('index.highlights')}</h3>
            <ul className={page.highlights}>
              {card.highlights.map((highlight) => (
                <li key={highlight.en} className={page.highlightChip}>
                  {text(highlight)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {card.bestFor ? (
          <p className={page.bestFor}>
            <strong>{t('index.bestFor')}:</strong> {text(card.bestFor)}
          </p>
        ) : null}
        {card.route ? (
          <Link className={page.cardLink} to={card.route} aria-label={t(`index.${linkLabel}Name`, { name })}>
            {t(`index.${linkLabel}`)}
          </Link>
        ) : null}
      </div>
    </>
  );
}
