import { style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const visuallyHidden = shared.visuallyHidden;

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});

export const back = style({ color: vars.color.brand, fontWeight: 600, justifySelf: 'start' });

export const header = style([shared.card, { display: 'grid', gap: vars.space.sm, padding: vars.space.md, overflow: 'hidden' }]);

export const cover = style({
  inlineSize: `calc(100% + 2 * ${vars.space.md})`,
  marginInline: `calc(-1 * ${vars.space.md})`,
  marginBlockStart: `calc(-1 * ${vars.space.md})`,
  aspectRatio: '16 / 6',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title, textAlign: 'start', overflowWrap: 'anywhere' });

export const titleLink = style({ color: 'inherit', textDecorationThickness: '1px', textUnderlineOffset: '0.2em' });

export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The reference: large, monospaced, selectable as one piece, kept left to right inside Arabic text. */
export const reference = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  letterSpacing: '0.08em',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  userSelect: 'all',
  display: 'inline-block',
});

export const referenceBlock = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

const statusBase = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const status = styleVariants({
  paid: [statusBase, { background: vars.color.brand, color: vars.color.onBrand }],
  pending: [statusBase, { background: vars.color.accent, color: vars.color.text }],
  failed: [statusBase, { color: vars.color.danger, border: `1px solid ${vars.color.danger}` }],
  expired: [statusBase, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  cancelled: [statusBase, { background: vars.color.surface, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  refunded: [statusBase, { color: vars.color.brand, border: `1px solid ${vars.color.brand}` }],
});

export const section = style([shared.card, { display: 'grid', gap: vars.space.sm, padding: vars.space.md, minInlineSize: 0 }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large, textAlign: 'start' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

/** Phone numbers and e-mail addresses read left to right inside Arabic text. */
export const latin = style({ direction: 'ltr', unicodeBidi: 'isolate', display: 'inline-block' });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }]);

export const totalRow = style({ fontWeight: 700, fontSize: vars.fontSize.body });

export const totalAmount = style([number, { color: vars.color.brand, borderBlockEnd: 'none' }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const primary = shared.primaryPill;
export const secondary = shared.secondaryPill;

export const danger = style([shared.pill, { border: `1px solid ${vars.color.danger}`, background: 'transparent', color: vars.color.danger }]);

export const text = style({ margin: 0 });

export const errorText = style([shared.errorText, { margin: 0, fontWeight: 600 }]);

export const outcome = style({ margin: 0, fontWeight: 600, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });

export const timeline = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
});

export const stepKind = styleVariants({
  booked: {},
  paymentDeclined: { borderInlineStartColor: vars.color.danger },
  paid: { borderInlineStartColor: vars.color.brand },
  expired: {},
  cancelled: {},
  refunded: { borderInlineStartColor: vars.color.brand },
});

export const stepTitle = style({ margin: 0, fontWeight: 600 });

const panel = style([shared.card, shared.message, { display: 'grid', justifyItems: 'center', gap: vars.space.md, margin: 0 }]);
export const problem = style([panel, { borderInlineStart: `4px solid ${vars.color.danger}` }]);
export const problemTitle = style({ margin: 0, fontSize: vars.fontSize.large });
export const problemText = style([shared.errorText, { margin: 0, fontWeight: 600 }]);
export const notice = panel;

export const skeleton = style([shared.skeleton, { blockSize: '14rem' }]);

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgb(0 0 0 / 45%)',
});

export const dialog = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.md,
    inlineSize: 'min(100%, 28rem)',
    maxBlockSize: '90vh',
    overflowY: 'auto',
    padding: vars.space.lg,
    boxShadow: vars.shadow.raised,
  },
]);
