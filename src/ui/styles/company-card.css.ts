import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A partner company's card, as the companies list and /partners show it: logo tile, name, details. */
export const logo = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });
export const cardName = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });
export const cardMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
