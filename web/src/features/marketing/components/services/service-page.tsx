import { Link } from '@tanstack/react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import type { PageSection, ServicePageContent } from '../../content/service-pages';
import { MarketingLayout } from '../layout/marketing-layout';
import { CtaBand } from '../shared/cta-band';
import { gradientText, PageHero } from '../shared/page-hero';
import { Reveal } from '../shared/reveal';
import { BelowFold } from '../shared/below-fold';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';
import { StatRow } from '../shared/stat-row';
import { TypedText } from '../shared/typed-text';
import { centredCard, useCentreHighlight } from '../shared/use-centre-highlight';

function Section({ section, index }: { section: PageSection; index: number }) {
  const shade = index % 2 === 0 ? css({ bg: 'bg.subtle' }) : css({ bg: 'bg.canvas' });
  if (section.kind === 'stats') {
    return (
      <section aria-label={section.title} className={`${sectionPad} ${css({ bg: 'bg.inverted' })}`}>
        <div className={container}>
          <SectionHeading tone="dark" title={section.title} />
          <StatRow tone="dark" stats={section.stats} />
        </div>
      </section>
    );
  }
  if (section.kind === 'list') {
    return (
      <section className={`${sectionPad} ${shade}`}>
        <div className={container}>
          <SectionHeading eyebrow={section.eyebrow} title={section.title} />
          <Reveal as="div">
            <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '4', maxW: '4xl', mx: 'auto', listStyle: 'none' })}>
              {section.items.map((item) => (
                <li
                  key={item}
                  data-centre-card
                  className={cx(
                    centredCard,
                    css({
                      display: 'flex',
                      gap: '3',
                      alignItems: 'center',
                      p: '4',
                      bg: 'bg.canvas',
                      borderRadius: 'lg',
                      borderWidth: '1px',
                      borderColor: 'border.default',
                    }),
                  )}
                >
                  <CheckCircle2 size={20} aria-hidden className={css({ color: 'ok.default', flexShrink: 0 })} />
                  <span className={css({ fontWeight: 'medium' })}>{item}</span>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>
    );
  }
  return (
    <section className={`${sectionPad} ${shade}`}>
      <div className={container}>
        <SectionHeading eyebrow={section.eyebrow} title={section.title} lead={section.lead} />
        <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, gap: '5', listStyle: 'none' })}>
          {section.cards.map((card, position) => (
            <Reveal
              as="li"
              key={card.title}
              centreCard
              className={cx(
                css({ p: '6', bg: 'bg.canvas', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card' }),
                centredCard,
              )}
            >
              <span
                aria-hidden
                className={css({
                  display: 'grid',
                  placeItems: 'center',
                  w: '10',
                  h: '10',
                  borderRadius: 'lg',
                  bg: 'primary.subtle',
                  color: 'primary.default',
                  fontWeight: 'bold',
                })}
              >
                {position + 1}
              </span>
              <h3 className={heading({ size: 'lg', mt: '4' })}>{card.title}</h3>
              <p className={hint({ mt: '2' })}>{card.text}</p>
              {card.points ? (
                <ul className={css({ mt: '4', display: 'grid', gap: '1.5', listStyle: 'none', fontSize: 'sm' })}>
                  {card.points.map((point) => (
                    <li key={point} className={flex({ gap: '2', align: 'center' })}>
                      <CheckCircle2 size={14} aria-hidden className={css({ color: 'ok.default' })} />
                      {point}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Lights the card in the middle of the screen as a touch visitor scrolls the page (spec 000 §9). */
function TouchHighlight({ root }: { root: RefObject<HTMLDivElement | null> }) {
  useCentreHighlight(root, { selector: '[data-centre-card]', axis: 'y' });
  return null;
}

/** A service page from its content: hero, the spec's sections, and the closing call to action. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  const cards = useRef<HTMLDivElement>(null);
  return (
    <MarketingLayout>
      <PageHero
        eyebrow={content.eyebrow}
        title={
          content.typingMs ? (
            <TypedText first={content.title} second={content.accent} charMs={content.typingMs} />
          ) : (
            <>
              {content.title} <span className={gradientText}>{content.accent}</span>
            </>
          )
        }
        lead={content.lead}
      >
        <div className={flex({ mt: '8', gap: '3', justify: 'center', wrap: 'wrap' })}>
          <Link to="/assessment" className={button({ size: 'lg' })}>
            Get Free Assessment <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/contact" className={button({ variant: 'outline', size: 'lg' })}>
            Contact Us
          </Link>
        </div>
      </PageHero>
      <div ref={cards}>
        {content.touchHighlight ? <TouchHighlight root={cards} /> : null}
        {content.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a page's sections are fixed; the position is their identity
          <BelowFold key={`${section.kind}-${index}`} estimatedHeight={1500}>
            <Section section={section} index={index} />
          </BelowFold>
        ))}
      </div>
      <BelowFold estimatedHeight={600}>
        <CtaBand title={content.ctaTitle} />
      </BelowFold>
    </MarketingLayout>
  );
}
