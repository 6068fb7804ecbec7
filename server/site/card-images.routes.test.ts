import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';
import { collectingLogger } from '../testing/log-lines';
import { cardSource } from './card-images.routes';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its header chunk (IHDR, always first): width and height as big-endian 32-bit numbers. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The colour of one pixel of an 8-bit RGBA PNG, decoded with resvg's own reader (an <image> of the PNG). */
async function pixel(png: Uint8Array, x: number, y: number): Promise<string> {
  const { Resvg } = await import('@resvg/resvg-js');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><image x="${-x}" y="${-y}" width="1200" height="630" href="data:image/png;base64,${Buffer.from(png).toString('base64')}"/></svg>`;
  const [r = 0, g = 0, b = 0] = new Resvg(svg).render().pixels;
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A request sent as written: `fetch` (the WHATWG URL parser) would resolve `..` and `%2e%2e` before
 * sending, and an attacker's client does not.
 */
function rawGet(url: string, path: string, language = 'en'): Promise<{ status: number; body: string; type: string | undefined }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { 'Accept-Language': language } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), type: response.headers['content-type'] }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('GET /images/card/<path>.png: the SVG illustrations as social card pictures', () => {
  const log = collectingLogger('debug');
  const server = useTestServer({}, { logger: log.logger });
  const renders = (file: string) => log.lines().filter((line) => line.msg === 'card image rendered' && String(line.file).endsWith(file));

  it("renders a real tour's picture as a 1200×630 PNG, cached for a day", async () => {
    const { data: tour } = await server.api().GET('/api/Travel/{id}', { params: { path: { id: 1 } } });
    const cover = tour?.coverImageUrl ?? '';
    expect(cover).toMatch(/^\/images\/tours\/[\w-]+\.svg$/);
    const response = await fetch(`${server.url}${cover.replace(/^\/images\/(.+)\.svg$/, '/images/card/$1.png')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const png = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeGreaterThan(2_000); // a picture, not an empty canvas
  });

  it('renders each picture once: requests at the same time share the render, later ones are served from memory', async () => {
    const path = '/images/card/tours/felucca.png';
    const bytes = async () => new Uint8Array(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    const [first, together] = await Promise.all([bytes(), bytes()]);
    const later = await bytes();
    expect(together).toEqual(first);
    expect(later).toEqual(first);
    expect(renders('/tours/felucca.svg')).toHaveLength(1);
  });

  it('a 16:10 illustration fills the card (cropped); a square logo is shown whole on the theme colour', async () => {
    const illustration = new Uint8Array(await (await fetch(`${server.url}/images/card/tours/cruise-ship.png`)).arrayBuffer());
    expect(await pixel(illustration, 2, 2)).not.toBe('#0b5d6b'); // the sky reaches the corner
    const logo = new Uint8Array(await (await fetch(`${server.url}/images/card/companies/nileways-logo.png`)).arrayBuffer());
    expect(pngSize(logo)).toEqual({ width: 1200, height: 630 });
    expect(await pixel(logo, 2, 2)).toBe('#0b5d6b'); // the ground left of the logo
  });

  it("guide pictures in nested folders have cards too", async () => {
    const response = await fetch(`${server.url}/images/card/guide/city-cairo.png`);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('a picture that is not there is a 404 in the reader’s language', async () => {
    const english = await fetch(`${server.url}/images/card/tours/no-such-tour.png`);
    expect(english.status).toBe(404);
    expect(english.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await english.json()) as { message: string }).message).toBe('There is no picture at /images/card/tours/no-such-tour.png.');
    const arabic = await fetch(`${server.url}/images/card/tours/no-such-tour.png`, { headers: { 'Accept-Language': 'ar' } });
    expect(arabic.status).toBe(404);
    expect(((await arabic.json()) as { message: string }).message).toBe('لا توجد صورة على العنوان /images/card/tours/no-such-tour.png.');
  });

  it.each([
    '/images/card/tours%2f..%2f..%2fassets%2fimages%2ftours%2fcruise-ship.png',
    '/images/card/tours%2F%2E%2E%2Ftours%2Fcruise-ship.png',
    '/images/card//etc/passwd.png',
    '/images/card/%2Fetc%2Fhosts.png',
    '/images/card/tours/cruise-ship%00.png',
    '/images/card/tours/cruise-ship%2500.png',
    '/images/card/.png',
    '/images/card/tours/.hidden.png',
    '/images/card/tours/cruise-ship.svg',
    '/images/card/tours/cruise-ship',
    '/images/card/favicon.png.png',
  ])('%s is a 404 in the reader’s language, never a file outside the images folder nor a 500', async (path) => {
    const response = await rawGet(server.url, path, 'ar');
    expect(response.status).toBe(404);
    expect(response.type).toMatch(/^application\/json/);
    expect((JSON.parse(response.body) as { message: string }).message).toMatch(/^لا توجد صورة/);
  });

  it.each([
    '/images/card/../tours/cruise-ship.png',
    '/images/card/tours/../../tours/cruise-ship.png',
    '/images/card/%2e%2e/tours/cruise-ship.png',
    '/images/card/tours/%2E%2E/%2e%2e/tours/cruise-ship.png',
    '/images/card/tours\\..\\..\\tours\\cruise-ship.png',
  ])('%s (dot segments, sent as written) never reaches a picture: resolved before routing, or refused', async (path) => {
    const response = await rawGet(server.url, path);
    expect([400, 404]).toContain(response.status);
    expect(response.type).not.toBe('image/png');
  });

  it('the route itself takes only plain names inside the images folder, whatever reaches it', () => {
    for (const path of ['../tours/cruise-ship.png', 'tours/../../x.png', '%2e%2e/x.png', '/etc/hosts.png', 'tours\\..\\x.png', 'a\0.png', 'tours//x.png', './x.png', 'x.svg', '.png']) {
      expect(cardSource(path), path).toBeNull();
    }
    expect(cardSource('tours/cruise-ship.png')).toMatch(/[\\/]server[\\/]assets[\\/]images[\\/]tours[\\/]cruise-ship\.svg$/);
    expect(cardSource('default-tour.png')).toMatch(/[\\/]images[\\/]default-tour\.svg$/);
  });

  it('an SVG at the root of the images folder has a card too (the default tour picture)', async () => {
    const response = await fetch(`${server.url}/images/card/default-tour.png`);
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it('the SVG itself is still served as it was', async () => {
    const response = await fetch(`${server.url}/images/tours/cruise-ship.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });
});
