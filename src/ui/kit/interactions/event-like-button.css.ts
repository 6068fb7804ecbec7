import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  transition: `color ${vars.motion.quick}, border-color ${vars.motion.quick}`,
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const heart = style({ inlineSize: '1.25rem', blockSize: '1.25rem', flex: '0 0 auto' });
