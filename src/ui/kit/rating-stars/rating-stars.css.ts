import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stars = style({ display: 'inline-flex', gap: '0.1em', fontSize: vars.fontSize.body, lineHeight: 1 });
export const filled = style({ color: vars.color.accent });
export const empty = style({ color: vars.color.border });

/** A rating with its review count (rating-summary.tsx). */
export const summary = style({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs, fontWeight: 600 });
export const value = style({ color: vars.color.text });
export const count = style({ color: vars.color.textMuted, fontWeight: 400 });
/** "New": no reviews yet, so no stars. */
export const newBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  lineHeight: 1.4,
});
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
