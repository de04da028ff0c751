import { useEffect, useRef, useState, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { prefersReducedMotion } from './prefers-reduced-motion';

const base = css({ transition: 'opacity 700ms ease-out, transform 700ms ease-out' });
const waiting = css({ opacity: 0, transform: 'translateY(24px)' });

/**
 * Fades its content in once, the first time it scrolls into view. The prerendered HTML and anything already
 * on screen stay visible, so visitors without JavaScript (and crawlers) always see the content.
 */
export function Reveal({
  children,
  className,
  as: Tag = 'div',
  centreCard,
}: {
  children: ReactNode;
  className?: string;
  as?: 'div' | 'section' | 'li';
  /** one of the cards a touch visitor sees lit in the middle of the screen (shared/use-centre-highlight) */
  centreCard?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setHidden(true);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setHidden(false);
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag ref={ref as never} data-centre-card={centreCard || undefined} className={cx(base, hidden && waiting, className)}>
      {children}
    </Tag>
  );
}
