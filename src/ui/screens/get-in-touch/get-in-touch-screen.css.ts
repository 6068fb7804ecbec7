import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/**
 * The partner application (/GetInTouch) and the Contact Us page share these: one readable column of
 * cards, fields two abreast where the screen is wide enough and one under another on a phone (375 px
 * with no sideways scroll), logical properties only so Arabic mirrors.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '52rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  minInlineSize: 0,
});

export const hero = style({ display: 'grid', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.hero, fontFamily: vars.font.heading });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '40rem' });
export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const heroLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  fontWeight: 600,
  color: vars.color.brand,
  justifySelf: 'start',
});

export const form = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

/** A fieldset that only groups (to disable its fields while busy): no frame, and never wider than its column. */
export const plainFieldset = style({ margin: 0, padding: 0, border: 0, minInlineSize: 0 });

/** A group of fields in a card, titled by its legend (a fieldset: block layout, the fields in a grid inside). */
export const section = style([
  shared.card,
  {
    display: 'block',
    minInlineSize: 0,
    margin: 0,
    paddingBlock: vars.space.lg,
    paddingInline: vars.space.md,
    border: 'none',
    '@media': { 'screen and (min-width: 30rem)': { paddingInline: vars.space.lg } },
  },
]);

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
});

/** The fields of a section: two abreast from about 34rem, one per line below. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});

/** A section's text above its fields (the partner terms). */
export const sectionBody = style({ display: 'grid', gap: vars.space.md });

/** A field that takes the whole line (the longer texts, the files). */
export const wide = style({ gridColumn: '1 / -1', minInlineSize: 0 });

export const textarea = style({ minBlockSize: '6rem', resize: 'vertical', lineHeight: 1.5 });

export const fileInput = style({
  inlineSize: '100%',
  maxInlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.sm,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const chosen = style({ margin: 0, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const termsList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
  fontWeight: 600,
  cursor: 'pointer',
});

export const checkboxInput = style({
  flex: '0 0 auto',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: '2px' } },
});

export const actions = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

const notice = style({
  margin: 0,
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const success = style([
  notice,
  {
    borderInlineStart: `4px solid ${vars.color.brand}`,
    background: `color-mix(in srgb, ${vars.color.brand} 8%, ${vars.color.surfaceRaised})`,
    color: vars.color.brandStrong,
    fontWeight: 600,
  },
]);

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

export const failureTitle = style({ fontWeight: 700 });

export const submit = style([
  shared.primaryPill,
  {
    minInlineSize: '12rem',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandStrong },
      '&:disabled': { opacity: 0.7, cursor: 'progress' },
    },
  },
]);
