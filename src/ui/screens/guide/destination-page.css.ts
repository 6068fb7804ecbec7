import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const highlight = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.md }]);

export const ticket = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start' }]);

export const ticketPrice = style({ margin: 0, fontSize: vars.fontSize.title, fontWeight: 700, color: vars.color.brand });

export const cap = style([shared.badge, { justifySelf: 'start', background: vars.color.surface, border: `1px solid ${vars.color.accent}` }]);

export const season = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    border: '2px solid transparent',
    selectors: { '&[data-today="true"]': { borderColor: vars.color.brand, background: vars.color.surface } },
  },
]);

export const seasonTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.large });

export const todayBadge = style([shared.badge, { background: vars.color.brand, color: vars.color.onBrand }]);

export const seasonTimes = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: 700 });

export const notes = style([
  shared.card,
  { margin: 0, padding: vars.space.md, paddingInlineStart: vars.space.xl, display: 'grid', gap: vars.space.xs, lineHeight: 1.6 },
]);

export const price = style({ margin: 0, fontWeight: 700, color: vars.color.brand });

/** The Learn More of an activity that cannot be booked yet: visibly unavailable, still focusable, never broken-looking. */
export const unavailable = style([
  shared.pill,
  {
    border: `1px dashed ${vars.color.textMuted}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'not-allowed',
  },
]);

export const tier = style({ fontWeight: 700, letterSpacing: '0.05em', color: vars.color.accentText });

export const ratingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const dishes = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const dish = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px dotted ${vars.color.border}`,
});

export const galleryImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const option = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.md, alignContent: 'start' }]);

export const callout = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderInlineStart: `6px solid ${vars.color.accent}`,
  },
]);

export const cta = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const ctaTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title });

export const ctaLink = style([shared.pill, { background: vars.color.onBrand, color: vars.color.brandStrong, border: 'none' }]);
