import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/patterns';
import { ParallaxGlow } from './parallax';
import { container } from './section-heading';

type Props = { eyebrow: string; title: ReactNode; lead: ReactNode; children?: ReactNode };

/** The opening band of an inner page: eyebrow, the page's one h1, a lead and optional actions or stats. */
export function PageHero({ eyebrow, title, lead, children }: Props) {
  return (
    <section
      className={css({
        position: 'relative',
        overflow: 'hidden',
        bgGradient: 'to-b',
        gradientFrom: 'primary.subtle',
        gradientTo: 'bg.canvas',
        pt: { base: '28', md: '36' },
        pb: { base: '14', md: '20' },
      })}
    >
      <ParallaxGlow className={css({ w: '96', h: '96', bg: 'primary.emphasized', opacity: 0.5, top: '-24', right: '-24' })} />
      <ParallaxGlow speed={0.08} className={css({ w: '72', h: '72', bg: 'highlight.subtle', opacity: 0.7, bottom: '-20', left: '-16' })} />
      <div className={`${container} ${css({ position: 'relative', textAlign: 'center', maxW: '4xl' })}`}>
        <p
          className={css({
            display: 'inline-block',
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'primary.default',
            bg: 'bg.canvas',
            borderWidth: '1px',
            borderColor: 'primary.emphasized',
            px: '4',
            py: '1',
            borderRadius: 'full',
            mb: '5',
          })}
        >
          {eyebrow}
        </p>
        <h1 className={heading({ size: { base: '4xl', md: '6xl' }, fontWeight: 'extrabold', lineHeight: '1.08', letterSpacing: 'tight', color: 'fg.default' })}>
          {title}
        </h1>
        <p className={css({ mt: '5', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '2xl', mx: 'auto' })}>{lead}</p>
        {children}
      </div>
    </section>
  );
}

/** Gradient text for the emphasised half of a heading. */
export const gradientText = css({ bgGradient: 'to-r', gradientFrom: 'primary.default', gradientTo: 'primary.bright', bgClip: 'text', color: 'transparent' });
