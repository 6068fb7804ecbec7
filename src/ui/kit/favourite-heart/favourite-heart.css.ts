import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  transition: `color ${vars.motion.quick}, transform ${vars.motion.quick}`,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger },
    '&:hover:not(:disabled)': { color: vars.color.danger },
    '&:active:not(:disabled)': { transform: 'scale(0.92)' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'progress' },
  },
});

/** 2.75rem: a comfortable touch target on a phone. */
export const heart = styleVariants({
  small: [base, { inlineSize: '2.75rem', blockSize: '2.75rem' }],
  large: [base, { inlineSize: '3.25rem', blockSize: '3.25rem' }],
});

export const icon = style({ inlineSize: '55%', blockSize: '55%' });
