import type { SnapshotFrom } from 'xstate';
import type { carouselMachine, CarouselDirection } from './carousel.machine';

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;
export type CarouselStatus = 'loading' | 'error' | 'empty' | 'content';
export type SlidePhase = 'still' | 'leaving' | 'arriving';

export function selectStatus(snapshot: CarouselSnapshot): CarouselStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  if (snapshot.matches('empty')) return 'empty';
  return 'content';
}

/** The slide on screen and how it is moving. */
export function selectSlide(snapshot: CarouselSnapshot): { index: number; phase: SlidePhase; direction: CarouselDirection } {
  const { index, direction } = snapshot.context;
  if (snapshot.matches({ content: { slide: { sliding: 'out' } } })) return { index, phase: 'leaving', direction };
  if (snapshot.matches({ content: { slide: { sliding: 'in' } } })) return { index, phase: 'arriving', direction };
  return { index, phase: 'still', direction };
}

/** The dot that is (or is about to be) current. */
export function selectActiveDot(snapshot: CarouselSnapshot): number {
  return snapshot.context.incoming ?? snapshot.context.index;
}

/** Up to this many slides a dot stands for each; a longer carousel counts its position ("3 / 43") instead. */
export const MOST_DOTS = 8;

/**
 * How the carousel shows where the reader is: nothing for one slide, a dot per slide up to `MOST_DOTS`,
 * else a position counter (43 dots wrap into rows on a phone and squash the arrows: D260).
 */
export function selectPositionIndicator(snapshot: CarouselSnapshot): 'none' | 'dots' | 'counter' {
  const count = selectItemCount(snapshot);
  if (count <= 1) return 'none';
  return count <= MOST_DOTS ? 'dots' : 'counter';
}

/** Arrows and dots are usable only when the carousel would take the click (not during the 300 ms lock). */
export function selectCanNavigate(snapshot: CarouselSnapshot): boolean {
  return snapshot.can({ type: 'carousel.next' });
}

export function selectItemCount(snapshot: CarouselSnapshot): number {
  return snapshot.context.items.length;
}

export function selectError(snapshot: CarouselSnapshot): string | null {
  return snapshot.context.error;
}

export function selectIsPaused(snapshot: CarouselSnapshot): boolean {
  return snapshot.matches({ content: { autoplay: 'paused' } });
}
