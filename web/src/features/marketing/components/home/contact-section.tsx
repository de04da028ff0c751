import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { ContactChannels } from '../contact/contact-channels';
import { ContactForm } from '../contact/contact-form';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';

/** The contact form and channels: the end of the home page and the body of /contact. */
export function ContactSection({ headingLevel = 'h2' }: { headingLevel?: 'h1' | 'h2' }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className={`${sectionPad} ${css({ bgGradient: 'to-b', gradientFrom: 'bg.canvas', gradientTo: 'primary.subtle' })}`}
    >
      <div className={container}>
        {headingLevel === 'h2' ? (
          <SectionHeading
            id="contact-title"
            eyebrow="Contact"
            title="Let's talk about your next intake"
            lead="Share a few details and an admissions marketing specialist will call you back."
          />
        ) : null}
        <div className={grid({ gridTemplateColumns: { base: '1fr', lg: '1.5fr 1fr' }, gap: { base: '8', lg: '10' }, alignItems: 'start' })}>
          <ContactForm />
          <ContactChannels />
        </div>
      </div>
    </section>
  );
}
