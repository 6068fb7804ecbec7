import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** A plain list laid out as a grid (logos, services, destinations, tours). */
const gridList = (columns: string) =>
  ({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: columns, gap: vars.space.md }) as const;

export const section = style({ marginBlock: vars.space.xl });

export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.title, marginBlockEnd: vars.space.md });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const shortcuts = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  paddingBlock: vars.space.md,
  marginBlockStart: vars.space.md,
  scrollSnapType: 'x mandatory',
  '@media': { 'screen and (min-width: 48rem)': { justifyContent: 'center', flexWrap: 'wrap' } },
});

export const shortcut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  scrollSnapAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
  ':hover': { borderColor: vars.color.brand },
});

export const shortcutImage = style({ inlineSize: '2.25rem', blockSize: '2.25rem', borderRadius: vars.radius.round, objectFit: 'cover' });

export const logos = style({ ...gridList('repeat(auto-fit, minmax(5.5rem, 1fr))'), alignItems: 'center' });

export const logoLink = style({ display: 'block', padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceRaised });

export const logo = style({ display: 'block', inlineSize: '100%', blockSize: '4rem', objectFit: 'contain' });

export const services = style(gridList('repeat(auto-fit, minmax(13rem, 1fr))'));

export const service = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceRaised, boxShadow: vars.shadow.card });

export const serviceIcon = style({ inlineSize: '2rem', blockSize: '2rem', color: vars.color.brand });

export const serviceTitle = style({ fontSize: vars.fontSize.large, marginBlock: vars.space.sm });

export const featured = style({
  display: 'grid',
  gap: vars.space.lg,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  '@media': { 'screen and (min-width: 48rem)': { gridTemplateColumns: '1fr 1fr' } },
});

export const featuredImage = style({ inlineSize: '100%', blockSize: '100%', minBlockSize: '14rem', objectFit: 'cover', display: 'block' });

export const featuredBody = style({ padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const featuredTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.title, margin: 0 });

export const price = style({ fontSize: vars.fontSize.large, fontWeight: 700, color: vars.color.brand, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginBlockStart: 'auto' });

export const primary = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textDecoration: 'none',
  fontWeight: 600,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.small,
});

export const badgeLogo = style({ inlineSize: '1.75rem', blockSize: '1.75rem', borderRadius: vars.radius.round, objectFit: 'cover' });

export const destinations = style(gridList('repeat(auto-fit, minmax(14rem, 1fr))'));

export const destination = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  blockSize: '100%',
  paddingBlockEnd: vars.space.md,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
});

export const destinationText = style({ paddingInline: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const destinationImage = style({ inlineSize: '100%', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' });

export const destinationName = style({ paddingInline: vars.space.md, fontWeight: 700, fontSize: vars.fontSize.large, marginBlockStart: vars.space.sm });

export const grid = style(gridList('repeat(auto-fill, minmax(16rem, 1fr))'));

// The placeholders are as tall as what replaces them (measured at 375-412 px and at 1280 px, in both
// languages), so a section that lands after the page has painted does not push the rest down.
const wide = 'screen and (min-width: 48rem)';
// The logos: two rows on a phone, one on a wide screen.
export const logoSkeleton = style([shared.skeleton, { blockSize: '11rem', '@media': { [wide]: { blockSize: '5rem' } } }]);
// The featured tour: its picture above its text on a phone, beside it on a wide screen.
export const featuredSkeleton = style([shared.skeleton, { blockSize: '54rem', '@media': { [wide]: { blockSize: '29rem' } } }]);
export const cardSkeleton = style([shared.skeleton, { blockSize: '27rem' }]);

export const testimonial = style({ margin: 0 });

export const quote = style({
  fontSize: vars.fontSize.large,
  fontStyle: 'italic',
  marginBlock: `0 ${vars.space.md}`,
  marginInline: 0,
  // Arabic has no true italic: a slanted Arabic face reads as a rendering fault.
  selectors: { '[dir="rtl"] &': { fontStyle: 'normal' } },
});

export const author = style({ fontWeight: 700 });

export const aiBadge = style({
  display: 'inline-block',
  paddingBlock: '0.1rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  // Dark text on the accent, as every accent badge: white on it reads at 2.7:1, under WCAG AA's 4.5:1.
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 700,
});

/** A carousel's "See all" link: a comfortable touch target under its title. */
export const seeAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.brand,
  fontWeight: 600,
});
