import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const brand = style({
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  fontWeight: 700,
});

export const languages = style({ display: 'flex', gap: vars.space.xs });

export const languageButton = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onBrand}`,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.onBrand, color: vars.color.brandStrong } },
});

export const main = style({ maxInlineSize: '72rem', marginInline: 'auto', paddingInline: vars.space.md, paddingBlockEnd: vars.space.xxl });

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-4rem',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const pending = style({ paddingBlock: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });
