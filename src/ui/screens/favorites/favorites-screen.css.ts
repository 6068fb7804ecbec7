import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.title, textAlign: 'start' });

export const status = style({ margin: 0, color: vars.color.textMuted });

/** One column on a phone, more as the screen widens; every card keeps at least 16rem. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minInlineSize: 0 });

const panel = style([
  shared.card,
  { display: 'grid', justifyItems: 'center', gap: vars.space.md, padding: vars.space.xl, borderRadius: vars.radius.lg, textAlign: 'center' },
]);

export const empty = panel;
export const emptyText = style({ margin: 0, fontSize: vars.fontSize.large });

export const problem = style([panel, { borderInlineStart: `4px solid ${vars.color.danger}` }]);
export const problemText = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const button = style([
  shared.primaryPill,
  { border: `1px solid ${vars.color.brand}`, selectors: { '&:hover': { background: vars.color.brandStrong } } },
]);
