import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

export const accordion = style([shared.card, { display: 'grid', overflow: 'hidden' }]);

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.body });

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '2.75rem',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&[aria-expanded="true"]': { color: vars.color.brand },
  },
});

export const marker = style({ flexShrink: 0, fontSize: vars.fontSize.large, lineHeight: 1, color: vars.color.brand });

export const answer = style({ paddingInline: vars.space.md, paddingBlockEnd: vars.space.md });

export const answerText = style({ margin: 0, lineHeight: 1.6, color: vars.color.text, overflowWrap: 'anywhere' });
