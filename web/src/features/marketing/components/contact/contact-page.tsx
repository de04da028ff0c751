import { ContactSection } from '../home/contact-section';
import { MarketingLayout } from '../layout/marketing-layout';
import { PageHero } from '../shared/page-hero';

export function ContactPage() {
  return (
    <MarketingLayout>
      <PageHero
        eyebrow="Contact us"
        title="Talk to our admissions marketing team"
        lead="Call, e-mail or WhatsApp us, or send the form: we reply within 24 hours on working days."
      />
      <ContactSection headingLevel="h1" />
    </MarketingLayout>
  );
}
