import { globalStyle } from '@vanilla-extract/css';

// Focus moves to a new page's heading (or `main` while it loads) so screen readers announce the page
// (scroll-and-focus.tsx). Neither is a control: no focus ring appears around them when it does.
globalStyle('main#main[tabindex="-1"]:focus, main#main h1[tabindex="-1"]:focus', { outline: 'none' });
