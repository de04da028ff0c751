import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** A decorative blurred shape that drifts slower than the page (restrained: a fraction of the scroll). */
export function ParallaxGlow({ className, speed = 0.15 }: { className?: string; speed?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (ref.current) ref.current.style.transform = `translate3d(0, ${Math.round(window.scrollY * speed)}px, 0)`;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [speed]);
  return (
    <div
      ref={ref}
      aria-hidden
      className={cx(css({ position: 'absolute', borderRadius: 'full', filter: 'blur(60px)', pointerEvents: 'none', willChange: 'transform' }), className)}
    />
  );
}
