import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingBlockStart: vars.space.lg,
});

export const title = style({ marginBlockEnd: 0 });

export const card = style([shared.card, { display: 'grid', gap: vars.space.lg, padding: vars.space.lg }]);

export const identity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const avatar = style({
  inlineSize: '5rem',
  blockSize: '5rem',
  flex: '0 0 auto',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
});

export const identityText = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.large });

export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const detail = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': { 'screen and (min-width: 30rem)': { gridTemplateColumns: '8rem 1fr', alignItems: 'baseline' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** An e-mail address or phone number: read left to right inside Arabic text, aligned with the start of the line. */
export const latin = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const notSet = style({ color: vars.color.textMuted, fontStyle: 'italic', selectors: { '[dir="rtl"] &': { fontStyle: 'normal' } } });

export const panelTitle = style({ marginBlockEnd: 0, fontSize: vars.fontSize.large, selectors: { '&:focus': { outline: 'none' } } });
