import { expect } from 'vitest';
import { describePaths } from '../../../tests/paths/path-tests';
import { selectActiveDot, selectCanNavigate, selectError, selectIsPaused, selectSlide, selectStatus } from './carousel.selectors';
import { carouselModel } from './carousel.model';

describePaths(carouselModel, {
  states: {
    loading: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('loading');
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(selectCanNavigate(snapshot)).toBe(false);
    },
    error: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('error');
      expect(selectError(snapshot)).toMatch(/Failed to load tours|connection reset/);
      expect(snapshot.can({ type: 'carousel.retry' })).toBe(true);
    },
    empty: (snapshot) => {
      expect(selectStatus(snapshot)).toBe('empty');
      expect(snapshot.context.items).toEqual([]);
      expect(selectCanNavigate(snapshot)).toBe(false);
    },
    'content.slide.idle': (snapshot) => {
      expect(selectStatus(snapshot)).toBe('content');
      expect(selectSlide(snapshot).phase).toBe('still');
      // A single slide has nowhere to go: no arrows (the one-item sample).
      expect(selectCanNavigate(snapshot)).toBe(snapshot.context.items.length > 1);
      expect(snapshot.context.incoming).toBeNull();
    },
    'content.slide.sliding.out': (snapshot) => {
      expect(snapshot.hasTag('locked')).toBe(true);
      expect(selectCanNavigate(snapshot)).toBe(false);
      expect(selectSlide(snapshot).phase).toBe('leaving');
      expect(selectActiveDot(snapshot)).not.toBe(snapshot.context.index);
    },
    'content.slide.sliding.in': (snapshot) => {
      expect(snapshot.hasTag('locked')).toBe(true);
      expect(selectCanNavigate(snapshot)).toBe(false);
      expect(selectSlide(snapshot).phase).toBe('arriving');
      expect(selectActiveDot(snapshot)).toBe(snapshot.context.index);
    },
    'content.autoplay.playing': (snapshot) => {
      expect(selectIsPaused(snapshot)).toBe(false);
    },
    'content.autoplay.paused': (snapshot) => {
      expect(selectIsPaused(snapshot)).toBe(true);
    },
  },
});
