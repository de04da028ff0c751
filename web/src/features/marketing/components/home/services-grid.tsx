import { Link } from '@tanstack/react-router';
import { ArrowRight, Bot, Check, Database, Megaphone, MessageSquare } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, grid, hint, visuallyHidden } from 'styled-system/patterns';
import { SERVICES, serviceRoute } from '../../content/services';
import { Reveal } from '../shared/reveal';
import { container, SectionHeading, sectionPad } from '../shared/section-heading';

export const SERVICE_ICONS = { 'data-enrichment': Database, 'digital-marketing': Megaphone, 'direct-marketing': MessageSquare, 'ai-automation': Bot };

/** The four service cards, each with four features and a Learn More link. */
export function ServicesGrid({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={grid({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }, gap: '6', listStyle: 'none' })}>
      {SERVICES.map((service) => {
        const Icon = SERVICE_ICONS[service.slug];
        const Heading = headingLevel;
        return (
          <Reveal as="li" key={service.slug} className={flex()}>
            <article
              className={css({
                display: 'flex',
                flexDirection: 'column',
                w: 'full',
                bg: 'bg.canvas',
                borderRadius: 'xl',
                borderWidth: '1px',
                borderColor: 'border.default',
                p: '7',
                boxShadow: 'card',
                transition: 'transform 200ms, box-shadow 200ms',
                _hover: { transform: 'translateY(-4px)', boxShadow: 'raised' },
              })}
            >
              <span
                className={css({ display: 'grid', placeItems: 'center', w: '12', h: '12', borderRadius: 'lg', bg: 'primary.subtle', color: 'primary.default' })}
              >
                <Icon size={24} aria-hidden />
              </span>
              <Heading className={css({ mt: '5', fontSize: 'xl', fontWeight: 'bold', color: 'fg.default' })}>{service.title}</Heading>
              <p className={css({ mt: '1', fontSize: 'sm', fontWeight: 'semibold', color: 'highlight.text' })}>{service.highlight}</p>
              <p className={hint({ mt: '3' })}>{service.description}</p>
              <ul className={css({ mt: '5', display: 'grid', gap: '2', listStyle: 'none', fontSize: 'sm', color: 'fg.body' })}>
                {service.features.map((feature) => (
                  <li key={feature} className={flex({ gap: '2', align: 'flex-start' })}>
                    <Check size={16} aria-hidden className={css({ color: 'ok.default', mt: '0.5', flexShrink: 0 })} />
                    {feature}
                  </li>
                ))}
              </ul>
              {/* the hidden words make the link's own text descriptive, for screen readers and search engines alike */}
              <Link
                to={serviceRoute(service.title)}
                className={css({
                  mt: 'auto',
                  pt: '6',
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1.5',
                  fontWeight: 'semibold',
                  fontSize: 'sm',
                  color: 'primary.default',
                  textDecoration: 'none',
                  _hover: { gap: '2.5' },
                  transition: 'gap 150ms',
                })}
              >
                Learn More<span className={visuallyHidden()}> about {service.title}</span> <ArrowRight size={16} aria-hidden />
              </Link>
            </article>
          </Reveal>
        );
      })}
    </ul>
  );
}

export function ServicesSection() {
  return (
    <section id="services" aria-labelledby="services-title" className={`${sectionPad} ${css({ bg: 'bg.subtle', scrollMarginTop: '20' })}`}>
      <div className={container}>
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Four ways we fill your seats"
          lead="Data, campaigns, outreach and automation, built only for education and run by a team that knows the admission calendar."
        />
        <ServicesGrid headingLevel="h3" />
      </div>
    </section>
  );
}
