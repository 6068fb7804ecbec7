import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const button = style([
  shared.outlineControl,
  {
    gap: vars.space.xs,
    minBlockSize: '2.75rem',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    transition: `color ${vars.motion.quick}, border-color ${vars.motion.quick}`,
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.danger, borderColor: vars.color.danger },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);

export const heart = style({ inlineSize: '1.25rem', blockSize: '1.25rem', flex: '0 0 auto' });
