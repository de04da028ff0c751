import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long an anchor is held in place while the page above it settles (parts still rendering, fonts). */
const SETTLE_MS = 1500;
/** How long to wait for the anchor's screen to arrive (its code is loaded on demand; a slow phone takes a while). */
const ARRIVAL_MS = 15_000;

/**
 * Brings an anchor (such as /#clients) to the top of the screen, below the fixed bar (its scroll-margin-top), and
 * keeps it there while the parts above it take their real height: until they are first shown, below-the-fold parts
 * count as an estimate (content-visibility), so one scroll alone would land hundreds of pixels off. Stops as soon as
 * the visitor scrolls themselves.
 */
function scrollToAnchor(id: string) {
  let revealed = false;
  const place = () => {
    // the route's screen may still be on its way (its code is loaded on demand)
    const target = document.getElementById(id);
    if (!target) return;
    if (!revealed) {
      until = performance.now() + SETTLE_MS;
      for (const part of document.querySelectorAll<HTMLElement>('[data-below-fold]')) part.style.contentVisibility = 'visible';
      revealed = true;
    }
    const wanted = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - wanted) > 1) target.scrollIntoView({ block: 'start' });
  };
  let frame = 0;
  let until = performance.now() + ARRIVAL_MS;
  const hold = () => {
    place();
    if (performance.now() < until) frame = requestAnimationFrame(hold);
  };
  const stop = () => cancelAnimationFrame(frame);
  const options = { once: true, passive: true } as const;
  window.addEventListener('wheel', stop, options);
  window.addEventListener('touchstart', stop, options);
  window.addEventListener('keydown', stop, options);
  hold();
  return () => {
    stop();
    window.removeEventListener('wheel', stop);
    window.removeEventListener('touchstart', stop);
    window.removeEventListener('keydown', stop);
  };
}

/** Every route change starts at the top, except a link to an anchor (such as /#clients), which lands on it. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation on purpose; the location is the trigger, not an input
  useEffect(() => {
    if (hash) return scrollToAnchor(hash);
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
