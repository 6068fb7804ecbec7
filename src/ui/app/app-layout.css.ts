import { style } from '@vanilla-extract/css';
import * as shared from '../styles/shared.css';
import { vars } from '../styles/theme.css';
import { reservedBlockEnd } from '../kit/assistant/assistant-launcher.css';
import { desktop } from './nav/nav-bar.css';

export const header = style({
  // The mobile menu's panel opens under the header, at its full width.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  textDecoration: 'none',
  fontWeight: 700,
});

export const languages = style({ display: 'flex', gap: vars.space.xs });

export const languageButton = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onBrand}`,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.onBrand, color: vars.color.brandStrong } },
});

/**
 * Held while the signed-in part loads: the user menu's trigger (user-menu.css.ts) and, below 64rem, the
 * favourites heart beside it (favourites-shortcut.css.ts) with the bar's gap.
 */
export const signedInSlot = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: `calc(2 * 2.75rem + ${vars.space.sm})`,
  blockSize: '2.75rem',
  '@media': { [desktop]: { inlineSize: '2.75rem' } },
});

export const main = style({
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xxl,
  // No layout shift: the page's content arrives after the bar (a route chunk, then its data)
  // and the footer's content after the page; at least a screen's height keeps the footer below the fold
  // until then, so nothing the reader sees moves. A block formatting context keeps the first child's
  // margin inside main, so the loading line and the page that replaces it start at the same height.
  minBlockSize: '100vh',
  display: 'flow-root',
});

export const footer = style({
  paddingBlockStart: vars.space.lg,
  // The assistant's button floats over the bottom of the view: the page ends with its strip kept free (D263).
  paddingBlockEnd: reservedBlockEnd,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const rights = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.small });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-4rem',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const pending = style({ paddingBlock: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const visuallyHidden = shared.visuallyHidden;

/** The display-currency choice in the bar from 64rem up; below that it is the menu's last item (nav-bar.tsx). */
export const currencyInBar = style({ display: 'none', '@media': { [desktop]: { display: 'flex' } } });
