/**
 * A partner's image (D314): a tour's picture, a company's logo or cover. Checked in the
 * browser when it is chosen (PNG, JPEG or WebP, at most 2 MB: the server's own rule, which checks the content
 * again), then sent to `POST /api/partner/images`, whose `url` the tour or the profile takes.
 */
import { fromPromise } from 'xstate';
import { api } from '@/api/client';
import { partnerChange, type PartnerChangeResult } from './partner-calls';
import { declaredImageProblem } from '@core/uploads/images';

/** Keys of the `partnerTours` namespace: why a chosen file is not sent. */
export const IMAGE_TYPE = 'images.errors.type';
export const IMAGE_TOO_LARGE = 'images.errors.tooLarge';
export type ImageProblem = typeof IMAGE_TYPE | typeof IMAGE_TOO_LARGE;

/** Why a chosen file is not sent (the picture rules), as the key of its message; null when it may be sent. */
export function imageProblem(file: { size: number; type: string }): ImageProblem | null {
  const problem = declaredImageProblem(file);
  return problem === null ? null : problem === 'type' ? IMAGE_TYPE : IMAGE_TOO_LARGE;
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
