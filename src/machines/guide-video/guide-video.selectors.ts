import type { SnapshotFrom } from 'xstate';
import type { guideVideoMachine } from './guide-video.machine';

export type GuideVideoSnapshot = SnapshotFrom<typeof guideVideoMachine>;

/** Whether the media element should be playing now. */
export function selectShouldPlay(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.hasTag('playing');
}

/** Nothing has played yet: the poster shows over an element that has loaded nothing. */
export function selectIsPoster(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.matches('poster');
}

/** The video is not playing and could. */
export function selectCanPlay(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.can({ type: 'video.play' });
}

/** Our own play control shows when the video could play and the browser's controls are not there to do it. */
export function selectOffersPlay(snapshot: GuideVideoSnapshot): boolean {
  return selectCanPlay(snapshot) && !selectShowsNativeControls(snapshot);
}

/** A click video shows the browser's controls once it has started. */
export function selectShowsNativeControls(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.context.mode === 'click' && !snapshot.matches('poster') && !snapshot.matches('failed');
}

/** An ambient video that plays offers its own pause control (it has no native controls). */
export function selectCanPause(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.context.mode === 'ambient' && snapshot.can({ type: 'video.paused' });
}

export function selectHasFailed(snapshot: GuideVideoSnapshot): boolean {
  return snapshot.matches('failed');
}
