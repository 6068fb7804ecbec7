import { style } from '@vanilla-extract/css';
import * as shared from '../../styles/shared.css';
import { vars } from '../../styles/theme.css';

/* The reviews panel (company page tab, tour page section). */
const pill = style([shared.pill, { gap: vars.space.xs, paddingInline: vars.space.md }]);
export const primary = style([pill, { border: 'none', background: vars.color.brand, color: vars.color.onBrand }]);
export const secondary = style([pill, { border: `1px solid ${vars.color.brand}`, background: vars.color.surfaceRaised, color: vars.color.brand }]);
export const small = style({ background: 'none', border: 'none', padding: `${vars.space.xs} ${vars.space.sm}`, minBlockSize: '2.75rem', color: vars.color.brand, textDecoration: 'underline', cursor: 'pointer', font: 'inherit' });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, gridColumn: '2' });
export const languageTag = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, paddingInline: vars.space.xs });
export const main = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const sideMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const reviewForm = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface });
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const legend = style({ fontWeight: 600, padding: 0, marginBlockEnd: vars.space.xs });
export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const starOption = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem', minBlockSize: '2.75rem', paddingInline: vars.space.sm, borderRadius: vars.radius.round, border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, cursor: 'pointer' });
export const textarea = style({ inlineSize: '100%', minBlockSize: '7rem', padding: vars.space.sm, borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}`, font: 'inherit', resize: 'vertical' });
export const label = style({ fontWeight: 600 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });
export const reviewList = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });
export const review = style([shared.card, { display: 'grid', gridTemplateColumns: '3rem minmax(0, 1fr)', gap: vars.space.sm, padding: vars.space.md }]);
export const avatar = style({ inlineSize: '3rem', blockSize: '3rem', borderRadius: vars.radius.round, objectFit: 'cover' });
export const reviewHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const reviewText = style({ margin: 0, gridColumn: '2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
