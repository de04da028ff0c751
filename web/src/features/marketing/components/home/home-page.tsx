import { MarketingLayout } from '../layout/marketing-layout';
import { BelowFold } from '../shared/below-fold';
import { AboutSection } from './about-section';
import { ClientsGrid } from './clients-grid';
import { ContactSection } from './contact-section';
import { HomeHero } from './home-hero';
import { ServicesSection } from './services-grid';
import { TestimonialTicker } from './testimonial-ticker';
import { WhyChooseUs } from './why-choose-us';

export function HomePage() {
  return (
    <MarketingLayout>
      <HomeHero />
      <BelowFold>
        <ServicesSection />
      </BelowFold>
      <BelowFold>
        <AboutSection />
      </BelowFold>
      <BelowFold>
        <WhyChooseUs />
      </BelowFold>
      <BelowFold>
        <ClientsGrid />
      </BelowFold>
      <BelowFold>
        <TestimonialTicker />
      </BelowFold>
      <BelowFold>
        <ContactSection />
      </BelowFold>
    </MarketingLayout>
  );
}
