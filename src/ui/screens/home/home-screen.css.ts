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

export const quote = style({
  fontSize: vars.fontSize.large,
  fontStyle: 'italic',
  marginBlock: `0 ${vars.space.md}`,
  marginInline: 0,
  // Arabic has no true italic: a slanted Arabic face reads as a rendering fault.
  selectors: { '[dir="rtl"] &': { fontStyle: 'normal' } },
});

export const author = style({ fontWeight: 700 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
