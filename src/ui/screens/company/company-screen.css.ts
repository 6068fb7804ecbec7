import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });

export const header = style([shared.card, { position: 'relative', overflow: 'hidden', borderRadius: vars.radius.lg }]);

export const cover = style({ display: 'block', inlineSize: '100%', blockSize: '10rem', objectFit: 'cover', background: vars.color.border, '@media': { 'screen and (min-width: 48rem)': { blockSize: '14rem' } } });

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  marginBlockStart: '-3rem',
});

export const logo = style({
  inlineSize: '6rem',
  blockSize: '6rem',
  flex: '0 0 auto',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `3px solid ${vars.color.surfaceRaised}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const identityText = style({ display: 'grid', gap: vars.space.xs, flex: '1 1 14rem', minInlineSize: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.title, fontFamily: vars.font.heading, overflowWrap: 'anywhere' });
export const slogan = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic', selectors: { '[dir="rtl"] &': { fontStyle: 'normal' } } });
export const ratingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.small });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const pill = style([shared.pill, { gap: vars.space.xs, paddingInline: vars.space.md }]);

export const primary = style([pill, { border: 'none', background: vars.color.brand, color: vars.color.onBrand }]);
export const secondary = style([pill, { border: `1px solid ${vars.color.brand}`, background: vars.color.surfaceRaised, color: vars.color.brand }]);
export const whatsapp = style([pill, { border: 'none', background: '#1f7a45', color: '#ffffff' }]);

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: '16rem minmax(0, 1fr) 17rem' } },
});

export const panel = style([shared.panel, { minInlineSize: 0 }]);

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const contacts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const contact = style({ display: 'grid', gap: '0.125rem' });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const latin = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const status = style([
  pill,
  {
    justifySelf: 'start',
    border: '1px solid currentColor',
    background: 'transparent',
    selectors: { '&[data-open="true"]': { color: '#1f7a45' }, '&[data-open="false"]': { color: vars.color.danger } },
  },
]);

export const dot = style({ inlineSize: '0.6rem', blockSize: '0.6rem', borderRadius: vars.radius.round, background: 'currentColor' });

export const main = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style([
  pill,
  {
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    border: 'none',
    background: 'transparent',
    color: vars.color.textMuted,
    borderBlockEnd: '3px solid transparent',
    selectors: { '&[aria-selected="true"]': { color: vars.color.brand, borderBlockEndColor: vars.color.brand } },
  },
]);

export const tabPanel = style({ minInlineSize: 0, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });

export const tourGrid = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const photoGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});

export const photo = style({ display: 'block', inlineSize: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const paragraph = style({ margin: 0, lineHeight: 1.6, whiteSpace: 'pre-line' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({ paddingBlock: vars.space.xs, paddingInline: vars.space.sm, borderRadius: vars.radius.round, background: vars.color.surface, fontSize: vars.fontSize.small });

export const sideList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
export const sideItem = style({ display: 'grid', gap: '0.125rem', paddingBlockEnd: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });
export const sideLink = style({ color: vars.color.brand, fontWeight: 600 });
export const sideMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const daysLeft = style({ margin: 0, color: vars.color.accentText, fontWeight: 700, fontSize: vars.fontSize.small });

export const similar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.text, textDecoration: 'none', fontWeight: 600 });
export const similarLogo = style({ inlineSize: '2.5rem', blockSize: '2.5rem', objectFit: 'contain', borderRadius: vars.radius.sm, background: vars.color.surface, border: `1px solid ${vars.color.border}` });

export const message = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceRaised, textAlign: 'center', display: 'grid', gap: vars.space.md, justifyItems: 'center' });

export const errorBox = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: '6px',
  background: '#fdecea',
  color: vars.color.danger,
});
export const errorTitle = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.large });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(0, 0, 0, 0.45)',
});

export const dialog = style({
  inlineSize: 'min(100%, 26rem)',
  maxBlockSize: '90vh',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  color: vars.color.text,
});

export const dialogHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const week = style({ display: 'grid', margin: 0 });
export const weekRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-today="true"]': { background: vars.color.surface, fontWeight: 700, boxShadow: `inset 4px 0 0 ${vars.color.brand}` }, '[dir="rtl"] &[data-today="true"]': { boxShadow: `inset -4px 0 0 ${vars.color.brand}` } },
});

export const reviewForm = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBlockEnd: vars.space.xs });
export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const starOption = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', minBlockSize: '2.75rem', paddingInline: vars.space.sm, borderRadius: vars.radius.round, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, cursor: 'pointer' });
export const textarea = style({ inlineSize: '100%', minBlockSize: '7rem', padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, font: 'inherit', resize: 'vertical' });
export const label = style({ fontWeight: 600 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const reviewList = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const review = style([shared.card, { display: 'grid', gridTemplateColumns: '3rem minmax(0, 1fr)', gap: vars.space.sm, padding: vars.space.md }]);
export const avatar = style({ inlineSize: '3rem', blockSize: '3rem', borderRadius: vars.radius.round, objectFit: 'cover' });
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const reviewText = style({ margin: 0, gridColumn: '2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
