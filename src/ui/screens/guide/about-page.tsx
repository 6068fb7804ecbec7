import { useId } from 'react';
import type { AboutPage as AboutContent } from '@/content/types';
import { Counters } from './counters';
import { GuideSection } from './guide-parts';
import { useGuideText } from './use-guide-text';
import * as styles from './guide.css';
import * as page from './about-page.css';

/** The four teams in the order the page shows them (spec, booking §2 About: backend, frontend, AI and mobile). */
export const TEAMS = ['backend', 'frontend', 'ai', 'mobile'] as const;

/**
 * The about page (/about and /about-us; spec, booking §2 About): about (the graduation project, mission and
 * vision), the counters (9 members, 1 vision, 4 teams) counting up into view, features, and the team of
 * nine grouped by its four teams.
 */
export function AboutPage({ about }: { about: AboutContent }) {
  const { t, text } = useGuideText();
  const titleId = useId();
  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={page.header}>
        <h1 id={titleId} className={page.title}>
          {text(about.title)}
        </h1>
      </header>

      <GuideSection title={t('about.about')}>
        {about.intro.map((paragraph) => (
          <p key={paragraph.en} className={styles.text}>
            {text(paragraph)}
          </p>
        ))}
        <div className={page.pair}>
          <div className={page.statement}>
            <h3 className={styles.subTitle}>{t('about.mission')}</h3>
            <p className={styles.text}>{text(about.mission)}</p>
          </div>
          <div className={page.statement}>
            <h3 className={styles.subTitle}>{t('about.vision')}</h3>
            <p className={styles.text}>{text(about.vision)}</p>
          </div>
        </div>
      </GuideSection>

      {about.counters.length ? (
        <Counters label={t('about.counters')} counters={about.counters.map((counter) => ({ value: counter.value, label: text(counter.label) }))} />
      ) : null}

      {about.features.length ? (
        <GuideSection title={t('about.features')}>
          <ul className={styles.grid}>
            {about.features.map((feature) => (
              <li key={feature.title.en} className={page.feature}>
                <h3 className={styles.cardTitle}>{text(feature.title)}</h3>
                <p className={styles.text}>{text(feature.description)}</p>
              </li>
            ))}
          </ul>
        </GuideSection>
      ) : null}

      {about.team.length ? (
        <GuideSection title={t('about.team')}>
          <div className={page.teams}>
            {TEAMS.map((team) => {
              const members = about.team.filter((member) => member.team === team);
              if (!members.length) return null;
              return (
                <section key={team} className={page.team} aria-label={t(`about.teams.${team}`)}>
                  <h3 className={styles.subTitle}>{t(`about.teams.${team}`)}</h3>
                  <ul className={page.members}>
                    {members.map((member) => (
                      <li key={member.name.en} className={page.member}>
                        <span className={page.memberName}>{text(member.name)}</span>
                        <span className={styles.muted}>{text(member.role)}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </GuideSection>
      ) : null}
    </article>
  );
}
