import { globalStyle, style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/** The voucher itself: what a printer or a saved PDF gets, and nothing else. */
export const sheet = style([
  shared.card,
  {
    display: 'grid',
    gap: vars.space.md,
    padding: vars.space.lg,
    minInlineSize: 0,
    '@media': {
      print: { boxShadow: 'none', border: '1px solid #000', padding: '1rem', breakInside: 'avoid' },
    },
  },
]);

export const brand = style({ margin: 0, color: vars.color.brand, fontWeight: 700, fontSize: vars.fontSize.large });

/**
 * The QR code: at least 240 CSS px (a phone held up to a scanner, or a print read at arm's length), black
 * on white with a white quiet zone of its own around the server's drawing, whatever the page's colours.
 */
export const qrFrame = style({
  justifySelf: 'center',
  padding: '16px',
  background: '#ffffff',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  lineHeight: 0,
});

export const qr = style({
  display: 'block',
  inlineSize: 'min(72vw, 280px)',
  minInlineSize: '240px',
  blockSize: 'auto',
  aspectRatio: '1 / 1',
  background: '#ffffff',
  imageRendering: 'pixelated',
});

export const center = style({ textAlign: 'center', margin: 0 });

/** Print, download and the way back: on the screen only. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

// Printing the voucher page prints the voucher alone: everything in the page that neither holds the voucher
// nor is part of it (the navigation, the footer, the assistant's button, the screen-only controls) is left
// out. Scoped with :has(), so no other page's printing changes once this stylesheet has loaded.
globalStyle(`body:has(${sheet}) *:not(:has(${sheet})):not(${sheet}):not(${sheet} *)`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`body:has(${sheet}) main`, {
  '@media': { print: { padding: 0, margin: 0 } },
});
