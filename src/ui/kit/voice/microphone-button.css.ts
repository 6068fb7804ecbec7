import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Holds the button and its screen-reader status, so the widget lays them out as one control. */
export const wrapper = style({ position: 'relative', display: 'inline-flex', flex: '0 0 auto' });

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 color-mix(in srgb, ${vars.color.danger} 45%, transparent)` },
  '100%': { boxShadow: `0 0 0 0.6rem color-mix(in srgb, ${vars.color.danger} 0%, transparent)` },
});

/** 2.75rem: a comfortable touch target on a phone. */
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  cursor: 'pointer',
  transition: `color ${vars.motion.quick}, background ${vars.motion.quick}`,
  selectors: {
    // Listening: a red microphone with a ring that pulses outward.
    '&[aria-pressed="true"]': {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.onBrand,
      animation: `${pulse} 1.2s ease-out infinite`,
    },
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
  '@media': {
    // The ring stays, without the motion.
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[aria-pressed="true"]': { animation: 'none', boxShadow: `0 0 0 0.25rem ${vars.color.border}` } },
    },
  },
});

export const icon = style({ inlineSize: '55%', blockSize: '55%' });

/** The listening dot in the button's top inline-end corner. */
export const indicator = style({
  position: 'absolute',
  insetBlockStart: '0.2rem',
  insetInlineEnd: '0.2rem',
  inlineSize: '0.55rem',
  blockSize: '0.55rem',
  borderRadius: vars.radius.round,
  background: vars.color.onBrand,
  border: `2px solid ${vars.color.danger}`,
});
