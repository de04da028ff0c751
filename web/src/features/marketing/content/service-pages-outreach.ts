import type { ServicePageContent } from './service-pages';

/** /services/direct-marketing: SMS, e-mail, WhatsApp and AI voice calls. */
export const DIRECT_MARKETING_PAGE: ServicePageContent = {
  eyebrow: 'Direct Marketing',
  title: 'Reach students where',
  accent: 'they actually reply',
  lead: 'SMS, email, WhatsApp with AI conversations and AI voice calls: every channel, compliant and automated.',
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Channels',
      title: 'Four channels, one campaign',
      cards: [
        {
          title: 'SMS',
          text: 'DLT-registered templates and DND filtering for compliant bulk SMS.',
          points: ['DLT registration handled', 'DND filtering', 'Regional languages'],
        },
        {
          title: 'Email',
          text: 'Designed newsletters and drip sequences for students and parents.',
          points: ['85% open rate', 'Personalised content', 'Drip sequences'],
        },
        {
          title: 'WhatsApp',
          text: 'The WhatsApp Business API with AI that answers questions instantly.',
          points: ['10 paise per conversation', 'AI conversations', 'Brochures and forms'],
        },
        {
          title: 'AI voice',
          text: 'Natural voice calls that qualify leads and book campus visits.',
          points: ['Hindi, English and regional', 'Instant call-backs', 'Visit booking'],
        },
      ],
    },
    {
      kind: 'stats',
      title: 'Performance',
      stats: [
        { metric: '85%', label: 'Open rate' },
        { metric: '42%', label: 'CTR' },
        { metric: '85%', label: 'WhatsApp cost reduction (70 to 10 paise)' },
        { metric: '24/7', label: 'Availability' },
      ],
    },
    {
      kind: 'list',
      eyebrow: 'Automation',
      title: 'Set up once, follow up forever',
      items: [
        'Instant replies to every new enquiry',
        'Reminders before application deadlines',
        'Counselling and visit booking',
        'Document collection on WhatsApp',
        'Fee payment nudges',
        'Re-engagement of cold leads',
      ],
    },
  ],
  ctaTitle: 'Launch your first campaign',
};

/** /services/ai-automation: chatbots, predictive analytics and workflow automation. */
export const AI_AUTOMATION_PAGE: ServicePageContent = {
  eyebrow: 'AI Automation',
  title: 'Admissions that',
  accent: 'run around the clock',
  lead: 'Custom AI development, chatbots, predictive analytics and workflow automation, built for education teams.',
  sections: [
    {
      kind: 'cards',
      eyebrow: 'Solutions',
      title: 'Four ways AI works for your admissions',
      cards: [
        {
          title: 'Custom AI development',
          text: 'Models built around your courses, fees and processes.',
          points: ['Course recommendation', 'Document checks', 'Integrations'],
        },
        {
          title: 'AI chatbots',
          text: 'Website and WhatsApp assistants that answer like your best counsellor.',
          points: ['24/7 answers', 'Lead capture', 'Multilingual'],
        },
        {
          title: 'Predictive analytics',
          text: 'Know which leads will join, and which need a call today.',
          points: ['Lead scoring', 'Seat forecasting', 'Channel attribution'],
        },
        {
          title: 'Workflow automation',
          text: 'From enquiry to enrolment without manual hand-offs.',
          points: ['Auto-assignment', 'Follow-up sequences', 'Dashboards'],
        },
      ],
    },
    {
      kind: 'stats',
      title: 'Impact',
      stats: [
        { metric: '70%', label: 'Time saved' },
        { metric: '24/7', label: 'Availability' },
        { metric: '3x', label: 'Faster response' },
        { metric: '85%', label: 'Success rate' },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'Real-world use cases',
      title: 'What our clients automate',
      cards: [
        { title: 'Engineering college', text: 'A chatbot handles 4,000 counselling questions a month during JEE season.' },
        { title: 'Medical college', text: 'Lead scoring points counsellors at NEET aspirants most likely to join.' },
        { title: 'Coaching centre', text: 'AI voice calls book demo classes within minutes of an enquiry.' },
        { title: 'University', text: 'Workflow automation moves applications from form to offer letter.' },
      ],
    },
  ],
  ctaTitle: 'Put AI to work this admission season',
};
