import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePaths } from '../../../tests/paths/path-tests';
import { faqAccordionMachine } from './faq-accordion.machine';
import { selectIsOpen, selectOpenIndex } from './faq-accordion.selectors';
import { COUNT, faqAccordionModel } from './faq-accordion.model';

describePaths(faqAccordionModel, {
  states: {
    closed: (snapshot) => {
      expect(selectOpenIndex(snapshot)).toBeNull();
      for (let index = 0; index < COUNT; index += 1) expect(selectIsOpen(snapshot, index)).toBe(false);
      expect(snapshot.can({ type: 'faq.toggle', index: 3 })).toBe(false);
    },
    open: (snapshot) => {
      const open = selectOpenIndex(snapshot);
      expect(open === 0 || open === 2).toBe(true);
      // Exactly one item is open.
      const shown = Array.from({ length: COUNT }, (_, index) => selectIsOpen(snapshot, index)).filter(Boolean);
      expect(shown).toHaveLength(1);
      // Clicking it again would close it; an item the page does not have changes nothing.
      expect(snapshot.can({ type: 'faq.toggle', index: open ?? -1 })).toBe(true);
      expect(snapshot.can({ type: 'faq.toggle', index: 3 })).toBe(false);
    },
  },
});

describe('faqAccordion journeys', () => {
  const start = () => createActor(faqAccordionMachine, { input: { count: COUNT } }).start();

  it('opening another item closes the open one', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', index: 0 });
    actor.send({ type: 'faq.toggle', index: 1 });
    expect(selectOpenIndex(actor.getSnapshot())).toBe(1);
    expect(selectIsOpen(actor.getSnapshot(), 0)).toBe(false);
  });

  it('clicking the open item closes it, and clicking it again reopens it', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', index: 2 });
    actor.send({ type: 'faq.toggle', index: 2 });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'faq.toggle', index: 2 });
    expect(selectOpenIndex(actor.getSnapshot())).toBe(2);
  });

  it('ignores a negative or fractional index', () => {
    const actor = start();
    actor.send({ type: 'faq.toggle', index: -1 });
    actor.send({ type: 'faq.toggle', index: 0.5 });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
