import { useEffect, type RefObject } from 'react';
import { css } from 'styled-system/css';

/** Spec 000 §2/§9: touch devices narrower than 1025 px; a 100 ms debounce; a card within 40% of the viewport's middle. */
const TOUCH_QUERY = '(hover: none) and (max-width: 1024px)';
const DEBOUNCE_MS = 100;
const TOLERANCE = 0.4;

/** The look of the card in the middle of the screen (set as data-centred by useCentreHighlight). */
export const centredCard = css({
  transition: 'transform 300ms, box-shadow 300ms, border-color 300ms',
  '&[data-centred]': { transform: 'scale(1.04)', borderColor: 'primary.border', boxShadow: 'raised' },
});

type Options = {
  /** the items that can be lit, inside the root */
  selector: string;
  /** along which direction the cards pass the middle of the screen: a sideways strip (x) or a page scrolled down (y) */
  axis: 'x' | 'y';
  /** the cards move by themselves (a ticker): measure again every 400 ms while on screen, not only on scroll */
  moving?: boolean;
};

/**
 * On touch screens under 1025 px, marks data-centred on the one card whose centre is nearest the middle of the
 * viewport (within 40% of it). Measuring forces a layout, so it only runs while the root is on screen.
 */
export function useCentreHighlight(root: RefObject<HTMLElement | null>, { selector, axis, moving = false }: Options) {
  useEffect(() => {
    const within = root.current;
    if (!within || !window.matchMedia(TOUCH_QUERY).matches || typeof IntersectionObserver === 'undefined') return;
    let timer = 0;
    let interval = 0;
    let lit: Element | undefined;
    const measure = () => {
      const size = axis === 'x' ? window.innerWidth : window.innerHeight;
      let best: Element | undefined;
      // cards side by side in a grid are as near as each other: the first of them wins
      let bestDistance = (size * TOLERANCE) / 2 + 0.5;
      for (const card of within.querySelectorAll(selector)) {
        const box = card.getBoundingClientRect();
        const centre = axis === 'x' ? box.left + box.width / 2 : box.top + box.height / 2;
        const distance = Math.abs(centre - size / 2);
        if (distance < bestDistance - 0.5) [best, bestDistance] = [card, distance];
      }
      if (best === lit) return;
      lit?.removeAttribute('data-centred');
      best?.setAttribute('data-centred', '');
      lit = best;
    };
    const debounced = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, DEBOUNCE_MS);
    };
    const stop = () => {
      window.clearInterval(interval);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', debounced);
      window.removeEventListener('resize', debounced);
    };
    const visibility = new IntersectionObserver(([entry]) => {
      stop();
      if (!entry?.isIntersecting) return;
      measure();
      if (moving) interval = window.setInterval(measure, 400);
      window.addEventListener('scroll', debounced, { passive: true });
      window.addEventListener('resize', debounced);
    });
    visibility.observe(within);
    return () => {
      visibility.disconnect();
      stop();
      lit?.removeAttribute('data-centred');
    };
  }, [root, selector, axis, moving]);
}
