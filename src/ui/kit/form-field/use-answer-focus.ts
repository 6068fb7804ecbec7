import { useCallback, useEffect, useRef } from 'react';

/**
 * Where focus goes once a form's answer is on screen (D48, D107): the first field to fix, or the answer
 * itself (the thanks, the success or failure notice). The screen says which with `focusOn`, from the
 * events its statechart emits; focus moves after the render that shows it, once the field is enabled
 * again (fields are disabled while the form is checked or sent).
 */
export function useAnswerFocus<Field extends string, Answer extends HTMLElement = HTMLElement>() {
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const answer = useRef<Answer | null>(null);
  const next = useRef<Field | 'answer' | null>(null);

  useEffect(() => {
    const target = next.current;
    if (!target) return;
    const element = target === 'answer' ? answer.current : controls.current[target];
    if (!element || element.matches(':disabled')) return;
    next.current = null;
    element.focus();
  });

  const focusOn = useCallback((target: Field | 'answer') => {
    next.current = target;
  }, []);
  /** The callback ref that registers a field's control, so focus can be taken to it. */
  const controlRef = useCallback(
    (field: Field) => (element: HTMLElement | null) => {
      controls.current[field] = element;
    },
    [],
  );
  return { controlRef, answer, focusOn };
}
