import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ paddingBlockStart: vars.space.lg, maxInlineSize: '56rem', marginInline: 'auto' });

export const article = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const hero = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  maxBlockSize: '26rem',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const content = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});

export const header = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const category = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.title, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const fact = style({ display: 'grid', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const primary = style([action, { border: 'none', background: vars.color.brand, color: vars.color.onBrand }]);
export const secondary = style([action, { border: `1px solid ${vars.color.brand}`, background: 'transparent', color: vars.color.brand }]);
export const primaryButton = primary;
export const secondaryButton = secondary;

export const back = style({ color: vars.color.brand, fontWeight: 600, justifySelf: 'start' });

export const message = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.title });

export const messageActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const loading = style({ display: 'grid', gap: vars.space.md });

export const skeletonHero = style({
  blockSize: '16rem',
  borderRadius: vars.radius.lg,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const skeletonLine = style({
  blockSize: '1.25rem',
  inlineSize: '60%',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
