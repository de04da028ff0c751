import { BrainCircuit, Database, GraduationCap } from 'lucide-react';
import { css } from 'styled-system/css';
import { grid, heading } from 'styled-system/patterns';
import { Reveal } from '../shared/reveal';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';

const REASONS = [
  {
    Icon: Database,
    title: 'Proprietary Student Leads Database',
    metric: '10M+ Records',
    text: 'Verified students with education history, filtered by course, stream, score band and location.',
  },
  {
    Icon: GraduationCap,
    title: 'Industry Specialization',
    metric: '100% Education Focus',
    text: 'We only serve education, so our campaigns speak to students and parents in the language they trust.',
  },
  {
    Icon: BrainCircuit,
    title: 'AI-Powered Efficiency',
    metric: '70% Automation',
    text: 'Chatbots, voice agents and lead scoring handle the repetitive work, so counsellors focus on conversations.',
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className={`${sectionPad} ${css({ bg: 'bg.inverted', position: 'relative', overflow: 'hidden' })}`}>
      <div className={container}>
        <SectionHeading
          id="why-title"
          tone="dark"
          eyebrow="Why Choose Us"
          title="Why institutions choose EduReach"
          lead="Three advantages no general agency can offer."
        />
        <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '6', listStyle: 'none' })}>
          {REASONS.map(({ Icon, title, metric, text }) => (
            <Reveal
              as="li"
              key={title}
              className={css({ p: '8', borderRadius: 'xl', bg: 'rgba(255,255,255,0.05)', borderWidth: '1px', borderColor: 'rgba(255,255,255,0.1)' })}
            >
              <Icon size={28} aria-hidden className={css({ color: 'highlight.muted' })} />
              <p className={css({ mt: '5', fontSize: '3xl', fontWeight: 'extrabold', color: 'fg.inverted' })}>{metric}</p>
              <h3 className={heading({ size: 'lg', mt: '1', fontWeight: 'semibold', color: 'fg.inverted.primary' })}>{title}</h3>
              <p className={css({ mt: '3', color: 'fg.inverted.muted', fontSize: 'sm' })}>{text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
