import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { readConfig } from './config';

describe('the server', () => {
  let app: ReturnType<typeof createApp>;

  beforeAll(() => {
    const distDir = mkdtempSync(join(tmpdir(), 'rihla-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Rihla</title><div id="root"></div>');
    writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("rihla")');
    app = createApp(readConfig({ DIST_DIR: distDir, DATA_DIR: join(distDir, 'data'), npm_package_version: '9.9.9' }));
  });

  it('answers its health check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: '9.9.9' });
  });

  it('serves the app for any page address (history fallback), never cached', async () => {
    for (const path of ['/', '/tours', '/companies/4', '/payment-status?bookingId=7']) {
      const response = await app.request(path, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves hashed assets with a year-long cache', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await app.request('/assets/gone-000.js');
    expect(response.status).toBe(404);
  });

  it('answers an unknown API call with the contract error shape', async () => {
    const response = await app.request('/api/NoSuchThing', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'No API call POST /api/NoSuchThing' });
  });
});

describe('configuration', () => {
  it('defaults to port 8080 and ./data', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('rejects a port that is not a port, with a clear message', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow("PORT must be a whole number from 0 to 65535, got 'eighty'");
  });
});
