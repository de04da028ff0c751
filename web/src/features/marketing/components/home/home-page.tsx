import { MarketingLayout } from '../layout/marketing-layout';
import { BelowFold, lazySection } from '../shared/below-fold';
import { AboutSection } from './about-section';
import { ClientsGrid } from './clients-grid';
import { HomeHero } from './home-hero';
import { ServicesSection } from './services-grid';
import { TestimonialTicker } from './testimonial-ticker';
import { WhyChooseUs } from './why-choose-us';

// the form and its API client are the heaviest part of the page, and at its very end
const ContactSection = lazySection(() => import('./contact-section').then((module) => () => <module.ContactSection />));

export function HomePage() {
  return (
    <MarketingLayout>
      <HomeHero />
      <BelowFold estimatedHeight={2400}>
        <ServicesSection />
      </BelowFold>
      <BelowFold estimatedHeight={1000}>
        <AboutSection />
      </BelowFold>
      <BelowFold estimatedHeight={1450}>
        <WhyChooseUs />
      </BelowFold>
      <BelowFold estimatedHeight={1300}>
        <ClientsGrid />
      </BelowFold>
      <BelowFold estimatedHeight={600}>
        <TestimonialTicker />
      </BelowFold>
      <BelowFold estimatedHeight={1800}>
        <ContactSection />
      </BelowFold>
    </MarketingLayout>
  );
}
