import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.surface,
});
globalStyle('h1, h2, h3', { fontFamily: vars.font.heading, lineHeight: 1.2, marginBlock: `0 ${vars.space.md}` });
globalStyle('a', { color: vars.color.brand });
globalStyle('img', { maxInlineSize: '100%', display: 'block' });
globalStyle('figure, blockquote', { margin: 0 });
globalStyle('button', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms !important', transitionDuration: '1ms !important' } },
});
