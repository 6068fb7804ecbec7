import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/**
 * What every guide page shares: the page column, the hero, section headings, card grids. Mobile first
 * (one column at 375 px), logical properties only, so Arabic mirrors by itself.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  minInlineSize: 0,
});

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'end',
  minBlockSize: '18rem',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  '@media': { 'screen and (min-width: 48rem)': { minBlockSize: '24rem' } },
});

export const heroImage = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const heroText = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  // A dark veil under the words keeps them readable on any picture.
  background: 'linear-gradient(to top, rgba(8, 40, 46, 0.92), rgba(8, 40, 46, 0.55) 70%, rgba(8, 40, 46, 0))',
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.hero,
  lineHeight: 1.15,
  overflowWrap: 'anywhere',
});

export const tagline = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: 1.4 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const tag = style([shared.badge, { background: 'rgba(255, 255, 255, 0.9)', color: vars.color.brandStrong }]);

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: 0, lineHeight: 1.7, maxInlineSize: '70ch', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, lineHeight: 1.5 });

/** Cards in as many columns as fit, one on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style([shared.card, { display: 'grid', alignContent: 'start', overflow: 'hidden', minInlineSize: 0 }]);

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const cardBody = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, alignContent: 'start' });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

/** A list of label and value pairs (facts, location details). */
export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
});

export const fact = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.md }]);

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700, overflowWrap: 'anywhere' });

export const plainList = style({ display: 'grid', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg, lineHeight: 1.6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const primaryAction = shared.primaryPill;

export const secondaryAction = shared.secondaryPill;

export const link = style({ color: vars.color.brand, fontWeight: 600 });

export const visuallyHidden = shared.visuallyHidden;

export const skeletonHero = style([shared.skeleton, { blockSize: '18rem', borderRadius: vars.radius.lg }]);

export const skeletonLine = style([shared.skeleton, { blockSize: '1.25rem', inlineSize: '70%', borderRadius: vars.radius.sm }]);

export const skeletonStack = style({ display: 'grid', gap: vars.space.md, paddingBlockStart: vars.space.lg });
