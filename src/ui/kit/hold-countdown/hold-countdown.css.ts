import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/styles/theme.css';

export const countdown = style({ margin: 0, fontWeight: 600 });

/** Minutes and seconds keep their width as they change, so nothing beside them moves. */
export const time = style({ fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate', direction: 'ltr', display: 'inline-block' });

export const lapsed = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
