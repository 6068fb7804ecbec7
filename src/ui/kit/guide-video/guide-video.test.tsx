import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../../tests/i18n';
import { TEST_API_BASE } from '../../../../tests/msw/api-base';
import { installFakeViewport, installPlayableMedia, observedCount, setInView, stubReducedMotion } from '../../../../tests/fixtures/viewport';
import { GuideVideo, videoSources, type GuideVideoProps } from './guide-video';

const PYRAMIDS: GuideVideoProps = {
  src: '/images/guide/pyramids.webm',
  poster: '/images/guide/pyramids-poster.svg',
  title: 'The plateau at golden hour',
  mode: 'click',
};
const BEACHES: GuideVideoProps = {
  src: '/images/guide/beaches.webm',
  poster: '/images/guide/beaches-poster.svg',
  title: 'Waves on a Red Sea beach',
  mode: 'ambient',
};

async function renderVideo(props: GuideVideoProps, language: 'en' | 'ar' = 'en') {
  const i18n = await createTestI18n(language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <GuideVideo {...props} />
    </I18nextProvider>,
  );
  const video = view.container.querySelector('video');
  if (!video) throw new Error('no video element');
  return { video, frame: video.parentElement as HTMLElement };
}

/** Lets a play() promise settle. */
const settle = () => act(() => Promise.resolve());

describe('GuideVideo', () => {
  beforeEach(() => {
    installFakeViewport();
    stubReducedMotion(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('never loads before it plays: preload none, a poster, and both sources (WebM, then MP4)', async () => {
    installPlayableMedia();
    const { video } = await renderVideo(PYRAMIDS);
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe(`${TEST_API_BASE}/images/guide/pyramids-poster.svg`);
    expect(video.getAttribute('aria-label')).toBe('The plateau at golden hour');
    const sources = [...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')]);
    expect(sources).toEqual([
      [`${TEST_API_BASE}/images/guide/pyramids.webm`, 'video/webm'],
      [`${TEST_API_BASE}/images/guide/pyramids.mp4`, 'video/mp4'],
    ]);
    expect(screen.getByText('The plateau at golden hour').tagName).toBe('FIGCAPTION');
  });

  it('click mode: the poster and a play control; it plays with the native controls once clicked, never by itself', async () => {
    const media = installPlayableMedia();
    const { video, frame } = await renderVideo(PYRAMIDS);
    setInView(frame, true);
    expect(media.play).not.toHaveBeenCalled();
    expect(video.controls).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Play video: The plateau at golden hour' }));
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    // No pause control of our own: the browser's controls do it.
    expect(screen.queryByRole('button', { name: /Pause video/ })).toBeNull();

    // Paused from the native controls: they stay, and they play it again.
    act(() => video.pause());
    expect(video.controls).toBe(true);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
    act(() => {
      void video.play();
    });
    await settle();
    expect(video.paused).toBe(false);
  });

  it('ambient mode: muted and looping, it starts once in view, rests out of view and carries on when back', async () => {
    const media = installPlayableMedia();
    const { video, frame } = await renderVideo(BEACHES);
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(observedCount()).toBe(1);
    expect(media.play).not.toHaveBeenCalled();

    setInView(frame, true);
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause video: Waves on a Red Sea beach' })).toBeTruthy();

    setInView(frame, false);
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);

    setInView(frame, true);
    await settle();
    expect(media.play).toHaveBeenCalledTimes(2);
    expect(video.paused).toBe(false);
  });

  it("ambient mode keeps the reader's pause when the video scrolls away and back", async () => {
    const media = installPlayableMedia();
    const { frame } = await renderVideo(BEACHES);
    setInView(frame, true);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pause video: Waves on a Red Sea beach' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    setInView(frame, false);
    setInView(frame, true);
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Waves on a Red Sea beach' }));
    await settle();
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('ambient mode with reduced motion: no autoplay, the poster with a play control', async () => {
    stubReducedMotion(true);
    const media = installPlayableMedia();
    const { frame } = await renderVideo(BEACHES);
    setInView(frame, true);
    await settle();
    expect(media.play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Waves on a Red Sea beach' }));
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('a refused autoplay leaves the video paused with its play control', async () => {
    const media = installPlayableMedia('NotAllowedError');
    const { frame } = await renderVideo(BEACHES);
    setInView(frame, true);
    await settle();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play video: Waves on a Red Sea beach' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pause video/ })).toBeNull();
  });

  it('a video that cannot be played keeps its poster and says so, in Arabic too', async () => {
    installPlayableMedia();
    const { video } = await renderVideo({ ...PYRAMIDS, title: 'الهضبة عند الغروب' }, 'ar');
    const sources = video.querySelectorAll('source');
    fireEvent.error(sources[sources.length - 1] as HTMLSourceElement);
    expect(screen.getByRole('status').textContent).toBe('تعذّر تشغيل هذا الفيديو حاليًا.');
    expect(screen.queryByRole('button', { name: /تشغيل الفيديو/ })).toBeNull();
  });

  it('names its controls in Arabic', async () => {
    installPlayableMedia();
    await renderVideo({ ...PYRAMIDS, title: 'الهضبة عند الغروب' }, 'ar');
    expect(screen.getByRole('button', { name: 'تشغيل الفيديو: الهضبة عند الغروب' })).toBeTruthy();
  });

  it('stops watching the page when it goes', async () => {
    installPlayableMedia();
    const i18n = await createTestI18n('en');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <GuideVideo {...BEACHES} />
      </I18nextProvider>,
    );
    expect(observedCount()).toBe(1);
    view.unmount();
    expect(observedCount()).toBe(0);
  });
});

describe('videoSources', () => {
  it('offers an MP4 beside a WebM, and a single MP4 alone', () => {
    expect(videoSources('/images/guide/heritage.webm').map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(videoSources('/images/guide/heritage.mp4').map((source) => source.type)).toEqual(['video/mp4']);
  });
});
