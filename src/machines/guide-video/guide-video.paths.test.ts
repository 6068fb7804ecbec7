import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePaths } from '../../../tests/paths/path-tests';
import { guideVideoMachine, type VideoMode } from './guide-video.machine';
import {
  selectCanPause,
  selectCanPlay,
  selectHasFailed,
  selectIsPoster,
  selectOffersPlay,
  selectShouldPlay,
  selectShowsNativeControls,
} from './guide-video.selectors';
import { guideVideoModel } from './guide-video.model';

describePaths(guideVideoModel, {
  states: {
    poster: (snapshot) => {
      expect(selectIsPoster(snapshot)).toBe(true);
      expect(selectShouldPlay(snapshot)).toBe(false);
      expect(selectCanPlay(snapshot)).toBe(true);
      expect(selectOffersPlay(snapshot)).toBe(true);
      expect(selectCanPause(snapshot)).toBe(false);
      // Reduced motion: in view, it still waits for the reader.
      expect(snapshot.can({ type: 'video.visible', reducedMotion: true })).toBe(false);
    },
    playing: (snapshot) => {
      expect(selectShouldPlay(snapshot)).toBe(true);
      expect(selectIsPoster(snapshot)).toBe(false);
      expect(selectCanPlay(snapshot)).toBe(false);
      expect(selectCanPause(snapshot)).toBe(true);
      expect(selectShowsNativeControls(snapshot)).toBe(false);
    },
    offscreen: (snapshot) => {
      expect(selectShouldPlay(snapshot)).toBe(false);
      expect(snapshot.can({ type: 'video.visible', reducedMotion: false })).toBe(true);
      expect(selectCanPause(snapshot)).toBe(false);
    },
    paused: (snapshot) => {
      expect(selectShouldPlay(snapshot)).toBe(false);
      expect(selectCanPlay(snapshot)).toBe(true);
      expect(selectOffersPlay(snapshot)).toBe(true);
      // Scrolling does not restart a video the reader (or the browser) stopped.
      expect(snapshot.can({ type: 'video.visible', reducedMotion: false })).toBe(false);
    },
    failed: (snapshot) => {
      expect(selectHasFailed(snapshot)).toBe(true);
      expect(selectShouldPlay(snapshot)).toBe(false);
      expect(selectCanPlay(snapshot)).toBe(false);
    },
  },
});

describe('guideVideo journeys', () => {
  const start = (mode: VideoMode) => createActor(guideVideoMachine, { input: { mode } }).start();

  it('a click video never plays by itself, however it scrolls', () => {
    const actor = start('click');
    actor.send({ type: 'video.visible', reducedMotion: false });
    expect(selectIsPoster(actor.getSnapshot())).toBe(true);
    expect(selectShowsNativeControls(actor.getSnapshot())).toBe(false);
  });

  it('a click video plays with the native controls once asked, and keeps playing out of view', () => {
    const actor = start('click');
    actor.send({ type: 'video.play' });
    expect(selectShouldPlay(actor.getSnapshot())).toBe(true);
    expect(selectShowsNativeControls(actor.getSnapshot())).toBe(true);
    expect(selectCanPause(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'video.hidden' });
    expect(selectShouldPlay(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'video.paused' });
    expect(selectShowsNativeControls(actor.getSnapshot())).toBe(true);
    // The browser's controls play it again: no second play control of ours.
    expect(selectCanPlay(actor.getSnapshot())).toBe(true);
    expect(selectOffersPlay(actor.getSnapshot())).toBe(false);
  });

  it('an ambient video autoplays in view, rests out of view and carries on when back', () => {
    const actor = start('ambient');
    actor.send({ type: 'video.visible', reducedMotion: false });
    expect(selectShouldPlay(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'video.hidden' });
    expect(actor.getSnapshot().value).toBe('offscreen');
    actor.send({ type: 'video.visible', reducedMotion: false });
    expect(selectShouldPlay(actor.getSnapshot())).toBe(true);
  });

  it('an ambient video waits for the reader who prefers reduced motion, then plays when asked', () => {
    const actor = start('ambient');
    actor.send({ type: 'video.visible', reducedMotion: true });
    expect(selectIsPoster(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'video.play' });
    expect(selectShouldPlay(actor.getSnapshot())).toBe(true);
  });

  it("a reader's pause is kept when the video scrolls away and back", () => {
    const actor = start('ambient');
    actor.send({ type: 'video.visible', reducedMotion: false });
    actor.send({ type: 'video.paused' });
    actor.send({ type: 'video.hidden' });
    actor.send({ type: 'video.visible', reducedMotion: false });
    expect(actor.getSnapshot().value).toBe('paused');
  });
});
