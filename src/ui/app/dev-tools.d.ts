/** True only under Vite's dev server (and Vitest); false in every build (vite.config.ts `define`). */
declare const __RIHLA_INSPECTOR__: boolean;
