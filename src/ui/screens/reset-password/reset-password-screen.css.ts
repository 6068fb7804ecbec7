import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '28rem',
  marginInline: 'auto',
  paddingBlockStart: vars.space.lg,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
});

export const title = style({ marginBlockEnd: 0 });

export const intro = style({ margin: 0, overflowWrap: 'anywhere' });

export const pending = style({ margin: 0, color: vars.color.textMuted });
