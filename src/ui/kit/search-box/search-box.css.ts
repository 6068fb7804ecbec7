import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** One rounded bar on wider screens; on a phone the type, the term and the button stack. */
export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  '@media': {
    'screen and (min-width: 40rem)': { gridTemplateColumns: 'minmax(8rem, auto) 1fr auto', alignItems: 'center', borderRadius: vars.radius.round },
  },
});

export const visuallyHidden = shared.visuallyHiddenReset;

const control = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const select = style([control, { cursor: 'pointer' }]);

export const input = style([control, { inlineSize: '100%', minInlineSize: 0 }]);

export const button = style({
  minBlockSize: '2.75rem',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { filter: 'brightness(1.05)' },
    '&:disabled': { opacity: 0.75, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.brandStrong}`, outlineOffset: '2px' },
  },
});

export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.fontSize.small,
  textAlign: 'start',
});
