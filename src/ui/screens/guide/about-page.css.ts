import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const header = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.hero, lineHeight: 1.15 });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});

export const statement = style([
  shared.card,
  { display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderBlockStart: `4px solid ${vars.color.brand}` },
]);

export const feature = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start' }]);

export const teams = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const team = style([shared.card, { display: 'grid', gap: vars.space.sm, padding: vars.space.md, alignContent: 'start' }]);

export const members = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const member = style({ display: 'grid' });

export const memberName = style({ fontWeight: 700 });

export const counters = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 7rem), 1fr))',
  textAlign: 'center',
});

export const counter = style({ display: 'grid', gap: vars.space.xs });

export const counterValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.hero,
  fontWeight: 700,
  lineHeight: 1,
  // Digits of equal width, so the number does not jiggle as it counts.
  fontVariantNumeric: 'tabular-nums',
});

export const counterLabel = style({ fontSize: vars.fontSize.large });
