import { style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textAlign: 'start',
});

/** The leaving-soon carousel shows one card at a time: on wide screens, picture beside the text. */
export const card = styleVariants({
  standard: [cardBase],
  deal: [cardBase],
  listing: [cardBase],
  leavingSoon: [
    cardBase,
    {
      '@media': {
        'screen and (min-width: 48rem)': { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
      },
    },
  ],
});

export const media = style({ position: 'relative', aspectRatio: '16 / 10', background: vars.color.surface });

export const cover = style({ display: 'block', inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const heartSlot = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineEnd: vars.space.sm });

export const discountBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.danger,
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.small,
  // No `direction` here: logical insets resolve against the element's own direction, so an LTR badge on an
  // Arabic page would sit on the left, under the heart. The text inside carries dir="ltr" instead.
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.md,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const city = style({ fontWeight: 600 });

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.text, fontWeight: 600 });

export const ratingStar = style({ color: vars.color.accent });

export const highlight = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 600,
});

export const seatsStrong = style({ color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const fact = style({ minInlineSize: 0 });
export const factWide = style({ minInlineSize: 0, gridColumn: '1 / -1' });
export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const price = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, margin: 0, marginBlockStart: 'auto' });
export const priceNow = style({ fontSize: vars.fontSize.large, fontWeight: 700, color: vars.color.brand });
export const priceWas = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const action = style([shared.pill, { flex: '1 1 8rem', paddingInline: vars.space.md }]);

export const secondaryAction = style([
  action,
  { border: `1px solid ${vars.color.brand}`, background: 'transparent', color: vars.color.brand, selectors: { '&:hover': { background: vars.color.surface } } },
]);

export const primaryAction = style([
  action,
  {
    border: `1px solid ${vars.color.brand}`,
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandStrong },
      '&:disabled': { background: vars.color.border, borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const visuallyHidden = shared.visuallyHiddenReset;

/**
 * A loading card (a carousel's slide while its tours load): the card's own frame and picture, and a block
 * as tall as a card's text (measured 294-437 px from 375 to 1280 px, in both languages), so the tours land
 * without moving what follows.
 */
export const skeletonMedia = style([shared.skeleton, { aspectRatio: '16 / 10', borderRadius: 0 }]);
export const skeletonBody = style({ minBlockSize: '21rem', '@media': { 'screen and (min-width: 48rem)': { minBlockSize: '19rem' } } });
