import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead } from './apply-head';
import { headTags } from './head-tags';
import type { PageHead } from './page-head';

const ORIGIN = 'https://rihla.example';

const tour: PageHead = {
  title: 'Nile cruise from Luxor to Aswan · Rihla',
  description: 'Four days on the Nile.',
  path: '/travel-with-us?id=3',
  image: '/images/tours/nile.svg',
  type: 'article',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'TouristTrip', name: 'Nile cruise', url: '/travel-with-us?id=3', image: ['/images/tours/nile.svg'] }],
};

/** The tags of an HTML fragment as the browser's parser reads them: tag name and attributes in order, or text. */
function parse(html: string): Element[] {
  const document = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
  return [...document.head.children];
}

const describeElement = (element: Element) => ({
  tag: element.tagName.toLowerCase(),
  attributes: Object.fromEntries([...element.attributes].filter((attribute) => attribute.name !== 'data-rihla-head').map((attribute) => [attribute.name, attribute.value])),
  text: element.textContent,
});

describe('headTags', () => {
  it('writes an English page: title, description, canonical, hreflang alternates, Open Graph, a large Twitter card and JSON-LD', () => {
    const elements = parse(headTags(tour, { origin: ORIGIN, language: 'en' }));
    expect(elements.every((element) => element.hasAttribute('data-rihla-head'))).toBe(true);
    expect(elements.map(describeElement).map(({ tag, attributes, text }) => (tag === 'title' ? ['title', text] : tag === 'script' ? ['script', attributes.type] : [tag, attributes]))).toEqual([
      ['title', 'Nile cruise from Luxor to Aswan · Rihla'],
      ['meta', { name: 'description', content: 'Four days on the Nile.' }],
      ['link', { rel: 'canonical', href: 'https://rihla.example/travel-with-us?id=3' }],
      ['link', { rel: 'alternate', hreflang: 'en', href: 'https://rihla.example/travel-with-us?id=3' }],
      ['link', { rel: 'alternate', hreflang: 'ar', href: 'https://rihla.example/travel-with-us?id=3&lng=ar' }],
      ['link', { rel: 'alternate', hreflang: 'x-default', href: 'https://rihla.example/travel-with-us?id=3' }],
      ['meta', { property: 'og:site_name', content: 'Rihla' }],
      ['meta', { property: 'og:type', content: 'article' }],
      ['meta', { property: 'og:title', content: 'Nile cruise from Luxor to Aswan · Rihla' }],
      ['meta', { property: 'og:description', content: 'Four days on the Nile.' }],
      ['meta', { property: 'og:url', content: 'https://rihla.example/travel-with-us?id=3' }],
      ['meta', { property: 'og:locale', content: 'en_US' }],
      ['meta', { property: 'og:locale:alternate', content: 'ar_EG' }],
      ['meta', { property: 'og:image', content: 'https://rihla.example/images/card/tours/nile.png' }],
      ['meta', { property: 'og:image:type', content: 'image/png' }],
      ['meta', { property: 'og:image:width', content: '1200' }],
      ['meta', { property: 'og:image:height', content: '630' }],
      ['meta', { property: 'og:image:alt', content: 'Nile cruise from Luxor to Aswan · Rihla' }],
      ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
      ['meta', { name: 'twitter:title', content: 'Nile cruise from Luxor to Aswan · Rihla' }],
      ['meta', { name: 'twitter:description', content: 'Four days on the Nile.' }],
      ['meta', { name: 'twitter:image', content: 'https://rihla.example/images/card/tours/nile.png' }],
      ['meta', { name: 'twitter:image:alt', content: 'Nile cruise from Luxor to Aswan · Rihla' }],
      ['script', 'application/ld+json'],
    ]);
    expect(elements.some((element) => element.getAttribute('name') === 'robots')).toBe(false);
  });

  it('the Arabic page is its own canonical address (?lng=ar) with the Arabic locale; the alternates stay the same', () => {
    const html = headTags({ ...tour, path: '/pyramids' }, { origin: `${ORIGIN}/`, language: 'ar-EG' });
    const elements = parse(html);
    const attribute = (selector: (element: Element) => boolean, name: string) => elements.find(selector)?.getAttribute(name);
    expect(attribute((element) => element.getAttribute('rel') === 'canonical', 'href')).toBe('https://rihla.example/pyramids?lng=ar');
    expect(attribute((element) => element.getAttribute('property') === 'og:url', 'content')).toBe('https://rihla.example/pyramids?lng=ar');
    expect(attribute((element) => element.getAttribute('hreflang') === 'en', 'href')).toBe('https://rihla.example/pyramids');
    expect(attribute((element) => element.getAttribute('hreflang') === 'ar', 'href')).toBe('https://rihla.example/pyramids?lng=ar');
    expect(attribute((element) => element.getAttribute('hreflang') === 'x-default', 'href')).toBe('https://rihla.example/pyramids');
    expect(attribute((element) => element.getAttribute('property') === 'og:locale', 'content')).toBe('ar_EG');
    expect(attribute((element) => element.getAttribute('property') === 'og:locale:alternate', 'content')).toBe('en_US');
  });

  it('noindex pages say so to robots; a page without a picture gets the small card and no image tags', () => {
    const elements = parse(headTags({ title: 'Log in · Rihla', description: 'Log in.', path: '/login', noindex: true }, { origin: ORIGIN, language: 'en' }));
    expect(elements.filter((element) => element.getAttribute('name') === 'robots').map((element) => element.getAttribute('content'))).toEqual(['noindex']);
    expect(elements.find((element) => element.getAttribute('name') === 'twitter:card')?.getAttribute('content')).toBe('summary');
    expect(elements.some((element) => /image/.test(element.getAttribute('property') ?? element.getAttribute('name') ?? ''))).toBe(false);
    expect(elements.some((element) => element.tagName === 'SCRIPT')).toBe(false);
  });

  it('escapes the title and attribute values: what a tour calls itself stays text', () => {
    const hostile = 'Luxor </title><script>alert(1)</script> & "Aswan" <b>';
    const html = headTags({ ...tour, title: hostile, description: `"><img src=x onerror=alert(1)> & more`, jsonLd: [] }, { origin: ORIGIN, language: 'en' });
    const elements = parse(html);
    expect(elements.filter((element) => element.tagName === 'SCRIPT' || element.tagName === 'IMG' || element.tagName === 'B')).toEqual([]);
    expect(elements[0]?.textContent).toBe(hostile);
    expect(elements[1]?.getAttribute('content')).toBe(`"><img src=x onerror=alert(1)> & more`);
    expect(elements.find((element) => element.getAttribute('property') === 'og:title')?.getAttribute('content')).toBe(hostile);
  });

  it('JSON-LD cannot break out of its script: < is written \\u003c, and the data reads back unchanged', () => {
    const name = 'Sunset </script><script>alert(1)</script> <!-- felucca & more \u2028';
    const html = headTags({ ...tour, jsonLd: [{ '@type': 'TouristTrip', name }] }, { origin: ORIGIN, language: 'en' });
    expect(html).not.toMatch(/<\/script><script>alert/i);
    expect(html).not.toContain('<!--');
    const scripts = parse(html).filter((element) => element.tagName === 'SCRIPT');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.textContent).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ '@type': 'TouristTrip', name });
  });

  it('site-relative addresses in JSON-LD become absolute, pages in the page language and pictures as they are', () => {
    const jsonLd = [{ '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }] }, tour.jsonLd?.[0] ?? {}];
    const scripts = (language: string) =>
      parse(headTags({ ...tour, jsonLd }, { origin: ORIGIN, language }))
        .filter((element) => element.tagName === 'SCRIPT')
        .map((element) => JSON.parse(element.textContent ?? '') as Record<string, unknown>);
    const [crumbs, trip] = scripts('ar');
    expect(crumbs).toMatchObject({ itemListElement: [{ item: 'https://rihla.example/?lng=ar' }] });
    expect(trip).toMatchObject({ url: 'https://rihla.example/travel-with-us?id=3&lng=ar', image: ['https://rihla.example/images/tours/nile.svg'] });
    expect(scripts('en')[1]).toMatchObject({ url: 'https://rihla.example/travel-with-us?id=3' });
  });

  const imageTags = (image: string, origin = ORIGIN) =>
    Object.fromEntries(
      parse(headTags({ ...tour, image }, { origin, language: 'en' }))
        .map((element) => [element.getAttribute('property') ?? element.getAttribute('name') ?? '', element.getAttribute('content')] as const)
        .filter(([name]) => /image/.test(name)),
    );

  it('keeps full image addresses of other sites as they are, with no size it cannot know', () => {
    expect(imageTags('https://cdn.example/nile.jpg')).toEqual({
      'og:image': 'https://cdn.example/nile.jpg',
      'og:image:alt': 'Nile cruise from Luxor to Aswan · Rihla',
      'twitter:image': 'https://cdn.example/nile.jpg',
      'twitter:image:alt': 'Nile cruise from Luxor to Aswan · Rihla',
    });
  });

  it('chat apps draw no SVG: a catalogue illustration becomes its 1200×630 PNG card, at any depth and on the full address too', () => {
    expect(imageTags('/images/guide/city-cairo.svg')['og:image']).toBe('https://rihla.example/images/card/guide/city-cairo.png');
    expect(imageTags('/images/default-tour.svg')['twitter:image']).toBe('https://rihla.example/images/card/default-tour.png');
    expect(imageTags('https://rihla.example/images/events/concert.svg', 'https://rihla.example/')).toMatchObject({
      'og:image': 'https://rihla.example/images/card/events/concert.png',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
  });

  it('pictures that are already raster, or not the catalogue’s, keep their address and get no card size', () => {
    for (const image of ['/uploads/avatars/7.png', '/images/tours/nile.jpg', 'https://other.example/images/tours/nile.svg', '/images/../uploads/x.svg', '/images/tours/nile.svg?v=2']) {
      const tags = imageTags(image);
      expect(tags['og:image'], image).toBe(image.startsWith('http') ? image : `https://rihla.example${image}`);
      expect(tags['og:image:width'], image).toBeUndefined();
    }
  });

  it('structured data keeps the SVG: search engines read it, and the card is cropped for chat apps (D198)', () => {
    const trip = parse(headTags(tour, { origin: ORIGIN, language: 'en' })).find((element) => element.tagName === 'SCRIPT');
    expect(JSON.parse(trip?.textContent ?? '')).toMatchObject({ image: ['https://rihla.example/images/tours/nile.svg'] });
  });
});

describe('applyHead', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.head.innerHTML = '<meta charset="UTF-8"><meta name="description" content="Rihla: tours."><link rel="icon" href="/images/favicon.svg"><title>Rihla</title>';
  });

  it('writes the same elements as headTags, in the same order, in place of the static title and description', () => {
    applyHead(document, tour);
    const written = [...document.head.querySelectorAll('[data-rihla-head]')].map(describeElement);
    const served = parse(headTags(tour, { origin: location.origin, language: 'en' })).map(describeElement);
    expect(written).toEqual(served);
    expect(document.title).toBe('Nile cruise from Luxor to Aswan · Rihla');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
  });

  it('the next page replaces everything the previous page set, the server-rendered elements too', () => {
    document.head.insertAdjacentHTML('beforeend', headTags(tour, { origin: location.origin, language: 'en' }));
    applyHead(document, { title: 'Log in · Rihla', description: 'Log in.', path: '/login', noindex: true });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Log in · Rihla');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    applyHead(document, tour);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('reads the language from <html lang>: the Arabic page names its own address', () => {
    document.documentElement.lang = 'ar';
    applyHead(document, tour);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${location.origin}/travel-with-us?id=3&lng=ar`);
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('ar_EG');
  });
});
