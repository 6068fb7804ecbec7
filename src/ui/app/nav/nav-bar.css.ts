import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The bar shows every link from about 64rem up; below that the links fold into the menu. */
export const desktop = 'screen and (min-width: 64rem)';

export const nav = style({
  marginInlineStart: 'auto',
  '@media': { [desktop]: { flex: 1, marginInlineStart: 0 } },
});

export const menuButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.onBrand}`,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
});

/** Three bars, drawn in CSS (no icon code on the first page); a cross while the menu is open. */
export const menuIcon = style({
  position: 'relative',
  inlineSize: '1.25rem',
  blockSize: '2px',
  background: 'currentColor',
  boxShadow: '0 -6px, 0 6px',
  selectors: {
    '[aria-expanded="true"] > &': { background: 'transparent', boxShadow: 'none' },
    '[aria-expanded="true"] > &::before, [aria-expanded="true"] > &::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: 0,
      inlineSize: '100%',
      blockSize: '2px',
      background: 'currentColor',
      transform: 'rotate(45deg)',
    },
    '[aria-expanded="true"] > &::after': { transform: 'rotate(-45deg)' },
  },
});

export const links = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  // Below 64rem: a panel under the header, as wide as the screen, when the menu is open.
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: '100%',
  zIndex: 10,
  flexDirection: 'column',
  padding: vars.space.sm,
  maxBlockSize: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  background: vars.color.brandStrong,
  boxShadow: vars.shadow.raised,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': {
    [desktop]: {
      display: 'flex',
      position: 'static',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.xs,
      padding: 0,
      overflowY: 'visible',
      background: 'none',
      boxShadow: 'none',
    },
  },
});

/** /travels is in the mobile menu only (spec, accounts §2). */
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } });

/** Pushes the account links to the end of the bar on wide screens. */
export const accountStart = style({ '@media': { [desktop]: { marginInlineStart: 'auto' } } });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,.12)' },
    '&[aria-current="page"]': { fontWeight: 700, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` },
  },
});

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '1.5rem',
  blockSize: '1.5rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

/** The display-currency choice as the menu's last item on a phone, set apart from the links. */
export const currencyItem = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@media': { [desktop]: { display: 'none' } },
});
