import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, inlineSize: '100%' });

export const label = style({ fontWeight: 600 });

export const input = style({
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  transition: `border-color ${vars.motion.quick}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style([input, { minBlockSize: '6rem', resize: 'vertical' }]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.danger, fontWeight: 600 });
