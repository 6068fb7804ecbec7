import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * The page of a form screen (sign-up, login): one column, as wide as a phone and no wider than a
 * comfortable form on a large screen; its title, intro, messages, submit button and the link to the other
 * screen.
 */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
  '@media': { 'screen and (min-width: 48rem)': { paddingBlock: vars.space.xl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '100%',
  maxInlineSize: '28rem',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (min-width: 30rem)': { paddingInline: vars.space.lg } },
});

export const title = style({ fontSize: vars.fontSize.title, margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const notice = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
});

export const failure = style([
  notice,
  {
    borderInlineStart: `4px solid ${vars.color.danger}`,
    background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surfaceRaised})`,
    color: vars.color.danger,
  },
]);

export const success = style([
  notice,
  {
    borderInlineStart: `4px solid ${vars.color.brand}`,
    background: `color-mix(in srgb, ${vars.color.brand} 8%, ${vars.color.surfaceRaised})`,
    color: vars.color.brandStrong,
  },
]);

/** Forgot password sits at the end of the password field's line. */
export const submit = style({
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandStrong },
    '&:disabled': { opacity: 0.7, cursor: 'progress' },
  },
});

export const switchLine = style({ margin: 0, textAlign: 'center' });

/** The link to the other screen: a full 44 px touch target inside the sentence. */
export const switchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.xs,
  fontWeight: 700,
});
