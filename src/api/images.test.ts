import { describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_IMAGE, PLACEHOLDER_LOGO, fallbackOnError, resolveImageUrl } from './images';

const BASE = 'http://api.rihla.test';

describe('resolveImageUrl', () => {
  it.each([
    ['a path without a leading slash', 'uploads/tours/giza.webp'],
    ['a path with a leading slash', '/uploads/tours/giza.webp'],
    ['a path with surrounding spaces', '  /uploads/tours/giza.webp '],
  ])('prefixes %s with the API base', (_case, path) => {
    expect(resolveImageUrl(path, DEFAULT_TOUR_IMAGE, BASE)).toBe(`${BASE}/uploads/tours/giza.webp`);
  });

  it('joins with one slash when the base ends in slashes', () => {
    expect(resolveImageUrl('/uploads/a.png', DEFAULT_TOUR_IMAGE, `${BASE}//`)).toBe(`${BASE}/uploads/a.png`);
    expect(resolveImageUrl('uploads/a.png', DEFAULT_TOUR_IMAGE, `${BASE}/`)).toBe(`${BASE}/uploads/a.png`);
  });

  it('keeps a base path', () => {
    expect(resolveImageUrl('/uploads/a.png', DEFAULT_TOUR_IMAGE, 'https://example.com/rihla/')).toBe(
      'https://example.com/rihla/uploads/a.png',
    );
  });

  it.each([
    'http://cdn.example.com/giza.jpg',
    'https://cdn.example.com/giza.jpg',
    'HTTPS://CDN.EXAMPLE.COM/giza.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:http://localhost:5173/0b7e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  ])('leaves the absolute address %s unchanged', (url) => {
    expect(resolveImageUrl(url, DEFAULT_TOUR_IMAGE, BASE)).toBe(url);
  });

  it.each([
    ['an empty string', ''],
    ['only whitespace', '   '],
    ['null', null],
    ['undefined', undefined],
  ])('gives the tour fallback, absolute, for %s', (_case, path) => {
    expect(resolveImageUrl(path, undefined, BASE)).toBe(`${BASE}/images/default-tour.svg`);
  });

  it('gives the placeholder logo when that is the fallback', () => {
    expect(resolveImageUrl(null, PLACEHOLDER_LOGO, BASE)).toBe(`${BASE}/images/placeholder-logo.svg`);
    expect(resolveImageUrl('', PLACEHOLDER_LOGO, BASE)).toBe(`${BASE}/images/placeholder-logo.svg`);
  });

  it('leaves an absolute fallback unchanged', () => {
    expect(resolveImageUrl(null, 'https://cdn.example.com/default.png', BASE)).toBe('https://cdn.example.com/default.png');
  });

  it('is root-relative by default, the same on the server and in the browser', () => {
    expect(resolveImageUrl('/uploads/a.png')).toBe('/uploads/a.png');
  });
});

type ErrorEvent = Parameters<ReturnType<typeof fallbackOnError>>[0];

/** A stand-in for an <img> element (node has no DOM): the handler only reads and sets `src`. */
function brokenImage(src: string): { event: ErrorEvent; image: { src: string } } {
  const image = { src };
  return { event: { currentTarget: image } as unknown as ErrorEvent, image };
}

describe('fallbackOnError', () => {
  it('swaps in the fallback, absolute, on the first error', () => {
    const { event, image } = brokenImage(`${BASE}/uploads/missing.png`);

    fallbackOnError(PLACEHOLDER_LOGO, BASE)(event);

    expect(image.src).toBe(`${BASE}/images/placeholder-logo.svg`);
  });

  it('uses the tour image when no fallback is given', () => {
    const { event, image } = brokenImage(`${BASE}/uploads/missing.png`);

    fallbackOnError(undefined, BASE)(event);

    expect(image.src).toBe(`${BASE}/images/default-tour.svg`);
  });

  it('leaves the element alone when the fallback itself fails, so a broken fallback cannot loop', () => {
    let assignments = 0;
    let current = `${BASE}/images/placeholder-logo.svg`; // the fallback is what failed to load
    const image = {
      get src() {
        return current;
      },
      set src(value: string) {
        assignments += 1;
        current = value;
      },
    };

    fallbackOnError(PLACEHOLDER_LOGO, BASE)({ currentTarget: image } as unknown as ErrorEvent);

    expect(assignments).toBe(0);
  });

  it('gives an element reused for another picture the fallback again when that picture breaks', () => {
    const { event, image } = brokenImage(`${BASE}/uploads/first-missing.png`);
    const onError = fallbackOnError(DEFAULT_TOUR_IMAGE, BASE);
    onError(event);
    image.src = `${BASE}/uploads/second-missing.png`; // React reused the <img> for the next card

    onError(event);

    expect(image.src).toBe(`${BASE}/images/default-tour.svg`);
  });

  it('keeps protocol-relative addresses as they are', () => {
    expect(resolveImageUrl('//cdn.example.com/a.png', DEFAULT_TOUR_IMAGE, BASE)).toBe('//cdn.example.com/a.png');
  });
});
