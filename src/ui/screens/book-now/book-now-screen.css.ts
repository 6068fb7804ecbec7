import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** One column on a 375 px phone; the tour beside the form from tablet width (the tour on the start side). */
export const page = style({ display: 'grid', gap: vars.space.lg, paddingBlock: vars.space.lg });

export const title = style({ margin: 0, fontSize: vars.fontSize.title });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)' } },
});

export const summary = style([shared.card, { display: 'grid', overflow: 'hidden' }]);

export const cover = style({ inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' });

export const summaryBody = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md });

export const summaryTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const prices = style({ display: 'grid', gap: vars.space.xs, margin: 0 });

export const priceRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const priceValue = style({ margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const soldOutBadge = style([shared.badge, { justifySelf: 'start', background: vars.color.danger, color: vars.color.onBrand }]);

export const formCard = style([shared.card, { display: 'grid', gap: vars.space.md, paddingBlock: vars.space.lg, paddingInline: vars.space.md }]);

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fieldset = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: 700, fontSize: vars.fontSize.large });

/** The three counts: stacked on a phone, side by side once there is room. */
export const counts = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 36rem)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', alignItems: 'start' } },
});

const notice = style({ margin: 0, paddingBlock: vars.space.sm, paddingInline: vars.space.md, borderRadius: vars.radius.sm });

export const failure = style([
  notice,
  {
    display: 'grid',
    gap: vars.space.xs,
    borderInlineStart: `4px solid ${vars.color.danger}`,
    background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surfaceRaised})`,
    color: vars.color.danger,
  },
]);

export const failureText = style({ margin: 0, fontWeight: 600 });

export const failureHint = style({ margin: 0, color: vars.color.text });

export const seatProblem = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.large,
});

export const totalValue = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const submit = style([
  shared.primaryPill,
  {
    inlineSize: '100%',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandStrong },
      '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const message = style([shared.card, shared.message, { display: 'grid', gap: vars.space.md, justifyItems: 'center' }]);

export const errorText = style([shared.errorText, { margin: 0 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const primaryAction = shared.primaryPill;

export const secondaryAction = shared.secondaryPill;

export const inlineLink = style({ fontWeight: 700, color: vars.color.brand, justifySelf: 'start', minBlockSize: '2.75rem', display: 'inline-flex', alignItems: 'center' });

/** The cancellation policy before paying: a quiet line with a rule on the reading side's start. */
export const policy = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.brand}`,
  fontWeight: 600,
});

/** The same line for a tour that cannot be refunded once paid. */
export const policyNone = style([policy, { borderInlineStartColor: vars.color.danger }]);
