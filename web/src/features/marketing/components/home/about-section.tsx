import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { eyebrow, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Reveal } from '../shared/reveal';
import { container, sectionPad } from '../shared/section-heading';

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className={`${sectionPad} ${css({ scrollMarginTop: '20' })}`}>
      <div className={`${container} ${grid({ gridTemplateColumns: { base: '1fr', lg: '1.1fr 1fr' }, gap: { base: '10', lg: '16' }, alignItems: 'center' })}`}>
        <Reveal>
          <p className={eyebrow({ size: 'sm', letterSpacing: 'wider', color: 'primary.vivid', mb: '3' })}>About EduReach</p>
          <h2 id="about-title" className={heading({ size: { base: '3xl', md: '4xl' }, lineHeight: '1.15', letterSpacing: 'tight' })}>
            A decade of helping Indian institutions find the right students
          </h2>
          <p className={css({ mt: '5', color: 'fg.muted', fontSize: 'lg' })}>
            Since 2014 we have worked only with education: engineering and medical colleges, universities, schools and coaching centres. From our office in
            Jayanagar, Bengaluru, we run admissions campaigns across India.
          </p>
          <p className={hint({ size: 'inherit', mt: '4' })}>
            Our proprietary database of 10M+ verified student records, first-party advertising and AI-driven follow-up give admission teams more qualified
            enquiries for less money, and the reporting to prove it.
          </p>
          <Link to="/contact" className={`${button({ size: 'lg' })} ${css({ mt: '8' })}`}>
            Contact Us Today <ArrowRight size={18} aria-hidden />
          </Link>
        </Reveal>
        <Reveal className={grid({ columns: 2, gap: '5' })}>
          {[
            { metric: '500+', label: 'Institutions', tone: 'blue' },
            { metric: '85%', label: 'Success Rate', tone: 'amber' },
          ].map((stat) => (
            <div
              key={stat.label}
              className={
                stat.tone === 'blue'
                  ? css({
                      p: { base: '6', md: '10' },
                      borderRadius: 'xl',
                      bgGradient: 'to-br',
                      gradientFrom: 'primary.default',
                      gradientTo: 'primary.deep',
                      color: 'fg.inverted',
                      boxShadow: 'raised',
                    })
                  : css({ p: { base: '6', md: '10' }, borderRadius: 'xl', bg: 'highlight.subtle', color: 'fg.default', mt: '10', boxShadow: 'card' })
              }
            >
              <p className={css({ fontSize: { base: '4xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1' })}>{stat.metric}</p>
              <p className={css({ mt: '2', fontWeight: 'medium' })}>{stat.label}</p>
            </div>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
