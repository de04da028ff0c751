import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/** Spec 000 §9: a toast dragged 50 px sideways goes away. */
export const SWIPE_THRESHOLD_PX = 50;

type Start = { x: number; pointerId: number };

/**
 * Swipe to dismiss: the element follows a horizontal pointer drag (mouse, pen or finger) and `onDismiss` runs when it
 * is let go 50 px or more from where it started; a shorter drag springs back. Vertical finger moves still scroll the
 * page (touch-action: pan-y), and a drag never starts on a button or link inside.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<Start | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const release = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    if (!start.current || event.pointerId !== start.current.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    // a dismissed toast leaves from where it was let go; any other springs back
    if (!cancelled && Math.abs(moved) >= SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return;
      start.current = { x: event.clientX, pointerId: event.pointerId };
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointerId === event.pointerId) setOffset(event.clientX - start.current.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => release(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => release(event, true),
  };
  const style: CSSProperties = {
    transform: offset ? `translateX(${offset}px)` : undefined,
    touchAction: 'pan-y',
    // the toast follows the pointer without lag while dragged, and springs back smoothly
    transition: dragging ? 'none' : undefined,
    cursor: dragging ? 'grabbing' : undefined,
    userSelect: dragging ? 'none' : undefined,
  };
  return { handlers, style, dragging };
}
