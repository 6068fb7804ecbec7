/**
 * What a picture may be, wherever one is uploaded (an avatar, a tour's photos, a company's logo and cover):
 * PNG, JPEG or WebP, at most 2 MB. The browser checks the file it is given before sending it; the server
 * checks again by the file's content, with the same limit, since a browser's word is not proof.
 */

/** 2 MB: 2 097 152 bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_KINDS = ['png', 'jpeg', 'webp'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Each kind's media type, as the server serves it and a browser declares it. */
export const IMAGE_MEDIA_TYPES: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The `accept` of a picture's file input. */
export const IMAGE_ACCEPT = IMAGE_KINDS.map((kind) => IMAGE_MEDIA_TYPES[kind]).join(',');

export type ImageProblem = 'type' | 'tooLarge';

/** Why a chosen file is not sent, or null: a declared type that is not a picture's, or more than 2 MB. */
export function declaredImageProblem(file: { size: number; type: string }): ImageProblem | null {
  if (!IMAGE_KINDS.some((kind) => IMAGE_MEDIA_TYPES[kind] === file.type.toLowerCase())) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
