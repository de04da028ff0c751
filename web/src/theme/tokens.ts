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

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: { canvas: { value: '#ffffff' }, subtle: { value: '{colors.ink.50}' }, muted: { value: '{colors.ink.100}' }, inverted: { value: '{colors.ink.900}' } },
    fg: { default: { value: '{colors.ink.900}' }, muted: { value: '{colors.ink.600}' }, subtle: { value: '{colors.ink.500}' }, inverted: { value: '#ffffff' } },
    border: { default: { value: '{colors.ink.200}' }, strong: { value: '{colors.ink.300}' } },
    primary: {
      default: { value: '{colors.brand.700}' },
      hover: { value: '{colors.brand.800}' },
      subtle: { value: '{colors.brand.50}' },
      fg: { value: '#ffffff' },
    },
    highlight: { default: { value: '{colors.accent.500}' }, hover: { value: '{colors.accent.600}' } },
    error: { default: { value: '{colors.danger.600}' }, subtle: { value: '{colors.danger.100}' } },
    ok: { default: { value: '{colors.success.700}' }, subtle: { value: '{colors.success.100}' } },
  },
});
