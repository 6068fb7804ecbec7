import { style, styleVariants } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlockEnd: vars.space.xl });

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minBlockSize: '14rem',
  marginInline: `calc(-1 * ${vars.space.md})`,
  overflow: 'hidden',
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { 'screen and (min-width: 48rem)': { minBlockSize: '22rem', marginInline: 0, borderRadius: vars.radius.lg } },
});

export const heroImage = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const heroText = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  background: 'linear-gradient(to top, rgba(0,0,0,.72), rgba(0,0,0,0))',
});

export const heroTitle = style({ margin: 0, fontSize: vars.fontSize.hero, lineHeight: 1.15 });

export const heroCity = style({ margin: 0, fontSize: vars.fontSize.large, opacity: 0.92 });

/** The tabs and their panel, then the book panel: side by side from tablet width, the panel on the end side. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const tablist = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.color.border}`,
});

const tabBase = style({
  flex: '0 0 auto',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  marginBlockEnd: '-2px',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } },
});

export const tab = styleVariants({
  idle: [tabBase],
  selected: [tabBase, { color: vars.color.brandStrong, borderBlockEndColor: vars.color.brand }],
});

export const panel = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.lg,
    padding: vars.space.lg,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
  },
]);

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 700 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const infoHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const priceLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const price = style({ fontSize: vars.fontSize.title, fontWeight: 700, color: vars.color.brandStrong });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

const badgeBase = style({ paddingInline: vars.space.sm, paddingBlock: '0.125rem', borderRadius: vars.radius.round, fontSize: vars.fontSize.small, fontWeight: 700 });

export const badge = styleVariants({
  available: [badgeBase, { background: `color-mix(in srgb, ${vars.color.brand} 14%, ${vars.color.surfaceRaised})`, color: vars.color.brandStrong }],
  soldOut: [badgeBase, { background: `color-mix(in srgb, ${vars.color.danger} 12%, ${vars.color.surfaceRaised})`, color: vars.color.danger }],
  meal: [badgeBase, { background: `color-mix(in srgb, ${vars.color.accent} 18%, ${vars.color.surfaceRaised})`, color: vars.color.text }],
});

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const company = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const companyLogo = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const companyLink = style({ display: 'inline-flex', alignItems: 'center', minBlockSize: '2.75rem', fontWeight: 700 });

export const text = style({ margin: 0, whiteSpace: 'pre-line' });

export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  '@media': { 'screen and (min-width: 36rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', gap: '0.125rem' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: 0, listStyle: 'none' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  paddingInline: vars.space.sm,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
});

export const markItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'baseline' });

export const mark = styleVariants({
  included: { color: vars.color.brand, fontWeight: 700 },
  excluded: { color: vars.color.danger, fontWeight: 700 },
});

export const visuallyHidden = shared.visuallyHiddenReset;

/** The Tour Plan: a line down the start side with one numbered stop per day. */
export const timeline = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const day = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: vars.space.md,
  position: 'relative',
});

export const dayNumber = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3rem',
  blockSize: '3rem',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.large,
});

export const dayBody = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const latin = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const map = style({ inlineSize: '100%', aspectRatio: '4 / 3', border: 0, borderRadius: vars.radius.md, '@media': { 'screen and (min-width: 48rem)': { aspectRatio: '16 / 9' } } });

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const galleryImage = style({ display: 'block', inlineSize: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });

/** The book panel stays in view beside the tabs on a large screen. */
export const bookPanel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  '@media': { 'screen and (min-width: 60rem)': { position: 'sticky', insetBlockStart: vars.space.md } },
});

export const bookRows = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const bookRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

/** A traveller type's count with its − and +: 36 px targets, the count between them. */
export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const stepButton = style({
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.brand}`,
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.large,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:disabled': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const stepCount = style({ minInlineSize: '7.5rem', textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const bookTotal = style([bookRow, { paddingBlockStart: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border}`, fontWeight: 700, fontSize: vars.fontSize.large }]);

export const primaryButton = style([
  shared.primaryPill,
  {
    fontWeight: 700,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandStrong },
      '&:disabled': { background: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const message = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.md,
    justifyItems: 'center',
    maxInlineSize: '36rem',
    marginInline: 'auto',
    marginBlock: vars.space.xl,
    padding: vars.space.lg,
    textAlign: 'center',
  },
]);

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const errorTitle = style([messageTitle, { color: vars.color.danger }]);

/** The cancellation policy before paying: a quiet line with a rule on the reading side's start. */
export const policy = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
});

/** The same line for a tour that cannot be refunded once paid. */
export const policyNone = style([policy, { borderInlineStartColor: vars.color.danger }]);

/** The Reviews section under the tabs and the booking panel. */
export const reviewsSection = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0, paddingInline: vars.space.md, maxInlineSize: '60rem' });
