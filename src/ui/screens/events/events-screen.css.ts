import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '40rem' });

/** One column on phones, then as many 18rem columns as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const cover = style({ inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surface });

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.md, flex: 1 });

export const category = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const excerpt = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

export const details = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const message = style({ paddingBlock: vars.space.xl, paddingInline: vars.space.lg, textAlign: 'center', margin: 0 });

export const errorText = style({ color: vars.color.danger, marginBlockEnd: vars.space.md });

export const button = style({
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  border: 'none',
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  cursor: 'pointer',
});

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeleton = style({
  blockSize: '22rem',
  borderRadius: vars.radius.md,
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
