import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The floating button at the bottom inline-end corner (spec §2: bottom right; mirrored in Arabic). */
export const launcher = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
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
