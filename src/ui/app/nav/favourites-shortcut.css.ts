import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { badge, desktop, visuallyHidden as hidden } from './nav-bar.css';

/** A 44 px target like the bar's other buttons; the wide bar shows its Favorites link instead. */
export const shortcut = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.12)' },
    '&[aria-current="page"]': { boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
  '@media': { [desktop]: { display: 'none' } },
});

export const icon = style({ inlineSize: '1.5rem', blockSize: '1.5rem' });

/** The count sits on the heart's top end corner, inside the link's box: the link's size never changes. */
export const count = style([
  badge,
  {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineEnd: 0,
    minInlineSize: '1.25rem',
    blockSize: '1.25rem',
    fontSize: '0.75rem',
  },
]);

export const visuallyHidden = hidden;
