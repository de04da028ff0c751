import { defineConfig } from '@pandacss/dev';
import { alert, dataTable, nativeSelect, toolbar } from './src/theme/list-recipes';
import { eyebrow, heading, hint } from './src/theme/patterns';
import { button, card, dialog, input } from './src/theme/recipes';
import { semanticTokens, tokens } from './src/theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/api/**'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  patterns: { extend: { eyebrow, heading, hint } },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button, card, input, nativeSelect, toolbar },
      slotRecipes: { alert, dataTable, dialog },
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        // the typed headline: a letter hidden until its moment, the cursor shown while it rests after a letter
        typeIn: { from: { visibility: 'hidden' }, to: { visibility: 'hidden' } },
        caret: { from: { opacity: 1 }, to: { opacity: 1 } },
        ticker: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        fadeUp: { from: { opacity: 0, transform: 'translateY(16px)' }, to: { opacity: 1, transform: 'none' } },
      },
    },
  },
  // spec 000 §9: the mobile breakpoint is 768 px or less; Panda's md starts at 768 px, so these two name the spec's split
  conditions: {
    extend: {
      mobile: '@media screen and (width <= 768px)',
      desktop: '@media screen and (width > 768px)',
    },
  },
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas', lineHeight: '1.6', WebkitFontSmoothing: 'antialiased' },
    a: { color: 'inherit' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});
