import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const hero = style({
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  marginInline: `calc(-1 * ${vars.space.md})`,
  background: `linear-gradient(135deg, ${vars.color.brandStrong}, ${vars.color.brand})`,
  color: vars.color.onBrand,
  textAlign: 'center',
});

export const heroTitle = style({ fontSize: vars.fontSize.hero, maxInlineSize: '40rem', marginInline: 'auto' });

export const heroSubtitle = style({ fontSize: vars.fontSize.large, maxInlineSize: '40rem', marginInline: 'auto', opacity: 0.92 });

export const search = style({ maxInlineSize: '44rem', marginInline: 'auto', marginBlockStart: vars.space.lg, textAlign: 'start' });

/** Holds the search box's place (its height on a phone, where the fields stack) while its chunk arrives. */
export const searchPending = style({ minBlockSize: '7.5rem' });

/** Holds the sections' place while their chunk arrives, so the page does not jump. */
export const sectionsPending = style({ minBlockSize: '60vh' });
