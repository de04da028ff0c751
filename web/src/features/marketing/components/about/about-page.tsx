import { Gem, Handshake, Lightbulb, Target } from 'lucide-react';
import { css } from 'styled-system/css';
import { grid, heading, hint } from 'styled-system/patterns';
import { MarketingLayout } from '../layout/marketing-layout';
import { CtaBand } from '../shared/cta-band';
import { gradientText, PageHero } from '../shared/page-hero';
import { Reveal } from '../shared/reveal';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';
import { StatRow } from '../shared/stat-row';

const VALUES = [
  { Icon: Target, title: 'Precision', text: 'The right student for the right course: verified data and exact targeting, never spray and pray.' },
  { Icon: Lightbulb, title: 'Innovation', text: 'From SMS in 2014 to AI voice agents today, we adopt what works before others do.' },
  { Icon: Handshake, title: 'Partnership', text: 'We succeed when your seats fill. Clear reporting, honest advice, long relationships.' },
  { Icon: Gem, title: 'Excellence', text: 'Ten years of education focus, and a standard we hold for every campaign.' },
];

const MILESTONES = [
  { year: '2014', event: 'EduReach founded in Jayanagar, Bengaluru, with SMS campaigns for local colleges.' },
  { year: '2016', event: 'Launched the student leads database and our first data-enrichment service.' },
  { year: '2018', event: 'Crossed 100+ institutional partnerships across South India.' },
  { year: '2023', event: 'Introduced WhatsApp API campaigns with AI conversations, cutting cost from 70 to 10 paise.' },
  { year: '2024', event: 'Launched AI voice calls and admissions workflow automation; 500+ institutions served.' },
  { year: '2025', event: 'Delivered 10M+ ad impressions in a single month; the database passed 10M student records.' },
];

export function AboutPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="About EduReach"
        title={
          <>
            Ten years of <span className={gradientText}>filling seats</span>
          </>
        }
        lead="We help India's universities, colleges, schools and coaching centres find, reach and enrol the right students."
      >
        <StatRow
          stats={[
            { metric: '10+', label: 'Years of expertise' },
            { metric: '500+', label: 'Institutions served' },
            { metric: '1M+', label: 'Students reached' },
            { metric: '85%', label: 'Success rate' },
          ]}
        />
      </PageHero>
      <section aria-labelledby="story-title" className={sectionPad}>
        <div className={`${container} ${css({ maxW: '3xl' })}`}>
          <Reveal>
            <h2 id="story-title" className={heading({ size: { base: '3xl', md: '4xl' }, letterSpacing: 'tight' })}>
              Our story
            </h2>
            <p className={css({ mt: '5', fontSize: 'lg', color: 'fg.muted' })}>
              EduReach was founded in 2014 in Jayanagar, Bengaluru, by a small team who had spent years inside admission offices. They saw colleges spend lakhs
              on newspaper ads and hoardings, with no idea which rupee brought which student.
            </p>
            <p className={css({ mt: '4', fontSize: 'lg', color: 'fg.muted' })}>
              We started with targeted SMS for a handful of engineering colleges. Today we run a 10M+ student leads database, first-party digital campaigns,
              WhatsApp and AI voice outreach, and automation for more than 500 institutions, still with one focus: education.
            </p>
          </Reveal>
        </div>
      </section>
      <section aria-labelledby="values-title" className={`${sectionPad} ${css({ bg: 'bg.subtle' })}`}>
        <div className={container}>
          <SectionHeading id="values-title" eyebrow="Our values" title="What we stand for" />
          <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, gap: '5', listStyle: 'none' })}>
            {VALUES.map(({ Icon, title, text }) => (
              <Reveal
                as="li"
                key={title}
                className={css({ p: '6', bg: 'bg.canvas', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card' })}
              >
                <Icon size={26} aria-hidden className={css({ color: 'primary.default' })} />
                <h3 className={heading({ size: 'lg', mt: '4' })}>{title}</h3>
                <p className={hint({ mt: '2' })}>{text}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="timeline-title" className={sectionPad}>
        <div className={`${container} ${css({ maxW: '3xl' })}`}>
          <SectionHeading id="timeline-title" eyebrow="Our journey" title="Milestones" />
          <ol className={css({ listStyle: 'none', borderLeftWidth: '2px', borderColor: 'primary.emphasized', ml: '3', display: 'grid', gap: '8' })}>
            {MILESTONES.map((milestone) => (
              <Reveal as="li" key={milestone.year} className={css({ position: 'relative', pl: '8' })}>
                <span
                  aria-hidden
                  className={css({
                    position: 'absolute',
                    left: '-9px',
                    top: '1',
                    w: '4',
                    h: '4',
                    borderRadius: 'full',
                    bg: 'primary.default',
                    borderWidth: '3px',
                    borderColor: 'bg.canvas',
                    boxShadow: '0 0 0 2px token(colors.primary.emphasized)',
                  })}
                />
                <p className={css({ fontSize: 'xl', fontWeight: 'extrabold', color: 'primary.default' })}>{milestone.year}</p>
                <p className={css({ mt: '1', color: 'fg.body' })}>{milestone.event}</p>
              </Reveal>
            ))}
          </ol>
        </div>
      </section>
      <CtaBand />
    </MarketingLayout>
  );
}
