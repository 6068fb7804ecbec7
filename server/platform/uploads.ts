/**
 * Users' files (avatars, partner documents): what a file is comes from its content (magic bytes), never
 * from its name or the type the browser declared, and files are kept under DATA_DIR/uploads with a random
 * name, so nothing a user sends can choose a path or make the server serve a script.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { IMAGE_KINDS, IMAGE_MEDIA_TYPES, MAX_IMAGE_BYTES, type ImageKind } from '@core/uploads/images';

export type FileKind = ImageKind | 'pdf';

export interface DetectedFile<K extends FileKind = FileKind> {
  kind: K;
  mediaType: string;
  /** The extension the file is stored with (it decides the Content-Type it is served with). */
  extension: string;
}

const KINDS: Record<FileKind, { mediaType: string; extension: string }> = {
  png: { mediaType: IMAGE_MEDIA_TYPES.png, extension: 'png' },
  jpeg: { mediaType: IMAGE_MEDIA_TYPES.jpeg, extension: 'jpg' },
  webp: { mediaType: IMAGE_MEDIA_TYPES.webp, extension: 'webp' },
  pdf: { mediaType: 'application/pdf', extension: 'pdf' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** What the content says the file is (PNG, JPEG, WebP or PDF), or null when it is none of them. */
export function sniffFile(bytes: Uint8Array): DetectedFile | null {
  let kind: FileKind | null = null;
  // PNG: the 8-byte signature, then the IHDR chunk that must come first.
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && startsWith(bytes, ascii('IHDR'), 12)) kind = 'png';
  // JPEG: start-of-image, then the first marker's prefix.
  else if (startsWith(bytes, [0xff, 0xd8, 0xff])) kind = 'jpeg';
  // WebP: a RIFF container of type WEBP with a VP8 / VP8L / VP8X chunk.
  else if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12)) kind = 'webp';
  else if (startsWith(bytes, ascii('%PDF-'))) kind = 'pdf';
  return kind ? { kind, ...KINDS[kind] } : null;
}

/** The image kind (PNG, JPEG or WebP) of the content, or null when it is not one of those images. */
export function sniffImage(bytes: Uint8Array): DetectedFile<ImageKind> | null {
  const detected = sniffFile(bytes);
  return detected && detected.kind !== 'pdf' ? (detected as DetectedFile<ImageKind>) : null;
}

export type UploadCheck<K extends FileKind> =
  | { ok: true; file: DetectedFile<K>; bytes: Uint8Array }
  | { ok: false; reason: 'tooLarge' | 'invalidType' };

/**
 * Reads an uploaded file and checks it: at most `maxBytes` (checked before reading it), and one of the
 * `accept`ed kinds by content. Images (PNG, JPEG, WebP) up to 2 MB unless told otherwise.
 */
export async function checkUpload<K extends FileKind = ImageKind>(
  file: Blob,
  options: { maxBytes?: number; accept?: readonly K[] } = {},
): Promise<UploadCheck<K>> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const accept: readonly FileKind[] = options.accept ?? IMAGE_KINDS;
  if (file.size > maxBytes) return { ok: false, reason: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > maxBytes) return { ok: false, reason: 'tooLarge' };
  const detected = sniffFile(bytes);
  if (!detected || !accept.includes(detected.kind)) return { ok: false, reason: 'invalidType' };
  return { ok: true, file: detected as DetectedFile<K>, bytes };
}

/**
 * Stores checked content under `uploadsDir/<folder>/<random>.<extension>` and returns the path it is
 * served at (`/uploads/<folder>/<name>`, see server/site/files.routes.ts).
 */
export async function saveUpload(uploadsDir: string, folder: string, bytes: Uint8Array, file: Pick<DetectedFile, 'extension'>): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`saveUpload: '${folder}' is not a plain folder name`);
  const name = `${randomBytes(16).toString('hex')}.${file.extension}`;
  const directory = join(uploadsDir, folder);
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, name), bytes, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}

/** Deletes a file saveUpload stored (best effort); paths outside the uploads folder are left alone. */
export async function removeUpload(uploadsDir: string, publicPath: string | null | undefined): Promise<void> {
  if (!publicPath?.startsWith('/uploads/')) return;
  const root = resolve(uploadsDir);
  const target = resolve(root, publicPath.slice('/uploads/'.length));
  const inside = relative(root, target);
  if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return;
  await unlink(target).catch(() => undefined);
}
