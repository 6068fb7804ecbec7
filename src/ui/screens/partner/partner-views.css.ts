/** The partner views' own parts (beside the console's shared styles): cards of facts that fit a phone, the filters. */
import { style } from '@vanilla-extract/css';
import * as shared from '@/ui/styles/shared.css';
import { vars } from '@/ui/styles/theme.css';

/** The three filters side by side where they fit, one above the other on a phone. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const filter = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const card = style([shared.card, { display: 'grid', gap: vars.space.sm, padding: vars.space.md, minInlineSize: 0 }]);

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

/** Facts as label and value pairs: two or four columns where they fit, one on a phone. */
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))', gap: vars.space.sm, margin: 0 });
