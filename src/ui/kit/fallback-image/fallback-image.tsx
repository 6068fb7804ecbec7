import type { ImgHTMLAttributes } from 'react';
import { DEFAULT_TOUR_IMAGE, fallbackOnError, resolveImageUrl } from '@/api/images';

export type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'alt'> & {
  /** The API's image path or address; empty gives the fallback. */
  src: string | null | undefined;
  /** Shown when there is no image or it fails to load (spec: broken images fall back). */
  fallback?: string;
  /** Required: '' for a decorative picture. */
  alt: string;
};

/** An image from the API that falls back to a default picture when it is missing or broken. */
export function FallbackImage({ src, fallback = DEFAULT_TOUR_IMAGE, alt, ...rest }: FallbackImageProps) {
  return <img {...rest} src={resolveImageUrl(src, fallback)} onError={fallbackOnError(fallback)} alt={alt} />;
}
