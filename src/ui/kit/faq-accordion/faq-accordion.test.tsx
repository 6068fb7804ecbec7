import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FaqAccordion } from './faq-accordion';
import { focusTarget } from './focus-keys';

const ITEMS = [
  { question: 'When is the plateau open?', answer: 'From 8:00 to 17:00 in summer.' },
  { question: 'Can I go inside the Great Pyramid?', answer: 'Yes, with the Inside the Pyramid ticket.' },
  { question: 'Is there a dress code?', answer: 'Comfortable shoes and a hat.' },
];

const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

describe('FaqAccordion', () => {
  it('starts with every answer hidden, each question a button controlling its answer region', () => {
    render(<FaqAccordion items={ITEMS} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = answerOf(button);
      expect(answer?.getAttribute('role')).toBe('region');
      expect(answer?.getAttribute('aria-labelledby')).toBe(button.id);
      expect(answer?.hidden).toBe(true);
    }
    // Hidden answers are not regions a reader can reach.
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    // Each question is a heading holding its button.
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('opens one item at a time and closes the open item when it is clicked again', () => {
    render(<FaqAccordion items={ITEMS} />);
    fireEvent.click(question('When is the plateau open?'));
    expect(question('When is the plateau open?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'When is the plateau open?' }).textContent).toBe('From 8:00 to 17:00 in summer.');

    fireEvent.click(question('Is there a dress code?'));
    expect(question('When is the plateau open?').getAttribute('aria-expanded')).toBe('false');
    expect(question('Is there a dress code?').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('From 8:00 to 17:00 in summer.').closest<HTMLElement>('[role="region"]')?.hidden).toBe(true);

    fireEvent.click(question('Is there a dress code?'));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('moves focus between questions with Up, Down, Home and End, wrapping at the ends', () => {
    render(<FaqAccordion items={ITEMS} />);
    const [first, second, third] = screen.getAllByRole('button') as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: 'End' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    // Moving focus opens nothing.
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('gives each accordion its own ids, so two on a page never control each other', () => {
    render(
      <>
        <FaqAccordion items={ITEMS.slice(0, 1)} />
        <FaqAccordion items={ITEMS.slice(0, 1)} />
      </>,
    );
    const [one, two] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];
    expect(one.id).not.toBe(two.id);
    fireEvent.click(one);
    expect(one.getAttribute('aria-expanded')).toBe('true');
    expect(two.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('focusTarget', () => {
  it('follows the accordion keys and ignores the others', () => {
    expect(focusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(focusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(focusTarget('Home', 1, 3)).toBe(0);
    expect(focusTarget('End', 1, 3)).toBe(2);
    expect(focusTarget('Enter', 1, 3)).toBeNull();
    expect(focusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
