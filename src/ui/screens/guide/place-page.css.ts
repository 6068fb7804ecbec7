import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const breadcrumb = style({ fontSize: vars.fontSize.small });

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const crumb = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  selectors: {
    // A separator after every crumb but the last; the slash reads the same in both directions.
    '&:not(:last-child)::after': { content: '"/"', color: vars.color.textMuted },
  },
});

export const crumbLink = style({ color: vars.color.brand, fontWeight: 600 });

export const current = style({ color: vars.color.textMuted });

export const description = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.5, maxInlineSize: '60ch' });

export const empty = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', paddingBlock: vars.space.lg });

export const tourSkeleton = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))' });
