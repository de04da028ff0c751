import { Star } from 'lucide-react';
import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { TESTIMONIALS } from '../../content/testimonials';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';
import { centredCard, useCentreHighlight } from '../shared/use-centre-highlight';
import { Avatar } from './avatar';

// spec 000 §2: a narrower card at 768 px or less (the _desktop condition starts above 768 px)
const card = css({
  flexShrink: 0,
  w: { base: '300px', _desktop: '380px' },
  mx: { base: '2', _desktop: '3' },
  p: { base: '5', _desktop: '7' },
  bg: 'bg.canvas',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'card',
  display: 'flex',
  flexDirection: 'column',
});

export function TestimonialTicker() {
  const track = useRef<HTMLUListElement>(null);
  // on touch screens under 1025 px, the card passing the middle of the screen is lit (spec 000 §2)
  useCentreHighlight(track, { selector: ':scope > li', axis: 'x', moving: true });
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
            w: { base: '6', _desktop: '24' },
            zIndex: 1,
            bgGradient: 'to-r',
            gradientFrom: 'bg.subtle',
            gradientTo: 'transparent',
          },
          _after: {
            content: '""',
            position: 'absolute',
            insetY: '0',
            right: '0',
            w: { base: '6', _desktop: '24' },
            zIndex: 1,
            bgGradient: 'to-l',
            gradientFrom: 'bg.subtle',
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
            <li key={`${item.author}-${index}`} aria-hidden={index >= TESTIMONIALS.length || undefined} className={cx(card, centredCard)}>
              <div aria-label="Rated 5 out of 5" role="img" className={css({ display: 'flex', gap: '1', color: 'highlight.default' })}>
                {Array.from({ length: item.rating }, (_, star) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: identical stars; the position is their identity
                  <Star key={star} size={18} fill="currentColor" aria-hidden />
                ))}
              </div>
              <blockquote className={css({ mt: '4', color: 'fg.body', fontSize: { base: 'sm', _desktop: 'md' }, flex: '1', whiteSpace: 'normal' })}>
                “{item.quote}”
              </blockquote>
              <div className={flex({ mt: '6', gap: '3', align: 'center' })}>
                <Avatar initials={item.initials} hue={item.hue} name={item.author} />
                <div>
                  <p className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{item.author}</p>
                  <p className={hint()}>
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
