import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** Phones first: the filters stack above the tours; from 60rem they stand beside them. */
const wide = 'screen and (min-width: 60rem)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '76rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
});

export const filters = style([
  shared.panel,
  { '@media': { [wide]: { position: 'sticky', insetBlockStart: vars.space.md, padding: vars.space.lg } } },
]);

export const filtersHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const field = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

/** Category and sort share a row on a phone (two 8.5rem selects fit at 375 px), and stack in the side panel. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
  '@media': { [wide]: { gridTemplateColumns: '1fr' } },
});

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small });

const control = {
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
} as const;

export const input = style(control);

export const select = style(control);

export const priceRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm });

export const priceValue = style({ fontWeight: 700, color: vars.color.brand });

/**
 * The native range input: it runs from the start side, so in Arabic the minimum sits on the right and the
 * thumb moves leftwards as the price grows, as an Arabic reader expects.
 */
export const slider = style({ inlineSize: '100%', minBlockSize: '2.75rem', accentColor: vars.color.brand, margin: 0 });

export const sliderEnds = style({
  display: 'flex',
  justifyContent: 'space-between',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const resetButton = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'default' },
    '&:not(:disabled):hover': { background: vars.color.surface },
  },
});

export const results = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const resultsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const skeleton = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    animation: shared.shimmerAnimation,
    '@media': { [wide]: { gridTemplateColumns: '14rem 1fr' } },
  },
]);

const bar = { borderRadius: vars.radius.sm, background: vars.color.border } as const;

export const skeletonImage = style({ ...bar, blockSize: '10rem', '@media': { [wide]: { gridRow: 'span 4' } } });

export const skeletonTitle = style({ ...bar, blockSize: '1.4rem', inlineSize: '70%' });

export const skeletonLine = style({ ...bar, blockSize: '0.9rem', inlineSize: '90%' });

export const skeletonShort = style({ ...bar, blockSize: '0.9rem', inlineSize: '45%' });

export const message = style([
  shared.card,
  { display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: vars.space.xl, textAlign: 'center' },
]);

export const messageText = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 600 });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style([messageText, { color: vars.color.danger }]);

export const primaryButton = style([shared.primaryPill, { selectors: { '&:hover': { background: vars.color.brandStrong } } }]);

export const visuallyHidden = style([shared.visuallyHidden, { clipPath: 'inset(50%)' }]);
