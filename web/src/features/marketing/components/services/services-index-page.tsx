import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { ServicesGrid } from '../home/services-grid';
import { MarketingLayout } from '../layout/marketing-layout';
import { CtaBand } from '../shared/cta-band';
import { gradientText, PageHero } from '../shared/page-hero';
import { container, sectionPad } from '../shared/section-heading';

export function ServicesIndexPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Our services"
        title={
          <>
            Everything you need to <span className={gradientText}>fill every seat</span>
          </>
        }
        lead="Data enrichment, digital marketing, direct marketing and AI automation: use one, or let us run the whole admissions funnel."
      />
      <section aria-label="Services" className={`${sectionPad} ${css({ bg: 'bg.subtle' })}`}>
        <div className={container}>
          <ServicesGrid />
          <p className={hint({ size: 'inherit', mt: '10', textAlign: 'center' })}>
            Want paid media measured to the admission?{' '}
            <Link
              to="/services/performance-marketing"
              className={css({ color: 'primary.default', fontWeight: 'semibold', display: 'inline-flex', alignItems: 'center', gap: '1' })}
            >
              See performance marketing <ArrowRight size={14} aria-hidden />
            </Link>
          </p>
        </div>
      </section>
      <CtaBand />
    </MarketingLayout>
  );
}
