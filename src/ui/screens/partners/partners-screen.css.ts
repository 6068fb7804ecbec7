import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** /partners: the partner companies as a grid of cards (one column on a phone), and the call to become one. */
export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });

export const hero = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.hero, fontFamily: vars.font.heading });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '40rem' });

export const cta = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.sm,
    justifyItems: 'start',
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.lg,
    borderInlineStart: `4px solid ${vars.color.accent}`,
  },
]);
export const ctaTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });
export const ctaText = style({ margin: 0, color: vars.color.textMuted });
export const ctaLink = style([shared.primaryPill, { selectors: { '&:hover': { background: vars.color.brandStrong } } }]);

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.title });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style([
  shared.card,
  {
    display: 'grid',
    gridTemplateColumns: '4rem minmax(0, 1fr)',
    gridTemplateRows: 'auto 1fr',
    gap: vars.space.md,
    alignItems: 'center',
    padding: vars.space.md,
  },
]);

export { cardBody, cardMeta, cardName, logo } from '../../styles/company-card.css';

export const cardLink = style([
  shared.secondaryPill,
  { gridColumn: '1 / -1', justifySelf: 'start', alignSelf: 'end' },
]);

export const skeleton = style([shared.skeleton, { blockSize: '9rem' }]);
export const skeletons = style([list]);

export const empty = style([shared.message, { color: vars.color.textMuted }]);
