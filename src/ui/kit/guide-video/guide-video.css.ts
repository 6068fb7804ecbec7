import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  aspectRatio: '16 / 9',
});

export const video = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

const control = style({
  position: 'absolute',
  display: 'grid',
  placeItems: 'center',
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'rgba(8, 63, 73, 0.82)',
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
  },
});

/** The big play control in the middle of the poster (at least 44 px, a comfortable touch target). */
export const playOverPoster = style([
  control,
  // Centred in both directions (and both reading directions) by an auto margin within a zero inset.
  { inset: 0, margin: 'auto', inlineSize: '4.5rem', blockSize: '4.5rem' },
]);

/** The small play or pause control of an ambient video, in the corner where the reading ends. */
export const corner = style([
  control,
  { insetBlockEnd: vars.space.sm, insetInlineEnd: vars.space.sm, inlineSize: '2.75rem', blockSize: '2.75rem' },
]);

/** The play and pause symbols (SVG): a play symbol points right in both languages, the media convention. */
export const icon = style({ inlineSize: '45%', blockSize: '45%', fill: 'currentColor' });

export const failed = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: 0,
  margin: 0,
  padding: vars.space.sm,
  background: 'rgba(0, 0, 0, 0.7)',
  color: vars.color.onBrand,
  textAlign: 'center',
});

export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
