import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { resolveImageUrl } from '@/api/images';
import { guideVideoMachine, type VideoMode } from '@/machines/guide-video/guide-video.machine';
import {
  selectCanPause,
  selectHasFailed,
  selectIsPoster,
  selectOffersPlay,
  selectShouldPlay,
  selectShowsNativeControls,
} from '@/machines/guide-video/guide-video.selectors';
import { inspected } from '@/ui/app/inspector';
import { prefersReducedMotion, useInView } from './viewport';
import * as styles from './guide-video.css';

export interface GuideVideoProps {
  /** The video file shipped with the product ('/images/guide/pyramids.webm'); an .mp4 of the same name sits beside a .webm. */
  src: string;
  poster: string;
  /** Names the video for screen readers and captions it. */
  title: string;
  mode: VideoMode;
}

/** The sources to offer: the WebM, then its MP4 twin for browsers without WebM (older Safari on iPhones). */
export function videoSources(src: string): { src: string; type: string }[] {
  const typeOf = (path: string) => (/\.mp4$/i.test(path) ? 'video/mp4' : /\.webm$/i.test(path) ? 'video/webm' : undefined);
  const first = { src: resolveImageUrl(src), type: typeOf(src) };
  const sources = [first];
  if (/\.webm$/i.test(src)) sources.push({ src: resolveImageUrl(src.replace(/\.webm$/i, '.mp4')), type: 'video/mp4' });
  return sources.filter((source): source is { src: string; type: string } => source.type !== undefined);
}

/**
 * A guide page's video (spec, booking §2; videos never block the page). Nothing downloads until
 * it plays (`preload="none"`, a poster). `click`: a play control over the poster, then the browser's
 * controls. `ambient` (beaches, monuments): muted and looping, it starts once scrolled into view and rests
 * when out of view, with its own pause and play control; a reader who prefers reduced motion starts it
 * themselves. The rules live in the guide-video statechart; this view reports what the page and the
 * element do, and makes the element follow the chart.
 */
export function GuideVideo({ src, poster, title, mode }: GuideVideoProps) {
  const { t } = useTranslation('guide');
  const [snapshot, send] = useMachine(guideVideoMachine, inspected({ input: { mode } }));
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const shouldPlay = selectShouldPlay(snapshot);
  const ambient = mode === 'ambient';

  useInView(frame, (visible) =>
    send(visible ? { type: 'video.visible', reducedMotion: prefersReducedMotion() } : { type: 'video.hidden' }),
  );

  // The element follows the chart: play when it says playing, pause otherwise.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!shouldPlay) {
      if (!element.paused) element.pause();
      return;
    }
    if (!element.paused) return;
    const started = element.play() as Promise<void> | undefined;
    started?.catch((error: unknown) => {
      // A DOMException: its name says why (it is not an Error subclass in every engine).
      const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
      if (name === 'NotAllowedError') send({ type: 'video.blocked' });
      else if (name === 'NotSupportedError') send({ type: 'video.failed' });
      // AbortError: a pause interrupted the start; the pause has already been reported.
    });
  }, [shouldPlay, send]);

  const sources = videoSources(src);
  const showPlay = selectOffersPlay(snapshot);
  const showPause = selectCanPause(snapshot);
  const failed = selectHasFailed(snapshot);

  return (
    <figure className={styles.figure}>
      <div ref={frame} className={styles.frame} data-state={String(snapshot.value)}>
        <video
          ref={video}
          className={styles.video}
          preload="none"
          poster={resolveImageUrl(poster)}
          aria-label={title}
          controls={selectShowsNativeControls(snapshot)}
          muted={ambient}
          loop={ambient}
          playsInline
          onPlay={() => send({ type: 'video.play' })}
          onPause={() => send({ type: 'video.paused' })}
        >
          {sources.map((source, index) => (
            <source
              key={source.src}
              src={source.src}
              type={source.type}
              // The error of the last source is the video's: none could be played.
              onError={index === sources.length - 1 ? () => send({ type: 'video.failed' }) : undefined}
            />
          ))}
        </video>
        {showPlay ? (
          <button
            type="button"
            className={selectIsPoster(snapshot) ? styles.playOverPoster : styles.corner}
            aria-label={t('video.play', { title })}
            onClick={() => send({ type: 'video.play' })}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </button>
        ) : null}
        {showPause ? (
          <button type="button" className={styles.corner} aria-label={t('video.pause', { title })} onClick={() => send({ type: 'video.paused' })}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
            </svg>
          </button>
        ) : null}
        {failed ? (
          <p className={styles.failed} role="status">
            {t('video.failed')}
          </p>
        ) : null}
      </div>
      <figcaption className={styles.caption}>{title}</figcaption>
    </figure>
  );
}
