import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@core/uploads/images';
import { checkUpload, removeUpload, saveUpload, sniffFile, sniffImage } from './uploads';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0]);
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]);
const PDF = bytes('%PDF-1.7\n');

describe('file type by content', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(sniffFile(PNG)).toEqual({ kind: 'png', mediaType: 'image/png', extension: 'png' });
    expect(sniffFile(JPEG)).toEqual({ kind: 'jpeg', mediaType: 'image/jpeg', extension: 'jpg' });
    expect(sniffFile(WEBP)).toEqual({ kind: 'webp', mediaType: 'image/webp', extension: 'webp' });
    expect(sniffFile(PDF)).toEqual({ kind: 'pdf', mediaType: 'application/pdf', extension: 'pdf' });
  });

  it('recognises nothing else: text, SVG, GIF, a bare signature, an empty file', () => {
    for (const content of [bytes('hello'), bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('GIF89a', [1, 0, 1, 0]), PNG.subarray(0, 8), bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), new Uint8Array()]) {
      expect(sniffFile(content)).toBeNull();
    }
  });

  it('sniffImage accepts only the pictures', () => {
    expect(sniffImage(PNG)?.kind).toBe('png');
    expect(sniffImage(WEBP)?.kind).toBe('webp');
    expect(sniffImage(PDF)).toBeNull();
  });
});

describe('checkUpload', () => {
  const padded = (head: Uint8Array, size: number) => {
    const out = new Uint8Array(size);
    out.set(head);
    return new Blob([out]);
  };

  it('takes images up to 2 MB by default, whatever the declared type', async () => {
    const result = await checkUpload(new Blob([JPEG], { type: 'text/plain' }));
    expect(result).toMatchObject({ ok: true, file: { kind: 'jpeg' } });
    expect((await checkUpload(padded(PNG, MAX_IMAGE_BYTES))).ok).toBe(true);
    expect(await checkUpload(padded(PNG, MAX_IMAGE_BYTES + 1))).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await checkUpload(new Blob([PDF]))).toEqual({ ok: false, reason: 'invalidType' });
  });

  it('takes other kinds and limits when asked (partner documents)', async () => {
    expect(await checkUpload(new Blob([PDF]), { accept: ['pdf', 'png'] })).toMatchObject({ ok: true, file: { kind: 'pdf' } });
    expect(await checkUpload(new Blob([WEBP]), { accept: ['pdf'] })).toEqual({ ok: false, reason: 'invalidType' });
    expect(await checkUpload(padded(PNG, 101), { maxBytes: 100 })).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

describe('saveUpload and removeUpload', () => {
  it('stores under a random name in the folder and answers the path it is served at', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rihla-uploads-test-'));
    const path = await saveUpload(root, 'avatars', PNG, { extension: 'png' });
    expect(path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const file = join(root, path.slice('/uploads/'.length));
    expect(new Uint8Array(readFileSync(file))).toEqual(PNG);
    await removeUpload(root, path);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder that is not a plain name, and never deletes outside the uploads folder', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rihla-uploads-test-'));
    await expect(saveUpload(root, '../escape', PNG, { extension: 'png' })).rejects.toThrow('not a plain folder name');
    const outside = join(root, '..', `keep-${Date.now()}.txt`);
    writeFileSync(outside, 'keep me');
    await removeUpload(join(root), `/uploads/../${outside.split('/').pop()}`);
    await removeUpload(root, '/images/default-tour.svg');
    expect(existsSync(outside)).toBe(true);
  });
});
