import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../testing/harness';

/** The guide's videos (booking document section 2), made by scripts/guide-videos/make-videos.mjs. */
const GUIDE_VIDEOS = ['pyramids', 'luxor-temple', 'nuweiba', 'beaches', 'heritage'];
const GUIDE_DIR = fileURLToPath(new URL('../assets/images/guide/', import.meta.url));
const guideFile = (name: string) => `${GUIDE_DIR}${name}`;

/** Serving the guide's videos the way browsers play them: their types, and in byte ranges. */
describe('the guide videos over HTTP', () => {
  const server = useTestServer();

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  it.each([
    ['webm', 'video/webm'],
    ['mp4', 'video/mp4'],
  ])('serves every .%s whole, as %s, saying it can send ranges', async (extension, type) => {
    for (const name of GUIDE_VIDEOS) {
      const path = `/images/guide/${name}.${extension}`;
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('accept-ranges'), path).toBe('bytes');
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=86400');
      expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(guideFile(`${name}.${extension}`))), path).toBe(true);
    }
  });

  it.each(['webm', 'mp4'])('answers a Range request for a .%s with 206 and exactly those bytes', async (extension) => {
    const file = guideFile(`pyramids.${extension}`);
    const size = statSync(file).size;
    const response = await get(`/images/guide/pyramids.${extension}`, { Range: 'bytes=0-99', 'Accept-Encoding': 'gzip' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-type')).toBe(`video/${extension}`);
    expect(response.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(response.headers.get('content-length')).toBe('100');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file).subarray(0, 100))).toBe(true);
  });

  it('sends the rest of a video from an open-ended range, as a player resuming does', async () => {
    const file = guideFile('beaches.mp4');
    const size = statSync(file).size;
    const response = await get('/images/guide/beaches.mp4', { Range: `bytes=${size - 1000}-` });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${size - 1000}-${size - 1}/${size}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(file).subarray(size - 1000))).toBe(true);
  });

  it('answers a range past the end with 416 and the real size', async () => {
    const size = statSync(guideFile('nuweiba.webm')).size;
    const response = await get('/images/guide/nuweiba.webm', { Range: `bytes=${size + 10}-${size + 20}` });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('serves every poster as an SVG image, and a JSON 404 for a video that is not there', async () => {
    for (const name of GUIDE_VIDEOS) {
      const response = await get(`/images/guide/${name}-poster.svg`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toContain('image/svg+xml');
    }
    const missing = await get('/images/guide/sphinx.webm');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
  });
});

/** The committed files keep the budgets the guide pages were planned around (lazy, light videos). */
describe('the guide video files', () => {
  /** Top-level MP4 boxes in file order: `moov` before `mdat` means a browser can start before the end. */
  function topLevelBoxes(bytes: Buffer): string[] {
    const boxes: string[] = [];
    for (let at = 0; at + 8 <= bytes.length; ) {
      const size = bytes.readUInt32BE(at);
      boxes.push(bytes.toString('latin1', at + 4, at + 8));
      if (size < 8) break;
      at += size;
    }
    return boxes;
  }

  it.each(GUIDE_VIDEOS)('%s: a webm within 350 KB and a fast-start mp4 within 450 KB', (name) => {
    const webm = readFileSync(guideFile(`${name}.webm`));
    expect(webm.length).toBeLessThanOrEqual(350 * 1024);
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(webm.subarray(0, 64).toString('latin1')).toContain('webm');

    const mp4 = readFileSync(guideFile(`${name}.mp4`));
    expect(mp4.length).toBeLessThanOrEqual(450 * 1024);
    const boxes = topLevelBoxes(mp4);
    expect(boxes[0]).toBe('ftyp');
    expect(boxes.indexOf('moov')).toBeGreaterThan(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it.each(GUIDE_VIDEOS)('%s: a 16:9 SVG poster under 6 KB with an accessible name', (name) => {
    const poster = readFileSync(guideFile(`${name}-poster.svg`), 'utf8');
    expect(Buffer.byteLength(poster)).toBeLessThan(6 * 1024);
    expect(poster).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360" role="img" aria-label="[^"]+">/);
    expect(poster.endsWith('</svg>')).toBe(true);
  });
});

/** Clients that join a base URL ending in `/` with a path starting with one ask for `//images/…`. */
describe('static paths with a doubled slash', () => {
  const server = useTestServer();

  it('answers the file, not the app page', async () => {
    const file = readFileSync(fileURLToPath(new URL('../assets/images/tours/balloon.svg', import.meta.url)));
    for (const path of ['//images/tours/balloon.svg', '/images//tours/balloon.svg', '///images/tours/balloon.svg']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('image/svg+xml');
      expect(Buffer.from(await response.arrayBuffer()).equals(file), path).toBe(true);
    }
    const missing = await fetch(`${server.url}//images/tours/not-there.svg`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('reaches the API the same way', async () => {
    const response = await fetch(`${server.url}//api/Travel/3`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: number }).id).toBe(3);
  });
});
