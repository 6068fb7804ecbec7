/**
 * A partner's image (issue 20 item 3; D314): a tour's picture, a company's logo or cover. Checked in the
 * browser when it is chosen (PNG, JPEG or WebP, at most 2 MB: the server's own rule, which checks the content
 * again), then sent to `POST /api/partner/images`, whose `url` the tour or the profile takes.
 */
import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { partnerChange, type PartnerChangeResult } from './partner-calls';

/** At most 2 MB, as the server's upload check (D314). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The `accept` of an image input. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Keys of the `partnerTours` namespace: why a chosen file is not sent. */
export const IMAGE_TYPE = 'images.errors.type';
export const IMAGE_TOO_LARGE = 'images.errors.tooLarge';
export type ImageProblem = typeof IMAGE_TYPE | typeof IMAGE_TOO_LARGE;

/** Why a chosen file is not sent, or null: a type the browser declares that is not an image's, or over 2 MB. */
export function imageProblem(file: { size: number; type: string }): ImageProblem | null {
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE;
  const declared = file.type.toLowerCase();
  return (IMAGE_TYPES as readonly string[]).includes(declared) ? null : IMAGE_TYPE;
}

export type UploadResult = PartnerChangeResult<{ url: string }>;

/** `POST /api/partner/images` (multipart `image`): the stored image's path. */
export const uploadPartnerImage = fromPromise<UploadResult, { file: File }>(({ input }) =>
  partnerChange(
    () =>
      api.POST('/api/partner/images', {
        body: { image: input.file as unknown as string },
        bodySerializer: () => {
          const form = new FormData();
          form.append('image', input.file, input.file.name);
          return form;
        },
      }),
    'Upload image',
  ),
);
