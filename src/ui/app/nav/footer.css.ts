import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
  textAlign: 'start',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const brand = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, color: vars.color.brandStrong, fontWeight: 700 });

export const heading = style({ fontSize: vars.fontSize.body, marginBlockEnd: vars.space.sm, color: vars.color.text });

export const text = style({ marginBlock: `0 ${vars.space.sm}` });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.brand,
});

export const partner = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
});

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

/** Each network's icon (24 × 24, drawn at 22 px), filled or stroked as its mark is. */
const ICONS = {
  Facebook: '<path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5a20 20 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.3H8v3h2.6V21z"/>',
  Instagram:
    '<path fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" d="M8 3.5h8A4.5 4.5 0 0 1 20.5 8v8a4.5 4.5 0 0 1-4.5 4.5H8A4.5 4.5 0 0 1 3.5 16V8A4.5 4.5 0 0 1 8 3.5zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 6.5v.1"/>',
  X: '<path fill="none" stroke="#000" stroke-width="1.8" stroke-linecap="round" d="M4.5 4.5l15 15M19.5 4.5l-15 15"/>',
  YouTube:
    '<path fill="none" stroke="#000" stroke-width="1.8" stroke-linejoin="round" d="M4 7.5A2.5 2.5 0 0 1 6.5 5h11A2.5 2.5 0 0 1 20 7.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 16.5zM10 9v6l5-3z"/>',
} as const;

const iconUrl = (paths: string) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${paths}</svg>`)}")`;

/** The icon as a mask over the link's colour, so it follows the theme like the text does. */
export const socialIcon = styleVariants(ICONS, (paths) => ({
  inlineSize: '22px',
  blockSize: '22px',
  backgroundColor: 'currentColor',
  maskImage: iconUrl(paths),
  maskSize: 'contain',
  maskRepeat: 'no-repeat',
}));

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.brand,
});
