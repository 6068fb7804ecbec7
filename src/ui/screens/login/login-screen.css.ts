import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** What only the login form has: the forgot-password line under the password. */
export const forgotLine = style({ display: 'flex', justifyContent: 'flex-end', marginBlockStart: `calc(-1 * ${vars.space.sm})` });

/** A button that reads as a link: it asks the server for something rather than going somewhere. */
export const linkButton = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space.xs,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.textMuted, cursor: 'progress' } },
});
