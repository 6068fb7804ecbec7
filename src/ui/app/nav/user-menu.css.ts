import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { desktop } from './nav-bar.css';

export const userMenu = style({ position: 'relative' });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  '@media': { [desktop]: { paddingInlineEnd: vars.space.sm } },
});

/** The name beside the avatar: on wide screens only; narrow screens keep it for screen readers. */
export const triggerName = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': {
    [desktop]: { position: 'static', inlineSize: 'auto', blockSize: 'auto', clipPath: 'none', maxInlineSize: '12rem', textOverflow: 'ellipsis' },
  },
});

export const avatar = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
});

export const panel = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 0.5rem)',
  zIndex: 11,
  inlineSize: 'min(18rem, calc(100vw - 2rem))',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const name = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const email = style({ margin: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const action = style({
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});
