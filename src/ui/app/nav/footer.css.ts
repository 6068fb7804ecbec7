import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
  textAlign: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const brand = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, color: vars.color.brandStrong, fontWeight: 700 });

export const heading = style({ fontSize: vars.fontSize.body, marginBlockEnd: vars.space.sm, color: vars.color.text });

export const text = style({ marginBlock: `0 ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.brand,
});

export const partner = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
});
