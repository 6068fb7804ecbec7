import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const frame = style({ display: 'grid' });

/** The badge and subtitle, under the carousel's heading. */
export const intro = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const slide = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'center', gap: vars.space.lg } },
});

export const image = style({
  inlineSize: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const body = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const fact = style({ display: 'flex' });

export const factValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, margin: 0, color: vars.color.textMuted });

export const icon = style({ inlineSize: '1.1rem', blockSize: '1.1rem', flex: '0 0 auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: vars.space.sm });

export const primary = style([shared.primaryPill, { paddingBlock: vars.space.sm }]);

export const secondary = style([shared.secondaryPill, { paddingBlock: vars.space.sm }]);

export const visuallyHidden = shared.visuallyHidden;
