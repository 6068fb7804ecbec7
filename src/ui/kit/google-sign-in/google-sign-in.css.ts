import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm });

/** "Or sign up with", between two rules. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

/** Google draws a 44 px button inside; while busy it is dimmed and takes no clicks (`inert`). */
export const button = style({
  display: 'flex',
  justifyContent: 'center',
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.5 } },
});
