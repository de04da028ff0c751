type Meta = { title: string; description: string; path: string; keywords: string };

/** Head tags of each service page; alias routes reuse them, so their canonical is the /services/... address. */
export const SERVICE_META: Record<'data-enrichment' | 'digital-marketing' | 'performance-marketing' | 'direct-marketing' | 'ai-automation', Meta> = {
  'data-enrichment': {
    title: 'Data Enrichment & Verified Student Leads',
    description: 'A 10M+ verified student leads database with education history, and a contact enrichment API for your own enquiries.',
    path: '/services/data-enrichment',
    keywords: 'student leads database, data enrichment, student verification, education data India',
  },
  'digital-marketing': {
    title: 'Digital Marketing for Education',
    description: 'Meta, Instagram and Google campaigns on first-party student audiences through agency accounts: 65-70% lower cost per lead.',
    path: '/services/digital-marketing',
    keywords: 'education digital marketing, college admissions ads, Meta ads for colleges',
  },
  'performance-marketing': {
    title: 'Performance Marketing for Admissions',
    description: 'Full-service performance marketing for institutions: Meta, Instagram and Google Ads measured to the admission, with 300% ROI.',
    path: '/services/performance-marketing',
    keywords: 'performance marketing education, Google Ads colleges, admissions ROI',
  },
  'direct-marketing': {
    title: 'Direct Marketing: SMS, Email, WhatsApp & AI Voice',
    description: 'DLT-registered SMS, email, WhatsApp API with AI conversations at 10 paise and AI voice calls for student outreach.',
    path: '/services/direct-marketing',
    keywords: 'bulk SMS colleges, WhatsApp marketing education, AI voice calls admissions',
  },
  'ai-automation': {
    title: 'AI Automation for Admissions',
    description: 'Custom AI, chatbots, predictive lead scoring and workflow automation that save admission teams 70% of their time.',
    path: '/services/ai-automation',
    keywords: 'AI chatbot college, admissions automation, predictive analytics education',
  },
};
