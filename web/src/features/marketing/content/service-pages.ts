export type CardItem = { title: string; text: string; points?: string[] };
export type PageSection =
  | { kind: 'cards'; eyebrow: string; title: string; lead?: string; cards: CardItem[] }
  | { kind: 'stats'; title: string; stats: { metric: string; label: string }[] }
  | { kind: 'list'; eyebrow: string; title: string; items: string[] };

export type ServicePageContent = { eyebrow: string; title: string; accent: string; lead: string; sections: PageSection[]; ctaTitle: string };

export const SERVICE_PAGES: Record<
  'data-enrichment' | 'digital-marketing' | 'performance-marketing' | 'direct-marketing' | 'ai-automation',
  ServicePageContent
> = {
  'data-enrichment': {
    eyebrow: 'Leads Enrichment',
    title: 'Verified student data,',
    accent: 'enriched for admissions',
    lead: 'A 10M+ student database with verified contacts and education history, plus an API that enriches the enquiries you already collect.',
    sections: [
      {
        kind: 'cards',
        eyebrow: 'Student verification',
        title: 'Every lead checked before it reaches you',
        cards: [
          { title: 'Mobile verification', text: 'Numbers confirmed live, with WhatsApp availability flagged.' },
          { title: 'Identity validation', text: 'Names, parents and addresses matched across sources.' },
          { title: 'Duplicate removal', text: 'One student, one record, however many forms they filled.' },
          { title: 'DND screening', text: 'Do-not-disturb numbers filtered for compliant outreach.' },
        ],
      },
      {
        kind: 'cards',
        eyebrow: 'Past education',
        title: 'Know where each student comes from',
        cards: [
          { title: '10th & 12th records', text: 'Board, stream, year and score band for each student.' },
          { title: 'Entrance exams', text: 'JEE, NEET, CET and other exam participation.' },
          { title: 'Institution history', text: 'Schools and colleges attended, by city and district.' },
          { title: 'Course interest', text: 'Courses and specialisations the student has explored.' },
        ],
      },
      {
        kind: 'cards',
        eyebrow: 'First-party leads enrichment API',
        title: 'Enrich your own enquiries in real time',
        cards: [
          { title: 'REST API', text: 'Send a phone or e-mail, receive the enriched profile in milliseconds.' },
          { title: 'CRM connectors', text: 'Works with the CRM or ERP you already run.' },
          { title: 'Bulk enrichment', text: 'Upload a spreadsheet and download it enriched.' },
          { title: 'Consent-first', text: 'Processing records and opt-outs kept for every lead.' },
        ],
      },
      {
        kind: 'list',
        eyebrow: 'Benefits',
        title: 'What enrichment changes for your team',
        items: [
          'Counsellors call students who can actually join',
          'Higher connect rates on the first call',
          'Lower cost per admission',
          'Targeting by stream, score and location',
          'Fewer wasted ad impressions',
          'Compliant, DND-filtered outreach',
          'Clean CRM data without duplicates',
          'Reports your management can trust',
        ],
      },
    ],
    ctaTitle: 'Start with verified leads this week',
  },
  'digital-marketing': {
    eyebrow: 'Digital Marketing',
    title: 'Campaigns that reach',
    accent: 'the right students',
    lead: 'Meta, Instagram and Google campaigns built on first-party audience data and run through our agency accounts.',
    sections: [
      {
        kind: 'cards',
        eyebrow: 'How it works',
        title: 'First-party data meets paid media',
        cards: [
          { title: 'Meta & Google audience upload', text: 'Our verified student audiences uploaded as custom and lookalike audiences.' },
          { title: 'Cost reduction', text: 'Qualified targeting instead of broad interests: 65-70% lower cost per lead.' },
          { title: 'Agency account access', text: 'Run on our agency ad accounts with higher trust and faster approvals.' },
          { title: 'Creative that converts', text: 'Course-specific ads in English and regional languages.' },
        ],
      },
      {
        kind: 'stats',
        title: 'Results our clients see',
        stats: [
          { metric: '70%', label: 'Cost reduction' },
          { metric: '100%', label: 'Qualified targeting' },
          { metric: '10+', label: 'Years education focus' },
          { metric: '500+', label: 'Successful campaigns' },
        ],
      },
    ],
    ctaTitle: 'Cut your cost per admission',
  },
  'performance-marketing': {
    eyebrow: 'Performance Marketing',
    title: 'Pay for admissions,',
    accent: 'not for clicks',
    lead: 'Full-service performance marketing for education: precise targeting on Meta, Instagram and Google, measured to the admission.',
    sections: [
      {
        kind: 'cards',
        eyebrow: 'The targeting problem',
        title: 'Why most education ads waste money',
        cards: [
          { title: 'Broad interests', text: '"Interested in education" reaches everyone and converts no one.' },
          { title: 'Wrong age and stream', text: 'Ads shown to students who cannot join your course.' },
          { title: 'No follow-up', text: 'Leads bought and left to go cold.' },
          { title: 'Vanity metrics', text: 'Reports about clicks, not admissions.' },
        ],
      },
      {
        kind: 'cards',
        eyebrow: 'Channels',
        title: 'Meta, Instagram and Google Ads',
        cards: [
          { title: 'Meta & Instagram', text: 'Reels, stories and lead forms targeted with first-party audiences.' },
          { title: 'Google Search', text: 'High-intent keywords for your courses and city.' },
          { title: 'YouTube', text: 'Campus and alumni stories for parents and students.' },
          { title: 'Full-service marketing', text: 'Strategy, creative, landing pages, tracking and reporting.' },
        ],
      },
      {
        kind: 'stats',
        title: 'Results',
        stats: [
          { metric: '300%', label: 'ROI increase' },
          { metric: '65-70%', label: 'Cost reduction' },
          { metric: '10M+', label: 'Ad impressions in a month (2025)' },
          { metric: '42%', label: 'CTR on retargeting' },
        ],
      },
    ],
    ctaTitle: 'Make every rupee count',
  },
  'direct-marketing': {
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
  },
  'ai-automation': {
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
  },
};
