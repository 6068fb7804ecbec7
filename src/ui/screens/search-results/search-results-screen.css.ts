import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  maxInlineSize: '72rem',
  marginInline: 'auto',
});

export const header = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  textAlign: 'center',
});

/** One column on a phone, then as many 18 rem cards as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const cover = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const body = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, flex: '1 1 auto', alignContent: 'start' });

export const badge = style({
  justifySelf: 'start',
  paddingInline: vars.space.sm,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.round,
  background: `color-mix(in srgb, ${vars.color.brand} 12%, ${vars.color.surfaceRaised})`,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const companyHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const logo = style({
  inlineSize: '3rem',
  blockSize: '3rem',
  flex: '0 0 auto',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.small });

export const details = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  justifySelf: 'start',
  minBlockSize: '2.75rem',
  marginBlockStart: 'auto',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const skeleton = style({
  blockSize: '18rem',
  borderRadius: vars.radius.md,
  background: `linear-gradient(90deg, ${vars.color.surfaceRaised}, ${vars.color.border}, ${vars.color.surfaceRaised})`,
  opacity: 0.6,
});

/** The number of matches, above the cards. */
export const count = style({ margin: 0, fontWeight: 600 });
