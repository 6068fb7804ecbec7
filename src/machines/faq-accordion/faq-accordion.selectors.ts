import type { SnapshotFrom } from 'xstate';
import type { faqAccordionMachine } from './faq-accordion.machine';

export type FaqAccordionSnapshot = SnapshotFrom<typeof faqAccordionMachine>;

/** The open item, or null when every item is closed. */
export function selectOpenIndex(snapshot: FaqAccordionSnapshot): number | null {
  return snapshot.matches('open') ? snapshot.context.openIndex : null;
}

/** Whether an item's answer is shown. */
export function selectIsOpen(snapshot: FaqAccordionSnapshot, index: number): boolean {
  return selectOpenIndex(snapshot) === index;
}
