/** What the partner portal's views need beyond the consoles' shared styles (src/ui/kit/console/console.css.ts). */
import { style, styleVariants } from '@vanilla-extract/css';
import * as field from '../../kit/form-field/form-field.css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

const statusBase = style([shared.badge, { whiteSpace: 'nowrap' }]);

/** A tour's status: a draft in the neutral badge, published in the brand's colour, unpublished outlined. */
export const tourStatus = styleVariants({
  draft: [statusBase],
  published: [statusBase, { background: vars.color.brand, color: vars.color.onBrand }],
  unpublished: [statusBase, { background: 'transparent', color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const fieldset = style([shared.card, { display: 'grid', gap: vars.space.md, padding: vars.space.md, margin: 0, minInlineSize: 0, border: `1px solid ${vars.color.border}` }]);
export const legend = style({ fontWeight: 700, fontSize: vars.fontSize.large, paddingInline: vars.space.xs });

/** Two or three short fields in a row on a wide screen (numbers, coordinates, times), one above the other on a phone. */
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))', gap: vars.space.sm, alignItems: 'start' });

export const select = style([field.input]);
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', margin: 0, padding: 0, border: 'none' });
export const check = style({ display: 'inline-flex', gap: vars.space.xs, alignItems: 'center', minBlockSize: '2.75rem' });

export const images = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const image = style([shared.card, { display: 'grid', gap: vars.space.xs, padding: vars.space.xs, minInlineSize: 0 }]);
export const thumbnail = style({ inlineSize: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.border });
export const picture = style({ inlineSize: '8rem', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.border });
export const small = style([shared.pill, { minBlockSize: '2.75rem', paddingInline: vars.space.sm, border: `1px solid ${vars.color.border}`, background: 'transparent', color: vars.color.text }]);

export const day = style([shared.card, { display: 'grid', gap: vars.space.md, padding: vars.space.md, minInlineSize: 0 }]);

/** The action bar stays at hand at the bottom of a long form. */
export const bar = style([
  shared.card,
  { position: 'sticky', insetBlockEnd: 0, zIndex: 1, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', padding: vars.space.sm },
]);

export const summary = style({
  display: 'grid',
  gap: vars.space.xs,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } },
});
export const problems = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });
