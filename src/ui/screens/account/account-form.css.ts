import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

/**
 * The form pieces of the account screens (profile edit, reset request, reset from a link) around the
 * shared text field (src/ui/kit/form-field): the photo field, buttons, and the announced messages.
 * Logical properties only, so Arabic mirrors by itself; every control at least 44 px high for touch.
 */
export const form = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const fieldset = style({ display: 'grid', gap: vars.space.md, border: 0, padding: 0, margin: 0, minInlineSize: 0 });

/** The photo field (a file input: the shared text field does not fit it). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, inlineSize: '100%' });

export const label = style({ fontWeight: 600 });

/**
 * E-mail addresses and phone numbers are typed left to right (`dir="ltr"`) even on an Arabic page; there they
 * still line up with the start of the other fields.
 */
export const latinValue = style({ selectors: { '[dir="rtl"] &': { textAlign: 'end' } } });

export const fileInput = style({
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  font: 'inherit',
  selectors: { '&::file-selector-button': { minBlockSize: '2.75rem', marginInlineEnd: vars.space.sm, cursor: 'pointer' } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small, fontWeight: 600 });

export const alert = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surfaceRaised})`,
  color: vars.color.danger,
});

export const success = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: `color-mix(in srgb, ${vars.color.brand} 10%, ${vars.color.surfaceRaised})`,
  color: vars.color.brandStrong,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minBlockSize: '2.75rem',
    minInlineSize: '2.75rem',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    borderRadius: vars.radius.sm,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    flex: '1 1 auto',
    '@media': { 'screen and (min-width: 40rem)': { flex: '0 0 auto' } },
    selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
  },
  variants: {
    tone: {
      primary: { background: vars.color.brand, color: vars.color.onBrand },
      secondary: { background: vars.color.surfaceRaised, color: vars.color.brandStrong, borderColor: vars.color.brand },
      danger: { background: vars.color.surfaceRaised, color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'primary' },
});
