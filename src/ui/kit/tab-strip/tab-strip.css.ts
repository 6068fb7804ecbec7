import { style } from '@vanilla-extract/css';

/** How far the cut edge fades out. */
const FADE = '3.5rem';
const solid = '#000';

const fadeEnd = (towards: 'right' | 'left') => `linear-gradient(to ${towards}, ${solid} calc(100% - ${FADE}), transparent)`;
const fadeBoth = `linear-gradient(to right, transparent, ${solid} ${FADE}, ${solid} calc(100% - ${FADE}), transparent)`;

/**
 * A tab strip wider than the screen scrolls sideways, and fades out at each edge where tabs are cut
 * (`data-cut`, set by useTabStrip), so a reader sees there is more (D262). A gradient has no
 * logical direction, so the Arabic page mirrors it with `[dir="rtl"] &` (CONVENTIONS #10).
 */
export const scroller = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-cut="end"]': { maskImage: fadeEnd('right') },
    '&[data-cut="start"]': { maskImage: fadeEnd('left') },
    '&[data-cut="start end"]': { maskImage: fadeBoth },
    '[dir="rtl"] &[data-cut="end"]': { maskImage: fadeEnd('left') },
    '[dir="rtl"] &[data-cut="start"]': { maskImage: fadeEnd('right') },
  },
});
