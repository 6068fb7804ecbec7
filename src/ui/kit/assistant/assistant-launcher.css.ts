import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const SIZE = '3.5rem';

/** Above a phone's home indicator when the page is drawn under it (0 otherwise, as with today's viewport meta). */
const bottomInset = `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`;

/**
 * The strip the button floats in, at the bottom of the view: its inset, its size and a gap (D263).
 * The page keeps it free: the footer ends with this much room, so the last line scrolls clear of the button,
 * and the page's scroll padding keeps a control that takes focus (or is scrolled to) above it.
 */
export const reservedBlockEnd = `calc(${bottomInset} + ${SIZE} + ${vars.space.sm})`;

globalStyle('html', { scrollPaddingBlockEnd: reservedBlockEnd });

/** The floating button at the bottom inline-end corner (spec §2: bottom right; mirrored in Arabic). */
export const launcher = style({
  position: 'fixed',
  insetBlockEnd: bottomInset,
  insetInlineEnd: vars.space.lg,
  zIndex: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: SIZE,
  blockSize: SIZE,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.raised,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const icon = style({ inlineSize: '1.75rem', blockSize: '1.75rem' });
