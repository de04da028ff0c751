import { Link } from '@tanstack/react-router';
import { ArrowRight, Database, ShieldCheck } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { ParallaxGlow } from '../shared/parallax';
import { container } from '../shared/section-heading';
import { StatRow } from '../shared/stat-row';
import { TypingHeadline } from './typing-headline';

export function HomeHero() {
  return (
    <section
      className={css({
        position: 'relative',
        overflow: 'hidden',
        bgGradient: 'to-b',
        gradientFrom: 'primary.subtle',
        gradientTo: 'bg.canvas',
        pt: { base: '28', md: '40' },
        pb: { base: '16', md: '24' },
      })}
    >
      <ParallaxGlow className={css({ w: '480px', h: '480px', bg: 'primary.emphasized', opacity: 0.45, top: '-40', right: '-32' })} />
      <ParallaxGlow speed={0.08} className={css({ w: '80', h: '80', bg: 'highlight.subtle', opacity: 0.8, top: '60', left: '-32' })} />
      <div className={`${container} ${css({ position: 'relative', textAlign: 'center', maxW: '5xl' })}`}>
        <p
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'primary.text',
            bg: 'bg.canvas',
            borderWidth: '1px',
            borderColor: 'primary.emphasized',
            px: '4',
            py: '1.5',
            borderRadius: 'full',
            mb: '6',
            boxShadow: 'card',
          })}
        >
          <ShieldCheck size={16} aria-hidden className={css({ color: 'ok.default' })} />
          Trusted by 500+ Educational Institutions
        </p>
        <TypingHeadline />
        <p className={css({ mt: '6', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '3xl', mx: 'auto' })}>
          Verified student leads from a 10M+ database, first-party digital campaigns, WhatsApp and AI voice outreach, and automation that fills seats at a
          fraction of the usual cost.
        </p>
        <div className={flex({ mt: '9', gap: '3', justify: 'center', wrap: 'wrap' })}>
          <Link to="/assessment" className={button({ size: 'lg' })}>
            Get Your Free Assessment <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/leads-portal" className={button({ variant: 'outline', size: 'lg' })}>
            <Database size={18} aria-hidden /> Leads Portal
          </Link>
        </div>
        <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.subtle' })}>Takes only 3 minutes, personalized strategy, no commitment required</p>
        <StatRow
          stats={[
            { metric: '10+', label: 'Years of Expertise' },
            { metric: '500+', label: 'Institutions Served' },
            { metric: '1M+', label: 'Students Reached' },
          ]}
        />
      </div>
    </section>
  );
}
