import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A native select: the phone's own picker, keyboard and screen reader support for free, mirrored in Arabic. */
export const select = style({
  minBlockSize: '2.75rem',
  maxInlineSize: '5.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onBrand}`,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
});
