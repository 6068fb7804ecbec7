import { style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const visuallyHidden = shared.visuallyHidden;

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '60rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title, textAlign: 'start' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large, textAlign: 'start', overflowWrap: 'anywhere' });
export const text = style({ margin: 0 });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const section = style([shared.card, { display: 'grid', gap: vars.space.md, padding: vars.space.md, minInlineSize: 0 }]);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const filter = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });
export const select = style([shared.outlineControl, { minBlockSize: '2.75rem' }]);

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style([
  shared.card,
  { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', padding: vars.space.md, minInlineSize: 0 },
]);

export const itemText = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const itemName = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

/** E-mail addresses, phone numbers and web addresses read left to right inside Arabic text. */
export const latin = style({ direction: 'ltr', unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

const statusBase = style([shared.badge, { whiteSpace: 'nowrap' }]);

export const status = styleVariants({
  pending: [statusBase],
  approved: [statusBase, { background: vars.color.brand, color: vars.color.onBrand }],
  rejected: [statusBase, { background: 'transparent', color: vars.color.danger, border: `1px solid ${vars.color.danger}` }],
});

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const primary = shared.primaryPill;
export const secondary = shared.secondaryPill;
export const danger = style([shared.pill, { border: `1px solid ${vars.color.danger}`, background: 'transparent', color: vars.color.danger }]);
export const back = style([shared.pill, { border: 'none', background: 'transparent', color: vars.color.brand, paddingInline: 0, justifySelf: 'start' }]);

export const form = style({ display: 'grid', gap: vars.space.md });

/** English and Arabic side by side on a wide screen, one above the other on a phone. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', gap: vars.space.sm });

export const label = style({ fontWeight: 600 });
export const errorText = style([shared.errorText, { margin: 0, fontWeight: 600 }]);

export const outcome = style({
  margin: 0,
  fontWeight: 600,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});

const panel = style([shared.card, shared.message, { display: 'grid', justifyItems: 'center', gap: vars.space.md, margin: 0 }]);
export const problem = style([panel, { borderInlineStart: `4px solid ${vars.color.danger}` }]);
export const problemText = style([shared.errorText, { margin: 0, fontWeight: 600 }]);
export const notice = panel;
export const skeleton = style([shared.skeleton, { blockSize: '12rem' }]);
