import { css } from 'styled-system/css';

/** The look the Team tab's tables share. */
export const cell = css({
  px: '3',
  py: '2',
  textAlign: 'left',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  verticalAlign: 'middle',
});
export const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const nowrap = css({ whiteSpace: 'nowrap' });
export const ROLE_TONE = { owner: 'brand', manager: 'success', member: 'neutral' } as const;
