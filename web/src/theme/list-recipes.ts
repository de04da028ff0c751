import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

/**
 * The bordered, scrollable table of the admin lists: `frame` scrolls sideways inside the card, `table` draws the
 * header row and the row lines. `compact` narrows the cells for a table with many columns (the Students tab).
 */
export const dataTable = defineSlotRecipe({
  className: 'data-table',
  slots: ['frame', 'table'],
  base: {
    frame: { overflowX: 'auto', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.canvas' },
    table: {
      w: 'full',
      fontSize: 'sm',
      borderCollapse: 'collapse',
      '& th': {
        textAlign: 'left',
        fontWeight: 'semibold',
        color: 'fg.muted',
        px: '3',
        py: '2.5',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.subtle',
        whiteSpace: 'nowrap',
      },
      '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'middle' },
      '& tbody tr:hover': { bg: 'bg.subtle' },
    },
  },
  variants: {
    density: { comfortable: {}, compact: { table: { '& th, & td': { px: '2' } } } },
  },
  defaultVariants: { density: 'comfortable' },
});

/** A native `<select>` (and a date field beside one) in a list's toolbar or a small form. */
export const nativeSelect = defineRecipe({
  className: 'native-select',
  base: { h: '9', px: '2', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.canvas', fontSize: 'sm' },
});

/** The row of search box, filters and counts above a list. */
export const toolbar = defineRecipe({
  className: 'toolbar',
  base: { display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '4' },
});

/** A failure shown above the content it concerns, with its way out (Retry) on the right. */
export const alert = defineSlotRecipe({
  className: 'alert',
  slots: ['root', 'icon', 'body', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      gap: '3',
      alignItems: 'flex-start',
      p: '4',
      borderRadius: 'md',
      bg: 'error.subtle',
      borderWidth: '1px',
      borderColor: 'error.subtle',
      mb: '4',
    },
    icon: { color: 'error.default', flexShrink: 0, mt: '0.5' },
    body: { flex: 1 },
    title: { fontWeight: 'semibold' },
    description: { fontSize: 'sm', color: 'fg.muted' },
  },
});
