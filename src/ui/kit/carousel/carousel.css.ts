import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const region = style({ position: 'relative', marginBlock: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.title, marginBlockEnd: vars.space.md });

export const description = style({ marginBlock: `calc(-1 * ${vars.space.sm}) ${vars.space.md}` });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  minBlockSize: '12rem',
});

// Physical directions on purpose: a slide's motion is what the eye sees, and the component picks the
// motion from the navigation direction and the page direction (next moves leftward in English and
// rightward in Arabic).
const leaveToLeft = keyframes({ from: { transform: 'translateX(0)', opacity: 1 }, to: { transform: 'translateX(-12%)', opacity: 0 } });
const leaveToRight = keyframes({ from: { transform: 'translateX(0)', opacity: 1 }, to: { transform: 'translateX(12%)', opacity: 0 } });
const arriveFromRight = keyframes({ from: { transform: 'translateX(12%)', opacity: 0 }, to: { transform: 'translateX(0)', opacity: 1 } });
const arriveFromLeft = keyframes({ from: { transform: 'translateX(-12%)', opacity: 0 }, to: { transform: 'translateX(0)', opacity: 1 } });

const half = '150ms';

const slideBase = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { paddingInline: vars.space.xxl } },
});

/** The slide, by how it moves; built at compile time (no runtime), picked with `slide[motion]`. */
export const slide = styleVariants({
  still: [slideBase],
  'leave-leftward': [slideBase, { animation: `${leaveToLeft} ${half} ease-in forwards` }],
  'leave-rightward': [slideBase, { animation: `${leaveToRight} ${half} ease-in forwards` }],
  'arrive-leftward': [slideBase, { animation: `${arriveFromRight} ${half} ease-out` }],
  'arrive-rightward': [slideBase, { animation: `${arriveFromLeft} ${half} ease-out` }],
});

/** Previous, the dots, then next: a row under the slide whose order follows the page direction. */
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});

export const arrow = style([
  shared.outlineControl,
  {
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    flexShrink: 0,
    padding: 0,
    color: vars.color.brandStrong,
    boxShadow: vars.shadow.card,
    selectors: { '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' } },
  },
]);

// Up to 8 dots (a longer carousel shows the counter, D260); they may still wrap rather than widen a phone's page.
export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xs, minInlineSize: 0 });

/** "3 / 43": wide enough for the longest count, digits of one width, so the arrows never move as it counts. */
export const counter = style({
  margin: 0,
  minInlineSize: '5.5rem',
  textAlign: 'center',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

// A 24 px target (WCAG 2.5.8) around the 12 px dot that is drawn.
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      inlineSize: '0.75rem',
      blockSize: '0.75rem',
      borderRadius: vars.radius.round,
      border: `2px solid ${vars.color.brand}`,
    },
    '&[aria-current="true"]::before': { background: vars.color.brand },
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
  },
});

export const message = shared.message;

export const errorText = shared.errorText;

export const button = shared.primaryButton;

/** While the items load, the row of arrows and dots keeps its place (an arrow's height under the slide). */
export const controlsSlot = style({ blockSize: '2.75rem', marginBlockStart: vars.space.md });

export const skeleton = style([shared.skeleton, { blockSize: '10rem', marginBlock: vars.space.lg, marginInline: vars.space.lg }]);

export const visuallyHidden = shared.visuallyHidden;
