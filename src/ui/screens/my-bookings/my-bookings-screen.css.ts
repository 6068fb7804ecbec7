import { style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '56rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title, textAlign: 'start' });

export const visuallyHidden = shared.visuallyHidden;

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

/** A phone shows the picture above the details; from 40rem it sits at the start of the row (right in Arabic). */
export const card = style([
  shared.card,
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    overflow: 'hidden',
    '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '12rem 1fr' } },
  },
]);

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '9rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
  '@media': { 'screen and (min-width: 40rem)': { aspectRatio: 'auto' } },
});

export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, minInlineSize: 0 });

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const name = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere', textAlign: 'start' });

export const nameLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } } });

/** The reference reads left to right inside Arabic text, and is selected as one piece. */
export const reference = style({ direction: 'ltr', unicodeBidi: 'isolate', userSelect: 'all', justifySelf: 'start', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' });

export const viewBooking = shared.secondaryPill;

const statusBase = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

/**
 * The status label: filled for paid, accent while awaiting payment, red for a declined payment, muted when
 * lapsed or cancelled, outlined in the brand colour once the money went back.
 */
export const status = styleVariants({
  paid: [statusBase, { background: vars.color.brand, color: vars.color.onBrand }],
  pending: [statusBase, { background: vars.color.accent, color: vars.color.text }],
  failed: [statusBase, { background: 'transparent', color: vars.color.danger, border: `1px solid ${vars.color.danger}` }],
  expired: [statusBase, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  cancelled: [statusBase, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  refunded: [statusBase, { background: 'transparent', color: vars.color.brand, border: `1px solid ${vars.color.brand}` }],
});

/** Label over value, two columns on a phone, four when there is room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const total = style([value, { color: vars.color.brand, fontSize: vars.fontSize.large }]);

export const payRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const held = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const payNow = shared.primaryPill;

const panel = style([shared.card, shared.message, { display: 'grid', justifyItems: 'center', gap: vars.space.md, margin: 0 }]);

export const empty = panel;
export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const emptyText = style({ margin: 0, color: vars.color.textMuted });

export const problem = style([panel, { borderInlineStart: `4px solid ${vars.color.danger}` }]);
export const problemText = style([shared.errorText, { margin: 0, fontWeight: 600 }]);

export const action = shared.primaryPill;

export const skeleton = style([shared.skeleton, { blockSize: '10rem' }]);
