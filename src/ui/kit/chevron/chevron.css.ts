import { style, styleVariants } from '@vanilla-extract/css';

/** The chevron points along the reading direction, so it is mirrored in Arabic. */
const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

/** By size: `small` in the pager's buttons, `medium` in the carousel's arrows. */
export const chevron = styleVariants({
  small: [mirrored, { inlineSize: '1.1rem', blockSize: '1.1rem' }],
  medium: [mirrored, { inlineSize: '1.25rem', blockSize: '1.25rem' }],
});
