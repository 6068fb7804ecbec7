import { setup } from 'xstate';

/**
 * A guide page's video (spec, booking §2: the Pyramids, Luxor Temple and Nuweiba pages embed a video,
 * /beaches a muted autoplay one, the monuments page a looping one; "videos never block the page:
 * they lazy-load with a poster").
 *
 * Nothing is fetched until the video plays (`poster`). A `click` video plays when the reader asks. An
 * `ambient` video (muted, looping) starts by itself once it scrolls into view, unless the reader prefers
 * reduced motion; it pauses while out of view (`offscreen`) and carries on when it is back. A reader's own
 * pause is kept (`paused`): scrolling never restarts a video someone stopped. A browser that refuses to
 * autoplay leaves the video paused with its play control. A file that cannot be played is `failed`: the
 * poster stays, with a note.
 *
 * The view reports what the page and the media element do (`video.visible`, `video.hidden`, `video.play`,
 * `video.paused`, `video.blocked`, `video.failed`) and makes the element follow `selectShouldPlay`.
 */
export type VideoMode = 'click' | 'ambient';

export interface GuideVideoContext {
  mode: VideoMode;
}

export interface GuideVideoInput {
  mode: VideoMode;
}

export type GuideVideoEvent =
  /** The reader asked to play (the play control, or the native controls' play). */
  | { type: 'video.play' }
  /** The element paused: the reader's pause, the native controls, or the end of a clip. */
  | { type: 'video.paused' }
  /** The video scrolled into view; `reducedMotion` is the reader's setting at that moment. */
  | { type: 'video.visible'; reducedMotion: boolean }
  | { type: 'video.hidden' }
  /** The browser refused to start playing by itself. */
  | { type: 'video.blocked' }
  /** No source could be played. */
  | { type: 'video.failed' };

export const guideVideoMachine = setup({
  types: {
    context: {} as GuideVideoContext,
    events: {} as GuideVideoEvent,
    input: {} as GuideVideoInput,
  },
  guards: {
    canAutoplay: ({ context, event }) => context.mode === 'ambient' && event.type === 'video.visible' && !event.reducedMotion,
    isAmbient: ({ context }) => context.mode === 'ambient',
  },
}).createMachine({
  id: 'guideVideo',
  context: ({ input }) => ({ mode: input.mode }),
  initial: 'poster',
  states: {
    poster: {
      on: {
        'video.play': 'playing',
        'video.visible': { guard: 'canAutoplay', target: 'playing' },
        'video.failed': 'failed',
      },
    },
    playing: {
      tags: ['playing'],
      on: {
        'video.paused': 'paused',
        // An ambient video rests while nobody can see it; a video the reader started keeps playing.
        'video.hidden': { guard: 'isAmbient', target: 'offscreen' },
        'video.blocked': 'paused',
        'video.failed': 'failed',
      },
    },
    offscreen: {
      on: {
        'video.visible': 'playing',
        'video.play': 'playing',
        'video.failed': 'failed',
      },
    },
    paused: {
      on: {
        'video.play': 'playing',
        'video.failed': 'failed',
      },
    },
    failed: {},
  },
});
