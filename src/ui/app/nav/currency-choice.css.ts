import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A native select: the phone's own picker, keyboard and screen reader support for free, mirrored in Arabic. */
export const select = style({
  minBlockSize: '2.75rem',
  // A fixed width, which the place held while the choice loads (`slot`) shares: nothing beside it moves.
  inlineSize: '5.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onBrand}`,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
});

/** The choice's place while its code loads (currency-choice-later.tsx). */
export const slot = style({ display: 'inline-block', minBlockSize: '2.75rem', inlineSize: '5.5rem' });
