import { style } from '@vanilla-extract/css';
import * as shared from '@/ui/styles/shared.css';
import { vars } from '@/ui/styles/theme.css';

/** The desk is one column a thumb can reach on a phone; no wider than a phone on a desk either. */
export const desk = style({ display: 'grid', gap: vars.space.md, maxInlineSize: '32rem', minInlineSize: 0 });

/** The camera's picture: as wide as the column, square enough to hold a voucher's code. */
export const camera = style({
  inlineSize: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.text,
  borderRadius: vars.radius.md,
});

const outcomeBase = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    minInlineSize: 0,
    selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
  },
]);

/** Seen from arm's length at a bus door: a broad coloured edge and a large title. */
export const success = style([outcomeBase, { borderInlineStart: `8px solid ${vars.color.brand}` }]);
export const refusal = style([outcomeBase, { borderInlineStart: `8px solid ${vars.color.danger}` }]);

export const outcomeTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.hero, lineHeight: 1.1 });
export const successTitle = style([outcomeTitle, { color: vars.color.brand }]);
export const refusalTitle = style([outcomeTitle, { color: vars.color.danger }]);

export const travellerName = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: 700, overflowWrap: 'anywhere' });

/** Buttons as wide as the column: the next voucher is one tap away. */
export const wide = style({ inlineSize: '100%', justifyContent: 'center' });
