import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eff6ff' },
      100: { value: '#dbeafe' },
      200: { value: '#bfdbfe' },
      300: { value: '#93c5fd' },
      400: { value: '#60a5fa' },
      500: { value: '#3b82f6' },
      600: { value: '#2563eb' },
      700: { value: '#1d4ed8' },
      800: { value: '#1e40af' },
      900: { value: '#1e3a8a' },
      950: { value: '#172554' },
    },
    accent: {
      100: { value: '#fef3c7' },
      300: { value: '#fcd34d' },
      500: { value: '#f59e0b' },
      600: { value: '#d97706' },
      700: { value: '#b45309' },
    },
    ink: {
      50: { value: '#f8fafc' },
      100: { value: '#f1f5f9' },
      200: { value: '#e2e8f0' },
      300: { value: '#cbd5e1' },
      400: { value: '#94a3b8' },
      500: { value: '#64748b' },
      600: { value: '#475569' },
      700: { value: '#334155' },
      800: { value: '#1e293b' },
      900: { value: '#0f172a' },
    },
    success: { 100: { value: '#dcfce7' }, 600: { value: '#16a34a' }, 700: { value: '#15803d' } },
    danger: { 100: { value: '#fee2e2' }, 600: { value: '#dc2626' }, 700: { value: '#b91c1c' } },
    warning: { 100: { value: '#fef9c3' }, 700: { value: '#a16207' } },
  },
  fonts: {
    body: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Devanagari Variable', sans-serif" },
    heading: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans', 'Helvetica Neue', Arial, 'Noto Sans Devanagari Variable', sans-serif" },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  radii: { sm: { value: '6px' }, md: { value: '10px' }, lg: { value: '14px' }, xl: { value: '20px' }, full: { value: '9999px' } },
  /**
   * The one stacking ladder: page chrome < menus opened from the page < dialog backdrop < dialog < anything opened
   * inside a dialog < toasts. Use these names, never a number, so that a dialog always covers the sticky header.
   */
  zIndex: {
    base: { value: 0 },
    /** a floating button or bar docked to the viewport (e.g. the marketing call-to-action) */
    docked: { value: 10 },
    /** sticky and fixed page headers */
    sticky: { value: 100 },
    /** menus and popovers opened from the page */
    dropdown: { value: 200 },
    /** a dialog's backdrop */
    overlay: { value: 300 },
    /** a dialog's positioner and content */
    modal: { value: 310 },
    /** menus, pickers and popovers opened inside a dialog */
    popover: { value: 400 },
    toast: { value: 500 },
    skipLink: { value: 600 },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)' },
    raised: { value: '0 10px 30px rgba(15, 23, 42, 0.12)' },
  },
});

/**
 * The names features and shared components use: a colour by its role, never a palette step (checked by
 * tests/architecture/semantic-tokens.test.ts). Several roles may share one step; each keeps the exact value it replaced.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '#ffffff' },
      subtle: { value: '{colors.ink.50}' },
      muted: { value: '{colors.ink.100}' },
      /** a dark band (footer, tooltip, a dark section), and a chip raised on one */
      inverted: { DEFAULT: { value: '{colors.ink.900}' }, muted: { value: '{colors.ink.800}' } },
    },
    fg: {
      default: { value: '{colors.ink.900}' },
      /** the text of a choice: an answer option, an entry of the mobile menu */
      label: { value: '{colors.ink.800}' },
      /** running text and navigation links, a step softer than headings */
      body: { value: '{colors.ink.700}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      /** text on a dark band: headings, running text, secondary text, and text tinted with the brand */
      inverted: {
        DEFAULT: { value: '#ffffff' },
        body: { value: '{colors.ink.200}' },
        muted: { value: '{colors.ink.300}' },
        primary: { value: '{colors.brand.100}' },
      },
    },
    border: {
      default: { value: '{colors.ink.200}' },
      strong: { value: '{colors.ink.300}' },
      /** rules and outlines on a dark band */
      inverted: { DEFAULT: { value: '{colors.ink.800}' }, strong: { value: '{colors.ink.700}' } },
    },
    /** keyboard focus: the outline of a control, and the border and halo of a focused field */
    focus: {
      ring: { DEFAULT: { value: '{colors.brand.300}' }, strong: { value: '{colors.brand.400}' } },
      field: { value: '{colors.brand.500}' },
      halo: { value: '{colors.brand.200}' },
    },
    primary: {
      /** solid fills, links, icons and figures in the brand's colour */
      default: { value: '{colors.brand.700}' },
      hover: { value: '{colors.brand.800}' },
      /** text on a solid fill */
      fg: { value: '#ffffff' },
      /** tints, lightest first: hovered entries and icon tiles; badges and tracks; a tinted box's border, rules, glows */
      subtle: { value: '{colors.brand.50}' },
      muted: { value: '{colors.brand.100}' },
      emphasized: { value: '{colors.brand.200}' },
      /** the border of an outline button, and of a card or option under the pointer */
      border: { value: '{colors.brand.300}' },
      /** the bright end of the brand's gradient, the logo's second word */
      bright: { value: '{colors.brand.500}' },
      /** a chosen option, a progress bar, an eyebrow above a heading */
      vivid: { value: '{colors.brand.600}' },
      /** text and icons on a tint (badges, tags, a hero's badge) */
      text: { value: '{colors.brand.800}' },
      /** the dark bands, from their start to their darkest end */
      strong: { value: '{colors.brand.800}' },
      deep: { value: '{colors.brand.900}' },
      deepest: { value: '{colors.brand.950}' },
    },
    highlight: {
      default: { value: '{colors.accent.500}' },
      hover: { value: '{colors.accent.600}' },
      /** an amber icon on a light ground (a locked row, the verification warning) */
      strong: { value: '{colors.accent.600}' },
      subtle: { value: '{colors.accent.100}' },
      /** an amber banner's border; amber icons and eyebrows on a dark band */
      muted: { value: '{colors.accent.300}' },
      /** text and icons on an amber tint */
      text: { value: '{colors.accent.700}' },
    },
    error: {
      default: { value: '{colors.danger.600}' },
      hover: { value: '{colors.danger.700}' },
      subtle: { value: '{colors.danger.100}' },
      /** text and icons on the error tint, and an error said in a sentence */
      text: { value: '{colors.danger.700}' },
    },
    ok: { default: { value: '{colors.success.700}' }, subtle: { value: '{colors.success.100}' } },
    warning: { default: { value: '{colors.warning.700}' }, subtle: { value: '{colors.warning.100}' } },
  },
});
