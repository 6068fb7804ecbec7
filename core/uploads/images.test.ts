import { describe, expect, it } from 'vitest';
import { declaredImageProblem, IMAGE_ACCEPT, MAX_IMAGE_BYTES } from './images';

describe('what a picture may be', () => {
  it('takes a PNG, JPEG or WebP of at most 2 MB', () => {
    expect(MAX_IMAGE_BYTES).toBe(2_097_152);
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp');
    expect(declaredImageProblem({ size: MAX_IMAGE_BYTES, type: 'image/webp' })).toBeNull();
    expect(declaredImageProblem({ size: 10, type: 'IMAGE/PNG' })).toBeNull();
  });

  it('refuses another type first, then a file one byte over 2 MB', () => {
    expect(declaredImageProblem({ size: MAX_IMAGE_BYTES + 1, type: 'application/pdf' })).toBe('type');
    expect(declaredImageProblem({ size: 10, type: 'image/gif' })).toBe('type');
    expect(declaredImageProblem({ size: MAX_IMAGE_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
  });
});
