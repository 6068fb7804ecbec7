import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({ paddingBlockStart: vars.space.lg, maxInlineSize: '56rem', marginInline: 'auto' });

export const article = style([shared.card, { overflow: 'hidden', borderRadius: vars.radius.lg }]);

export const hero = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  maxBlockSize: '26rem',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const content = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': { 'screen and (min-width: 48rem)': { padding: vars.space.xl } },
});

export const header = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const title = style({ margin: 0, fontSize: vars.fontSize.title, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const fact = style({ display: 'grid', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const text = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const primary = style([shared.primaryPill, { paddingBlock: vars.space.sm }]);
export const secondary = style([shared.secondaryPill, { paddingBlock: vars.space.sm }]);
export const primaryButton = primary;
export const secondaryButton = secondary;

export const back = style({ color: vars.color.brand, fontWeight: 600, justifySelf: 'start' });

export const message = style([shared.message, { display: 'grid', gap: vars.space.md, justifyItems: 'center' }]);

export const messageTitle = style({ margin: 0, fontSize: vars.fontSize.title });

export const messageActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const loading = style({ display: 'grid', gap: vars.space.md });

export const skeletonHero = style([shared.skeleton, { blockSize: '16rem', borderRadius: vars.radius.lg }]);

export const skeletonLine = style([shared.skeleton, { blockSize: '1.25rem', inlineSize: '60%', borderRadius: vars.radius.sm }]);

export const visuallyHidden = shared.visuallyHidden;
