import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The approximate amount beside an EGP price: smaller than the price it explains, never in its place. */
export const approximate = style({
  fontSize: vars.fontSize.small,
  fontWeight: 400,
  whiteSpace: 'nowrap',
  cursor: 'help',
});
