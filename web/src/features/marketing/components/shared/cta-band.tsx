import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, heading } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Reveal } from './reveal';
import { container } from './section-heading';

type Props = { title?: string; text?: string };

/** The closing call to action of every page: the free assessment first, the contact form second. */
export function CtaBand({
  title = 'Ready to fill every seat this admission season?',
  text = 'Take the free 3-minute assessment for a personalised strategy, or talk to our admissions marketing team today.',
}: Props) {
  return (
    <section aria-labelledby="cta-title" className={css({ py: { base: '16', md: '20' }, bg: 'bg.canvas' })}>
      <div className={container}>
        <Reveal
          className={css({
            position: 'relative',
            overflow: 'hidden',
            borderRadius: 'xl',
            px: { base: '6', md: '14' },
            py: { base: '12', md: '16' },
            textAlign: 'center',
            bgGradient: 'to-br',
            gradientFrom: 'primary.strong',
            gradientTo: 'primary.deepest',
            color: 'fg.inverted',
            boxShadow: 'raised',
          })}
        >
          <h2 id="cta-title" className={heading({ size: { base: '2xl', md: '4xl' }, lineHeight: '1.2', maxW: '2xl', mx: 'auto' })}>
            {title}
          </h2>
          <p className={css({ mt: '4', color: 'fg.inverted.primary', fontSize: { base: 'md', md: 'lg' }, maxW: '2xl', mx: 'auto' })}>{text}</p>
          <div className={flex({ mt: '8', gap: '3', justify: 'center', wrap: 'wrap' })}>
            <Link to="/assessment" className={button({ variant: 'accent', size: 'lg' })}>
              Get Free Assessment <ArrowRight size={18} aria-hidden />
            </Link>
            <Link to="/contact" className={button({ variant: 'inverted', size: 'lg' })}>
              Contact Us
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
