import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The styles many screens share, in one place: a screen composes them (`style([shared.pill, {...}])`) and
 * adds only what is its own. Built on the theme contract; logical properties only.
 */

/** Text for screen readers only: out of sight, still read. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The same, for an element that brings its own margin, padding or border (a label, a heading). */
export const visuallyHiddenReset = style([visuallyHidden, { margin: '-1px', padding: 0, border: 0 }]);

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

/** The slow pulse of a loading placeholder. */
export const shimmerAnimation = `${shimmer} 1.4s ease-in-out infinite`;

/** A loading placeholder block; a screen gives it its size (and a radius of its own where it differs). */
export const skeleton = style({
  borderRadius: vars.radius.md,
  background: vars.color.border,
  animation: shimmerAnimation,
});

/** A raised surface: the frame of cards and panels. */
export const card = style({
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

/** A card holding a column of blocks (filters, side panels). */
export const panel = style([card, { display: 'grid', gap: vars.space.md, padding: vars.space.md }]);

/** A centred message where content would be (loading failed, nothing to show). */
export const message = style({ paddingBlock: vars.space.xl, paddingInline: vars.space.lg, textAlign: 'center' });

/** The error line above a Try Again button. */
export const errorText = style({ color: vars.color.danger, marginBlockEnd: vars.space.md });

/** The small round primary button of a message (Try Again). */
export const primaryButton = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
});

/** A round action, link or button, at least 44 px high (touch target); colours come from the variants below. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** The filled brand action. */
export const primaryPill = style([pill, { border: 'none', background: vars.color.brand, color: vars.color.onBrand }]);

/** The outlined brand action. */
export const secondaryPill = style([pill, { border: `1px solid ${vars.color.brand}`, background: 'transparent', color: vars.color.brand }]);

/** A quiet round control on the raised surface (pager buttons, the like toggle, carousel arrows). */
export const outlineControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});

/** A small round label on the accent colour (an event's category). */
export const badge = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});
