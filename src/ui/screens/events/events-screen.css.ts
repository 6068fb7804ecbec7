import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlockStart: vars.space.lg });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '40rem' });

/** One column on phones, then as many 18rem columns as fit. */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex' });

export const card = style([shared.card, { display: 'flex', flexDirection: 'column', inlineSize: '100%', overflow: 'hidden' }]);

export const cover = style({ inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surface });

export const body = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm, padding: vars.space.md, flex: 1 });

export const name = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const excerpt = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
});

export const details = shared.primaryPill;

export const message = style([shared.message, { margin: 0 }]);

export const errorText = shared.errorText;

export const button = style([shared.primaryButton, { minBlockSize: '2.75rem', font: 'inherit' }]);

export const skeleton = style([shared.skeleton, { blockSize: '22rem' }]);

export const visuallyHidden = shared.visuallyHidden;
