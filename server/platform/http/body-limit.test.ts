import { request } from 'node:http';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_MULTIPART_BYTES, MAX_TEXT_BODY_BYTES } from './contract-requests';
import { useTestServer } from '../../testing/harness';

/**
 * Body limits hold on the stream (D138): a body is counted while it is read, chunked or not; past its
 * limit the caller gets a 413 in its language, the server stops reading and closes the connection, and
 * its memory does not grow with what the caller keeps sending. The server runs in this process, so
 * `process.memoryUsage()` is the server's memory.
 */
const MB = 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x61);

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes the generator handed to the socket before the exchange ended. */
  produced: number;
  milliseconds: number;
  /** The largest growth of the process's resident memory seen during the exchange. */
  peakGrowth: number;
}

/** Sends `total` bytes (`head` first, then filler) with Transfer-Encoding: chunked from a generator. */
function sendChunked(url: string, path: string, headers: Record<string, string>, total: number, head: Uint8Array = new Uint8Array(0)): Promise<Sent> {
  const started = performance.now();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  let produced = 0;
  function* body() {
    if (head.length) {
      produced += head.length;
      yield head;
    }
    while (produced < total) {
      const chunk = total - produced >= CHUNK.length ? CHUNK : CHUNK.subarray(0, total - produced);
      produced += chunk.length;
      yield chunk;
    }
  }
  return new Promise((resolve, reject) => {
    const outgoing = request(`${url}${path}`, { method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: text,
          produced,
          milliseconds: performance.now() - started,
          peakGrowth: peak - baseline,
        });
        outgoing.destroy();
      });
    });
    // Once the server answers and closes, the rest of the upload fails to write: that is the point.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') {
        clearInterval(sampler);
        reject(error);
      }
    });
    const source = Readable.from(body(), { objectMode: false });
    source.on('error', () => undefined);
    source.pipe(outgoing);
  });
}

/** Writes raw bytes on a socket and collects everything the server answers until it closes. */
function sendRaw(url: string, bytes: Buffer | string, waitMs = 5000): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (part: string) => (answer += part));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      clearTimeout(timer);
      reject(error);
    });
    socket.write(bytes);
  });
}

/** A partner application with every text field and four 3 MB files, as multipart bytes. */
async function partnerApplication(): Promise<{ bytes: Uint8Array; type: string }> {
  const THREE_MB = 3 * MB;
  const padded = (signature: number[], size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(signature);
    return bytes;
  };
  const form = new FormData();
  const fields: Record<string, string> = {
    CompanyName: 'Sinai Trails',
    Owner: 'Karim Mostafa',
    Email: 'info@sinaitrails.example',
    CommercialRegistrationNumber: 'CR-145623',
    PhoneNumber: '+20 69 352 0000',
    WebsiteUrl: 'https://sinaitrails.example',
    CompanyAddress: 'Main Road\r\nNuweiba, South Sinai',
    Description: 'Bedouin-led desert and mountain treks.\r\n\tSunrise hikes.',
    ContactPersonName: 'Salma Farouk',
    ContactPersonNumber: '+20 122 555 0101',
    TypeofTrips: 'Desert safaris',
    acceptTerms: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
  const jpeg = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
  const pdf = [...Buffer.from('%PDF-1.4\n')];
  const webp = [...Buffer.from('RIFF'), 0x1a, 0, 0, 0, ...Buffer.from('WEBPVP8L')];
  form.append('LogoUrl', new Blob([padded(png, THREE_MB)], { type: 'image/png' }), 'logo.png');
  form.append('CoverImageUrl', new Blob([padded(jpeg, THREE_MB)], { type: 'image/jpeg' }), 'cover.jpg');
  form.append('LicenseImageUrl', new Blob([padded(pdf, THREE_MB)], { type: 'application/pdf' }), 'license.pdf');
  form.append('AdditionalDocument', new Blob([padded(webp, THREE_MB)], { type: 'image/webp' }), 'more.webp');
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') ?? '' };
}

describe('request bodies are bounded while they are read', () => {
  const server = useTestServer();

  it('refuses a 256 MB chunked JSON body with 413 at once, without reading it or growing', async () => {
    const sent = await sendChunked(server.url, '/api/Auth/login', { 'Content-Type': 'application/json', 'Accept-Language': 'ar' }, 256 * MB);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: 'الطلب كبير جدًا (الحد الأقصى 1 ميغابايت).' });
    expect(sent.headers.connection).toBe('close');
    // Reading stopped near the limit: the caller could not hand over more than the limit and what
    // the sockets' buffers hold on the way.
    expect(sent.produced).toBeLessThan(MAX_TEXT_BODY_BYTES + 16 * MB);
    expect(sent.peakGrowth).toBeLessThan(48 * MB);
    expect(sent.milliseconds).toBeLessThan(5000);
  });

  it('refuses a 256 MB chunked multipart body with 413 at 13 MB, in English by default', async () => {
    const sent = await sendChunked(
      server.url,
      '/api/TourismCompanyRequestApi',
      { 'Content-Type': 'multipart/form-data; boundary=limit' },
      256 * MB,
      new TextEncoder().encode('--limit\r\nContent-Disposition: form-data; name="LogoUrl"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n'),
    );
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({ message: 'The request is too large (at most 13 MB).' });
    expect(sent.produced).toBeLessThan(MAX_MULTIPART_BYTES + 16 * MB);
    expect(sent.peakGrowth).toBeLessThan(64 * MB);
    expect(sent.milliseconds).toBeLessThan(5000);
  });

  it('takes a chunked partner application just under the limit (four 3 MB files and lines in its free text)', async () => {
    const { bytes, type } = await partnerApplication();
    expect(bytes.length).toBeGreaterThan(12 * MB);
    expect(bytes.length).toBeLessThan(MAX_MULTIPART_BYTES);
    const sent = await sendChunked(server.url, '/api/TourismCompanyRequestApi', { 'Content-Type': type }, bytes.length, bytes);
    expect(sent.status, sent.body).toBe(201);
    const [stored] = await server.services.db.query<{ description: string; company_address: string }>(
      'select description, company_address from partner_applications order by id desc limit 1',
    );
    expect(stored).toEqual({ description: 'Bedouin-led desert and mountain treks.\r\n\tSunrise hikes.', company_address: 'Main Road\r\nNuweiba, South Sinai' });
  }, 30_000);

  it('answers 413 to a Content-Length over the limit before any of the body arrives', async () => {
    const started = performance.now();
    const answer = await sendRaw(
      server.url,
      `POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${1024 * MB}\r\n\r\n{"userName":`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('The request is too large (at most 1 MB).');
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('reads no more than a Content-Length that understates the body: the rest is refused as a request', async () => {
    const body = JSON.stringify({ userName: 'someone@example.com', password: 'x'.repeat(32 * MB) });
    const bytes = Buffer.from(`POST /api/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n${body}`);
    // Measured after the test has made its own 32 MB, so only what the server takes in counts.
    const before = process.memoryUsage().rss;
    const answer = await sendRaw(server.url, bytes);
    // The bytes after the declared 20 are not body: Node's parser reads them as a next request, finds
    // no method there and closes the connection with its own 400.
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close/);
    expect(process.memoryUsage().rss - before).toBeLessThan(96 * MB);
    // and the server carries on
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
