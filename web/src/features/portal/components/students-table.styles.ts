import { css, cx } from 'styled-system/css';
import { eyebrow, hint } from 'styled-system/patterns';

export const th = eyebrow({
  textAlign: 'left',
  px: '3',
  py: '2.5',
  color: 'fg.muted',
  letterSpacing: '0.04em',
  bg: 'bg.subtle',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const td = css({ px: '3', py: '2.5', fontSize: 'sm', verticalAlign: 'top', borderTopWidth: '1px', borderColor: 'border.default', overflow: 'hidden' });
/** one line, cut with an ellipsis; the full text is in the title (tooltip) */
export const line = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const sub = hint({ size: 'xs' });
export const iconButton = hint({
  size: 'inherit',
  w: '8',
  h: '8',
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
});
/**
 * The actions stay in view even if a narrow window ever made the table scroll sideways. One background per cell
 * (the header's own, white for a row): two on one element would leave the winner to the stylesheet's order.
 */
export const stickyRight = css({ position: 'sticky', right: '0', boxShadow: '-8px 0 8px -8px rgba(15, 23, 42, 0.12)' });
export const actionsCell = cx(stickyRight, css({ bg: 'bg.canvas' }));
