import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { flex } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { MarketingLayout } from '../layout/marketing-layout';
import { PageHero } from '../shared/page-hero';

/** Where the contact form lands when the browser sent it itself, before the page's scripts ran (Post/Redirect/Get). */
export function ThankYouPage() {
  return (
    <MarketingLayout>
      <PageHero eyebrow="Message received" title="Message Sent Successfully!" lead="Thank you, we'll contact you as soon as we can.">
        <div className={flex({ mt: '8', gap: '3', justify: 'center', wrap: 'wrap' })}>
          <Link to="/assessment" className={button({ size: 'lg' })}>
            Get Free Assessment <ArrowRight size={18} aria-hidden />
          </Link>
          <Link to="/" className={button({ variant: 'outline', size: 'lg' })}>
            Back to Home
          </Link>
        </div>
      </PageHero>
    </MarketingLayout>
  );
}
