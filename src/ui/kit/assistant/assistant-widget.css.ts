import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Spec §2: a 375 by 540 panel above the floating button; full screen on a phone. */
export const panel = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space.lg} + 4rem)`,
  insetInlineEnd: vars.space.lg,
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '375px',
  blockSize: '540px',
  maxBlockSize: `calc(100dvh - ${vars.space.lg} - 5rem)`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    'screen and (max-width: 480px)': {
      inset: 0,
      inlineSize: '100%',
      blockSize: '100%',
      maxBlockSize: 'none',
      borderRadius: 0,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large, fontFamily: vars.font.heading });
export const status = style({ margin: 0, fontSize: vars.fontSize.small, opacity: 0.85, flex: '1 1 auto' });

export const close = style({
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.onBrand,
  fontSize: vars.fontSize.large,
  cursor: 'pointer',
});

export const notice = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.small,
  color: vars.color.danger,
  background: vars.color.surface,
});

export const list = style({
  flex: '1 1 auto',
  margin: 0,
  padding: vars.space.md,
  overflowY: 'auto',
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  background: vars.color.surface,
});

const bubble = {
  maxInlineSize: '85%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

export const userMessage = style({ ...bubble, alignSelf: 'flex-end', background: vars.color.brand, color: vars.color.onBrand });
export const botMessage = style({ ...bubble, alignSelf: 'flex-start', background: vars.color.surfaceRaised, boxShadow: vars.shadow.card });
export const botError = style([botMessage, { color: vars.color.danger }]);
export const text = style({ margin: 0 });

export const cards = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.sm, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.brand } },
});

export const cardImage = style({ inlineSize: '4rem', blockSize: '4rem', objectFit: 'cover', borderRadius: vars.radius.sm, flex: '0 0 auto' });
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: '2px', minInlineSize: 0 });
export const cardTitle = style({ fontWeight: 700 });
export const cardFact = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
export const cardPrice = style({ fontWeight: 700, color: vars.color.brand });
/** A card's Book button: the hand-over to /book-now with the conversation's party. */
export const cardBook = style({
  marginBlockStart: vars.space.xs,
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  cursor: 'pointer',
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.2 }, '40%': { opacity: 1 } });
export const typing = style({ display: 'flex', gap: '4px', alignSelf: 'flex-start', padding: vars.space.sm, margin: 0 });
export const dot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.round,
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite`,
  selectors: { '&:nth-child(2)': { animationDelay: '0.2s' }, '&:nth-child(3)': { animationDelay: '0.4s' } },
});

export const form = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
});

export const send = style({
  minInlineSize: '2.75rem',
  minBlockSize: '2.75rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});
