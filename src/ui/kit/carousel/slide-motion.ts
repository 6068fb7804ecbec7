import type { CarouselDirection } from '@/machines/carousel/carousel.machine';
import type { SlidePhase } from '@/machines/carousel/carousel.selectors';

export type SlideMotion = 'still' | 'leave-leftward' | 'leave-rightward' | 'arrive-leftward' | 'arrive-rightward';

/**
 * How a slide moves on screen. Logically, next is always forward; visually, forward content moves
 * leftward in a left-to-right page and rightward in a right-to-left one (the reader's "onward").
 */
export function slideMotion(phase: SlidePhase, direction: CarouselDirection, pageDirection: 'ltr' | 'rtl'): SlideMotion {
  if (phase === 'still') return 'still';
  const leftward = (direction === 'forward') === (pageDirection === 'ltr');
  return `${phase === 'leaving' ? 'leave' : 'arrive'}-${leftward ? 'leftward' : 'rightward'}`;
}
