import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement } from 'react';
import { css } from 'styled-system/css';

/** Spec 000 §9: a tooltip opens after the pointer has rested 700 ms on its trigger (at once on keyboard focus). */
export const TOOLTIP_DELAY_MS = 700;

const content = css({
  bg: 'bg.inverted',
  color: 'fg.inverted',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2.5',
  py: '1.5',
  borderRadius: 'sm',
  boxShadow: 'raised',
  maxW: '64',
});

/** A short label shown next to `children` (one focusable element, e.g. an icon button) on hover and focus. */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <ArkTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={100} positioning={{ placement: 'bottom' }}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={css({ zIndex: 'dropdown' })}>
          <ArkTooltip.Content className={content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
