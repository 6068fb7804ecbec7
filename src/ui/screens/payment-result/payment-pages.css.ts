import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/**
 * The pages of the payment flow (/payment, /payment-status, /payment-success, /payment-failed): one calm
 * card in the middle of the page, phone first, logical properties only so Arabic mirrors by itself.
 */
export const page = style({
  display: 'grid',
  justifyItems: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const panel = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.md,
    inlineSize: '100%',
    maxInlineSize: '34rem',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    textAlign: 'center',
    '@media': { 'screen and (min-width: 40rem)': { padding: vars.space.xl } },
  },
]);

/** A panel whose news is bad: a danger rule on the reading side's start. */
export const problemPanel = style([panel, { borderInlineStart: `4px solid ${vars.color.danger}` }]);

/** A panel whose news is good. */
export const successPanel = style([panel, { borderInlineStart: `4px solid ${vars.color.brand}` }]);

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title });

export const text = style({ margin: 0, fontSize: vars.fontSize.large });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const problemText = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.large });

export const confirmedText = style({ margin: 0, color: vars.color.brand, fontWeight: 700, fontSize: vars.fontSize.large });

/** The number of the booking, kept left to right inside Arabic text. */
export const bookingNumber = style({ margin: 0, fontWeight: 600, unicodeBidi: 'plaintext' });

/** A slow pulse while the page waits (no motion for those who asked for less). */
export const waitingDot = style([
  shared.skeleton,
  {
    justifySelf: 'center',
    inlineSize: '3rem',
    blockSize: '3rem',
    borderRadius: vars.radius.round,
    background: vars.color.brand,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const primaryAction = style([shared.primaryPill, { selectors: { '&:hover': { background: vars.color.brandStrong } } }]);

export const secondaryAction = shared.secondaryPill;

/** The quiet "Stay on this page" control beside the countdown. */
export const quietAction = style({
  justifySelf: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** The booking a result page is about: reference, tour and travel date, one fact a line. */
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.brand} 6%, transparent)`,
  textAlign: 'start',
});

/** Term and value side by side, wrapping on a 375 px phone. */
export const fact = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: vars.space.md, rowGap: '0.125rem' });

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

/** The reference (RH-7KQ2M9) reads left to right inside Arabic text, spaced to be read out or copied. */
export const reference = style([factValue, { direction: 'ltr', unicodeBidi: 'isolate', letterSpacing: '0.06em', fontVariantNumeric: 'tabular-nums' }]);

/** The seat hold's countdown and what it means, on the failure page. */
export const hold = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center' });
