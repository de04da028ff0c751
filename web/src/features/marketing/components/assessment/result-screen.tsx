import type { Strategy } from '@domain/marketing/domain/strategy.schema';
import { Link, useNavigate } from '@tanstack/react-router';
import { CalendarCheck, CheckCircle2, FileText, MessageCircle, Phone, Rocket } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { SITE } from '@/lib/seo';

const REDIRECT_SECONDS = 30;
const chatText = encodeURIComponent('Hello EduReach, I just completed the free assessment and would like to discuss my strategy.');

const NEXT_STEPS = [
  { Icon: FileText, title: 'Strategy report', text: 'In your inbox within 2 hours' },
  { Icon: CalendarCheck, title: 'Strategy call', text: 'With a specialist this week' },
  { Icon: Rocket, title: 'Campaign launch', text: 'Live this month' },
];

/** The result: next steps, the strategy the server computed, expected results by budget, and a 30 s return home. */
export function ResultScreen({ result, name }: { result: Strategy; name: string }) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const timer = window.setInterval(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (seconds <= 0) void navigate({ to: '/' });
  }, [seconds, navigate]);
  const figures = [
    { metric: result.expectedResults.moreLeads, label: 'More leads' },
    { metric: result.expectedResults.lowerCost, label: 'Lower cost per admission' },
    { metric: result.expectedResults.conversion, label: 'Conversion improvement' },
  ];
  return (
    <section aria-labelledby="result-title">
      <div className={css({ textAlign: 'center' })}>
        <CheckCircle2 size={48} aria-hidden className={css({ color: 'ok.default', mx: 'auto' })} />
        <h2 id="result-title" className={heading({ size: { base: '2xl', md: '3xl' }, mt: '3' })}>
          Your personalised strategy is ready{name ? `, ${name.split(' ')[0]}` : ''}!
        </h2>
        <p className={hint({ size: 'inherit', mt: '2' })}>Here is what we recommend for your institution.</p>
      </div>
      <h3 className={heading({ size: 'lg', mt: '8' })}>What happens next</h3>
      <ol className={grid({ mt: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3', listStyle: 'none' })}>
        {NEXT_STEPS.map(({ Icon, title, text }) => (
          <li key={title} className={css({ display: 'flex', gap: '3', alignItems: 'center', p: '4', borderRadius: 'lg', bg: 'primary.subtle' })}>
            <Icon size={22} aria-hidden className={css({ color: 'primary.default', flexShrink: 0 })} />
            <span>
              <span className={css({ display: 'block', fontWeight: 'semibold' })}>{title}</span>
              <span className={hint()}>{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <h3 className={heading({ size: 'lg', mt: '8' })}>Your custom strategy</h3>
      <ul aria-label="Your custom strategy" className={grid({ mt: '3', gap: '2.5', listStyle: 'none' })}>
        {result.strategy.map((line) => (
          <li key={line} className={flex({ gap: '3', align: 'flex-start' })}>
            <CheckCircle2 size={18} aria-hidden className={css({ color: 'ok.default', flexShrink: 0, mt: '1' })} />
            {line}
          </li>
        ))}
      </ul>
      <h3 className={heading({ size: 'lg', mt: '8' })}>Expected results</h3>
      <dl aria-label="Expected results" className={grid({ mt: '3', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3' })}>
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={css({
              display: 'flex',
              flexDirection: 'column-reverse',
              textAlign: 'center',
              p: { base: '3', md: '5' },
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <dt className={css({ fontSize: { base: 'xs', md: 'sm' }, color: 'fg.muted' })}>{figure.label}</dt>
            <dd className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'primary.default' })}>{figure.metric}</dd>
          </div>
        ))}
      </dl>
      <div className={flex({ mt: '8', gap: '3', wrap: 'wrap', justify: 'center' })}>
        <a href={`tel:${SITE.phone.replaceAll(' ', '')}`} className={button({ size: 'lg' })}>
          <Phone size={18} aria-hidden /> Call Us Now
        </a>
        <a
          href={`https://wa.me/${SITE.phone.replace(/\D/g, '')}?text=${chatText}`}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'outline', size: 'lg' })}
        >
          <MessageCircle size={18} aria-hidden /> Send Us a Message
        </a>
        <Link to="/" className={button({ variant: 'ghost', size: 'lg' })}>
          Back to Home
        </Link>
      </div>
      <p role="timer" aria-live="off" className={css({ mt: '5', textAlign: 'center', fontSize: 'sm', color: 'fg.subtle' })}>
        Returning to the home page in {Math.max(seconds, 0)} seconds
      </p>
    </section>
  );
}
