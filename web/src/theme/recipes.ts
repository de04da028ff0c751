import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    cursor: 'pointer',
    transition: 'background 150ms, color 150ms, box-shadow 150ms',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    borderWidth: '1px',
    borderColor: 'transparent',
    _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'primary.default', color: 'primary.fg', _hover: { bg: 'primary.hover' } },
      accent: { bg: 'highlight.default', color: 'fg.default', _hover: { bg: 'highlight.hover' } },
      outline: { bg: 'transparent', color: 'primary.default', borderColor: 'primary.border', _hover: { bg: 'primary.subtle' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      danger: { bg: 'error.default', color: 'fg.inverted', _hover: { bg: 'error.hover' } },
      inverted: { bg: 'bg.canvas', color: 'primary.default', _hover: { bg: 'primary.subtle' } },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});

export const card = defineRecipe({
  className: 'card',
  base: { bg: 'bg.canvas', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card' },
  variants: {
    padding: { none: {}, md: { p: '5' }, lg: { p: { base: '6', md: '8' } } },
  },
  defaultVariants: { padding: 'md' },
});

export const input = defineRecipe({
  className: 'input',
  base: {
    w: 'full',
    h: '10',
    px: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.strong',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontSize: 'sm',
    transition: 'border-color 150ms, box-shadow 150ms',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { outline: 'none', borderColor: 'focus.field', boxShadow: '0 0 0 3px token(colors.focus.halo)' },
    '&[aria-invalid=true]': { borderColor: 'error.default', _focusVisible: { boxShadow: '0 0 0 3px token(colors.error.subtle)' } },
  },
  variants: {
    multiline: { true: { h: 'auto', py: '2', minH: '24', resize: 'vertical' } },
  },
});

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'description', 'body', 'footer', 'closeTrigger'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'rgba(15, 23, 42, 0.55)', zIndex: 'overlay' },
    // issue 25 §12: the bottom 8rem stay free for the toast lane (toasts sit bottom-right), so that a toast never covers
    // a dialog's buttons
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      px: { base: '2', sm: '4' },
      pt: { base: '2', sm: '4' },
      pb: '32',
      zIndex: 'modal',
    },
    // A tall dialog never outgrows the viewport: its title, close button and footer stay put and the body scrolls.
    content: {
      bg: 'bg.canvas',
      borderRadius: 'xl',
      boxShadow: 'raised',
      w: 'full',
      maxW: 'lg',
      maxH: 'calc(100dvh - 8.5rem)',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      position: 'relative',
      _focusVisible: { outline: 'none' },
      sm: { maxH: 'calc(100dvh - 9rem)' },
    },
    header: { flexShrink: 0, px: { base: '4', sm: '6' }, pt: { base: '4', sm: '6' }, pr: { base: '12', sm: '14' } },
    title: { fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', mb: '2', overflowWrap: 'anywhere' },
    description: { color: 'fg.muted', fontSize: 'sm', mb: '4' },
    body: { flex: '1', minH: '0', overflowY: 'auto', px: { base: '4', sm: '6' }, pb: '4', overscrollBehavior: 'contain' },
    footer: {
      flexShrink: 0,
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      flexWrap: 'wrap',
      px: { base: '4', sm: '6' },
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
    },
    closeTrigger: {
      position: 'absolute',
      top: '4',
      right: '4',
      w: '8',
      h: '8',
      display: 'grid',
      placeItems: 'center',
      borderRadius: 'md',
      cursor: 'pointer',
      color: 'fg.subtle',
      _hover: { color: 'fg.default', bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
    },
  },
  variants: {
    size: { md: {}, lg: { content: { maxW: '3xl' } }, xl: { content: { maxW: '5xl' } } },
  },
  defaultVariants: { size: 'md' },
});
