import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg, minInlineSize: 0 });

export const hero = style({ display: 'grid', gap: vars.space.sm, textAlign: 'start' });
export const title = style({ margin: 0, fontSize: vars.fontSize.hero, fontFamily: vars.font.heading });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '40rem' });

export const dealSlide = style({ maxInlineSize: '26rem', marginInline: 'auto' });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 60rem)': { gridTemplateColumns: '17rem minmax(0, 1fr)' } },
});

export const filters = shared.panel;

export const filtersTitle = style({ margin: 0, fontSize: vars.fontSize.large });

export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.small });

const control = {
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
} as const;

export const input = style(control);
export const select = style(control);

export const checkbox = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minBlockSize: '2.75rem', cursor: 'pointer' });
export const checkboxInput = style({ inlineSize: '1.25rem', blockSize: '1.25rem', accentColor: vars.color.brand });

export const results = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const resultsHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const resultsTitle = style({ margin: 0, fontSize: vars.fontSize.title });
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  transition: `opacity ${vars.motion.quick}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});

export const card = style([
  shared.card,
  {
    display: 'grid',
    gridTemplateColumns: '4rem minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'center',
    padding: vars.space.md,
    '@media': { 'screen and (min-width: 40rem)': { gridTemplateColumns: '4.5rem minmax(0, 1fr) auto' } },
  },
]);

export { cardBody, cardMeta, cardName, logo } from '../../styles/company-card.css';

export const linkButton = style([
  shared.primaryPill,
  {
    gridColumn: '1 / -1',
    justifySelf: 'start',
    '@media': { 'screen and (min-width: 40rem)': { gridColumn: 'auto' } },
    selectors: { '&:hover': { background: vars.color.brandStrong } },
  },
]);

export const message = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  textAlign: 'center',
});

export const errorText = style([shared.errorText, { marginBlockStart: 0 }]);

export const button = style([linkButton, { gridColumn: 'auto', justifySelf: 'center' }]);

export const skeleton = style({
  blockSize: '6rem',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  opacity: 0.6,
});

export const visuallyHidden = shared.visuallyHidden;
