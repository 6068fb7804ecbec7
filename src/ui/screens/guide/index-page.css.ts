import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ display: 'grid', gap: vars.space.sm });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.hero, lineHeight: 1.15 });

/** A card the reader can open: the whole card is the link's target area (the link's ::after covers it). */
export const linkedCard = style({
  position: 'relative',
  transition: `box-shadow ${vars.motion.quick} ease, transform ${vars.motion.quick} ease`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});

export const cardLink = style({
  justifySelf: 'start',
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const metaItem = style({ display: 'inline-flex', gap: vars.space.xs });

export const metaLabel = style({ fontWeight: 600 });

export const highlights = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const highlightChip = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const bestFor = style({ margin: 0, fontSize: vars.fontSize.small });
