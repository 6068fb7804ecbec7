import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/**
 * Contact Us: the form and the customer-service block side by side on a wide screen, one under the
 * other on a phone. The form's own look is the partner application's (get-in-touch-screen.css.ts).
 */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '64rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minInlineSize: 0,
  '@media': { 'screen and (min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const formTitle = style({ margin: 0, marginBlockEnd: vars.space.md, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const select = style({ appearance: 'auto', cursor: 'pointer' });

export const service = style([shared.panel, { paddingBlock: vars.space.lg, paddingInline: vars.space.lg }]);

export const serviceTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

export const serviceSubtitle = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: 700 });

export const serviceText = style({ margin: 0, color: vars.color.textMuted });

export const details = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const detail = style({ display: 'grid', gap: vars.space.xs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, fontWeight: 600 });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

/** A phone number or an e-mail address: read left to right inside Arabic text (D55), a 44 px touch target. */
export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  fontWeight: 600,
  color: vars.color.brand,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const companies = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` });

export const forCompanies = style([shared.secondaryPill, { justifySelf: 'start' }]);

/** Retry after a failed send: a plain button inside the notice, at least 44 px to tap. */
export const retry = style({
  justifySelf: 'start',
  minBlockSize: '44px',
  paddingInline: vars.space.md,
  border: `2px solid currentColor`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
