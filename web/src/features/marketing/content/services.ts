export type ServiceSummary = {
  slug: 'data-enrichment' | 'digital-marketing' | 'direct-marketing' | 'ai-automation';
  title: string;
  description: string;
  features: [string, string, string, string];
  highlight: string;
};

/** The four services as the home page and /services list them (spec 000 §1–§2). */
export const SERVICES: ServiceSummary[] = [
  {
    slug: 'data-enrichment',
    title: 'Data Enrichment',
    description: 'Verified, validated student leads with education history, and an API that enriches the enquiries you already have.',
    features: ['Student verification & validation', 'Education history tracking', 'Contact enrichment API', 'Course & location filters'],
    highlight: '10M+ Student Records',
  },
  {
    slug: 'digital-marketing',
    title: 'Digital Marketing',
    description: 'Meta, Instagram and Google campaigns built on first-party audience data and run through our agency accounts.',
    features: ['Meta & Instagram campaigns', 'Google Search & YouTube', 'First-party audience upload', 'Agency account access'],
    highlight: '300% ROI Increase',
  },
  {
    slug: 'direct-marketing',
    title: 'Direct Marketing',
    description: 'SMS, email, WhatsApp and AI voice calls that reach students and parents where they actually reply.',
    features: ['DLT-registered SMS with DND filtering', 'Email campaigns', 'WhatsApp API with AI conversations', 'AI voice calls'],
    highlight: '85% Open Rate',
  },
  {
    slug: 'ai-automation',
    title: 'AI Automation',
    description: 'Custom AI that answers enquiries, scores leads and automates the admissions workflow around the clock.',
    features: ['Custom AI development', 'Admissions chatbots', 'Predictive analytics', 'Workflow automation'],
    highlight: '70% Time Savings',
  },
];

const ROUTES: Record<string, string> = Object.fromEntries(SERVICES.map((service) => [service.title, `/services/${service.slug}`]));

/** "Learn More" target for a service card; an unknown title goes home (spec 000 §2). */
export const serviceRoute = (title: string) => ROUTES[title] ?? '/';
