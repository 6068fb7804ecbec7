import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stars = style({ display: 'inline-flex', gap: '0.1em', fontSize: vars.fontSize.body, lineHeight: 1 });
export const filled = style({ color: vars.color.accent });
export const empty = style({ color: vars.color.border });
