import { useEffect, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { formatDay } from '@/lib/dates';
import { Badge } from './badge';
import { TOOLTIP_DELAY_MS } from './tooltip';

/** Issue 29 §4: the words for a mobile number on India's DND register (TRAI TCCCPR 2018). */
export const dndExplanation = (listedSince: string) => `On the DND register since ${formatDay(listedSince)}: promotional calls and SMS not allowed`;

const tip = css({
  position: 'fixed',
  zIndex: 'dropdown',
  w: 'max-content',
  maxW: '64',
  bg: 'bg.inverted',
  color: 'fg.inverted',
  fontFamily: 'body',
  fontSize: 'xs',
  fontWeight: 'medium',
  whiteSpace: 'normal',
  textAlign: 'left',
  px: '2.5',
  py: '1.5',
  borderRadius: 'sm',
  boxShadow: 'raised',
  pointerEvents: 'none',
  _hidden: { display: 'none' },
});

/**
 * Issue 29 §4: "DND" beside a mobile number on the do-not-disturb register (masked or not), its day and rule in a
 * tooltip (after the pointer rests 700 ms, at once on keyboard focus; spec 000 §9) and for screen readers. Nothing
 * when the server sends none. The tooltip is fixed to the viewport below the badge, so that the list's cells, which
 * clip their overflow, do not cut it (the portalled Ark tooltip never opened inside the list's rows).
 */
export function DndBadge({ dnd }: { dnd: { listedSince: string } | null | undefined }) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [at, setAt] = useState<{ left: number; top: number } | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!dnd) return null;
  const words = dndExplanation(dnd.listedSince);
  const show = () => {
    const box = trigger.current?.getBoundingClientRect();
    if (box) setAt({ left: box.left, top: box.bottom + 6 });
  };
  const hide = () => {
    clearTimeout(timer.current);
    setAt(null);
  };
  return (
    <button
      ref={trigger}
      type="button"
      aria-describedby={id}
      data-testid="dnd-badge"
      onPointerEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(show, TOOLTIP_DELAY_MS);
      }}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
      className={css({
        display: 'inline-flex',
        ml: '1.5',
        p: '0',
        verticalAlign: 'middle',
        bg: 'transparent',
        borderRadius: 'sm',
        cursor: 'help',
        _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
      })}
    >
      <Badge tone="warning">DND</Badge>
      <span role="tooltip" id={id} hidden={at === null} className={tip} style={at ?? undefined}>
        {words}
      </span>
    </button>
  );
}
