import { useId, type ReactNode } from 'react';
import { FallbackImage } from '@/ui/kit/fallback-image/fallback-image';
import * as styles from './guide.css';

/** A titled section of a guide page: an <h2> naming a <section>. */
export function GuideSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section className={className ?? styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A page's hero: its picture behind its title (the page's one <h1>), a line under it, and anything else given. */
export function GuideHero({ image, title, titleId, children }: { image: string; title: string; titleId: string; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <FallbackImage className={styles.heroImage} src={image} alt="" fetchPriority="high" decoding="async" />
      <div className={styles.heroText}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}

/** Label and value pairs as a description list. */
export function FactList({ facts, label }: { facts: readonly { label: string; value: string }[]; label?: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <div key={`${fact.label}:${fact.value}`} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a guide page looks like while its content loads. */
export function GuideSkeleton() {
  return (
    <div className={styles.skeletonStack}>
      <div className={styles.skeletonHero} />
      <div className={styles.skeletonLine} />
      <div className={styles.skeletonLine} />
    </div>
  );
}
