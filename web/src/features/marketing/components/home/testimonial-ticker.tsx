import { Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { TESTIMONIALS } from '../../content/testimonials';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';
import { Avatar } from './avatar';

const TOUCH_QUERY = '(hover: none) and (max-width: 1024px)';
const DEBOUNCE_MS = 100;
const TOLERANCE = 0.4;

/**
 * On touch screens under 1025 px, the card whose centre sits in the middle of the viewport (within 40%) is highlighted.
 * Measuring forces a layout, so it only runs while the strip is on screen.
 */
function useCentreHighlight(track: React.RefObject<HTMLUListElement | null>) {
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const strip = track.current;
    if (!strip || !window.matchMedia(TOUCH_QUERY).matches || typeof IntersectionObserver === 'undefined') return;
    let timer = 0;
    let interval = 0;
    const measure = () => {
      const cards = Array.from(strip.children);
      const middle = window.innerWidth / 2;
      const tolerance = (window.innerWidth * TOLERANCE) / 2;
      let best = -1;
      let bestDistance = Infinity;
      cards.forEach((card, index) => {
        const box = card.getBoundingClientRect();
        const distance = Math.abs(box.left + box.width / 2 - middle);
        if (distance <= tolerance && distance < bestDistance) [best, bestDistance] = [index, distance];
      });
      setActive(best);
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
      // the ticker moves by itself, so the check repeats as well as following scrolls
      interval = window.setInterval(measure, 400);
      window.addEventListener('scroll', debounced, { passive: true });
      window.addEventListener('resize', debounced);
    });
    visibility.observe(strip);
    return () => {
      visibility.disconnect();
      stop();
    };
  }, [track]);
  return active;
}

const card = css({
  flexShrink: 0,
  w: { base: '300px', md: '380px' },
  mx: { base: '2', md: '3' },
  p: { base: '5', md: '7' },
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'card',
  display: 'flex',
  flexDirection: 'column',
  transition: 'transform 300ms, box-shadow 300ms, border-color 300ms',
});
const highlighted = css({ transform: 'scale(1.04)', borderColor: 'brand.300', boxShadow: 'raised' });

export function TestimonialTicker() {
  const track = useRef<HTMLUListElement>(null);
  const active = useCentreHighlight(track);
  // the list appears twice so the strip can loop seamlessly; the copy is hidden from assistive technology
  const loop = [...TESTIMONIALS, ...TESTIMONIALS];
  return (
    <section aria-labelledby="testimonials-title" className={`${sectionPad} ${css({ bg: 'bg.subtle', overflow: 'hidden' })}`}>
      <div className={container}>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="What admission teams say about us" />
      </div>
      <div
        className={css({
          position: 'relative',
          _before: {
            content: '""',
            position: 'absolute',
            insetY: '0',
            left: '0',
            w: { base: '6', md: '24' },
            zIndex: 1,
            bgGradient: 'to-r',
            gradientFrom: 'ink.50',
            gradientTo: 'transparent',
          },
          _after: {
            content: '""',
            position: 'absolute',
            insetY: '0',
            right: '0',
            w: { base: '6', md: '24' },
            zIndex: 1,
            bgGradient: 'to-l',
            gradientFrom: 'ink.50',
            gradientTo: 'transparent',
          },
        })}
      >
        <ul
          ref={track}
          className={css({
            display: 'flex',
            w: 'max-content',
            listStyle: 'none',
            py: '4',
            animation: 'ticker 60s linear infinite',
            _hover: { animationPlayState: 'paused' },
            '&:focus-within': { animationPlayState: 'paused' },
          })}
        >
          {loop.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the loop shows each testimonial twice; the position is its identity
            <li key={`${item.author}-${index}`} aria-hidden={index >= TESTIMONIALS.length || undefined} className={cx(card, index === active && highlighted)}>
              <div aria-label="Rated 5 out of 5" role="img" className={css({ display: 'flex', gap: '1', color: 'accent.500' })}>
                {Array.from({ length: item.rating }, (_, star) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars; the position is their identity
                  <Star key={star} size={18} fill="currentColor" aria-hidden />
                ))}
              </div>
              <blockquote className={css({ mt: '4', color: 'ink.700', fontSize: { base: 'sm', md: 'md' }, flex: '1', whiteSpace: 'normal' })}>
                “{item.quote}”
              </blockquote>
              <div className={css({ mt: '6', display: 'flex', gap: '3', alignItems: 'center' })}>
                <Avatar initials={item.initials} hue={item.hue} name={item.author} />
                <div>
                  <p className={css({ fontWeight: 'semibold', color: 'ink.900' })}>{item.author}</p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {item.position}, {item.company}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
