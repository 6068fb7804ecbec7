import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** The one theme contract every style reads (CONVENTIONS #10). */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    accent: null,
    /** The accent as text on the light surfaces (the accent itself reads at 2.7:1 there). */
    accentText: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    danger: null,
    focus: null,
    onBrand: null,
  },
  font: { body: null, heading: null },
  fontSize: { small: null, body: null, large: null, title: null, hero: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, round: null },
  shadow: { card: null, raised: null },
  motion: { quick: null },
});

createGlobalTheme(':root', vars, {
  color: {
    brand: '#0b5d6b',
    brandStrong: '#083f49',
    accent: '#d98e04',
    accentText: '#8f5e00', // 5.6:1 on white, 5.1:1 on the surface (WCAG AA 4.5:1)
    text: '#1d2327',
    textMuted: '#58626b',
    surface: '#f7f4ee',
    surfaceRaised: '#ffffff',
    border: '#ddd6c8',
    danger: '#b3261e',
    focus: '#d98e04',
    onBrand: '#ffffff',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, sans-serif',
    heading: 'Georgia, "Times New Roman", "Noto Naskh Arabic", serif',
  },
  fontSize: { small: '0.875rem', body: '1rem', large: '1.25rem', title: '1.75rem', hero: 'clamp(1.9rem, 5vw, 3.25rem)' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '6px', md: '12px', lg: '20px', round: '999px' },
  shadow: { card: '0 1px 3px rgba(0,0,0,.08), 0 6px 18px rgba(0,0,0,.06)', raised: '0 8px 28px rgba(0,0,0,.16)' },
  motion: { quick: '150ms' },
});
