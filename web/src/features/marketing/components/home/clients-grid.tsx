import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { CLIENTS } from '../../content/clients';
import { Reveal } from '../shared/reveal';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';
import { ClientLogo } from './client-logo';

export function ClientsGrid() {
  return (
    <section id="clients" aria-labelledby="clients-title" className={`${sectionPad} ${css({ scrollMarginTop: '20' })}`}>
      <div className={container}>
        <SectionHeading
          id="clients-title"
          eyebrow="Our clients"
          title="Trusted by leading institutions across India"
          lead="Universities, engineering and medical colleges, schools and coaching centres in 20+ states."
        />
        <Reveal>
          <ul
            aria-label="Client institutions"
            className={grid({ gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' }, gap: '4', listStyle: 'none' })}
          >
            {CLIENTS.map((client) => (
              <li
                key={client.name}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  px: '3',
                  py: '2',
                  borderRadius: 'lg',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  bg: 'bg.canvas',
                  filter: 'grayscale(0.35)',
                  transition: 'filter 200ms, box-shadow 200ms',
                  _hover: { filter: 'none', boxShadow: 'card' },
                })}
              >
                <ClientLogo client={client} />
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}
