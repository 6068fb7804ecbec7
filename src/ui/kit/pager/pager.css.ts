import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
});

export const pages = style({
  display: 'flex',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

const button = style([
  shared.outlineControl,
  {
    minInlineSize: '2.75rem',
    blockSize: '2.75rem',
    paddingInline: vars.space.sm,
    transition: `background ${vars.motion.quick}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
]);

export const step = button;

export const page = style([
  button,
  {
    selectors: {
      '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 },
    },
  },
]);
