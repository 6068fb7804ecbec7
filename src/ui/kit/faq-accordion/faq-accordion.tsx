import { useId, useRef, type KeyboardEvent } from 'react';
import { useMachine } from '@xstate/react';
import { faqAccordionMachine } from '@/machines/faq-accordion/faq-accordion.machine';
import { selectIsOpen } from '@/machines/faq-accordion/faq-accordion.selectors';
import { inspected } from '@/ui/app/inspector';
import { focusTarget } from './focus-keys';
import * as styles from './faq-accordion.css';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** The heading level of each question (the section heading above is one level up). */
  headingLevel?: 3 | 4;
}

/**
 * The FAQ accordion of the destination pages (spec, booking §2 "FAQ accordion": one item open at a time,
 * clicking the open item closes it), on the faq-accordion statechart. Each question is a heading holding a
 * button (aria-expanded, aria-controls) and each answer a region named by its question, hidden when closed
 * (WAI-ARIA accordion pattern); Enter and Space toggle through the button, and Up, Down, Home and End move
 * between questions.
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  const [snapshot, send] = useMachine(faqAccordionMachine, inspected({ input: { count: items.length } }));
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusTarget(event.key, index, items.length);
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = selectIsOpen(snapshot, index);
        const questionId = `${baseId}-q${index}`;
        const answerId = `${baseId}-a${index}`;
        return (
          <div key={questionId} className={styles.item} data-open={open}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={questionId}
                type="button"
                className={styles.question}
                aria-expanded={open}
                aria-controls={answerId}
                onClick={() => send({ type: 'faq.toggle', index })}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className={styles.marker}>
                  {open ? '−' : '+'}
                </span>
              </button>
            </Heading>
            <div id={answerId} role="region" aria-labelledby={questionId} className={styles.answer} hidden={!open}>
              <p className={styles.answerText}>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
