import { useRef } from 'react';
import { useMachine } from '@xstate/react';
import { countUpMachine } from '@/machines/count-up/count-up.machine';
import { selectShownValue } from '@/machines/count-up/count-up.selectors';
import { inspected } from '@/ui/app/inspector';
import { prefersReducedMotion, useInView } from '@/ui/kit/guide-video/viewport';
import { wholeNumber } from './guide-format';
import { useGuideText } from './use-guide-text';
import * as styles from './guide.css';
import * as page from './about-page.css';

/**
 * The about page's counters (spec, booking §2 About: 9 members, 1 vision, 4 teams), each counting up
 * from 0 when it comes into view, on the count-up statechart. Screen readers hear the value itself, never
 * the numbers on the way.
 */
export function Counters({ counters, label }: { counters: readonly { value: number; label: string }[]; label: string }) {
  return (
    <ul className={page.counters} aria-label={label}>
      {counters.map((counter) => (
        <Counter key={counter.label} value={counter.value} label={counter.label} />
      ))}
    </ul>
  );
}

function Counter({ value, label }: { value: number; label: string }) {
  const { t, language } = useGuideText();
  const [snapshot, send] = useMachine(countUpMachine, inspected({ input: { target: value } }));
  const item = useRef<HTMLLIElement>(null);
  useInView(item, (visible) => {
    if (visible) send({ type: 'countUp.visible', reducedMotion: prefersReducedMotion() });
  });
  return (
    <li ref={item} className={page.counter}>
      <span aria-hidden="true" className={page.counterValue}>
        {wholeNumber(selectShownValue(snapshot), language)}
      </span>
      <span aria-hidden="true" className={page.counterLabel}>
        {label}
      </span>
      <span className={styles.visuallyHidden}>{t('about.counter', { value: wholeNumber(value, language), label })}</span>
    </li>
  );
}
