import type { ServicePageContent } from './service-pages';

/** /services/digital-marketing: paid campaigns on Meta, Instagram and Google through our agency accounts. */
export const DIGITAL_MARKETING_PAGE: ServicePageContent = {
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
};

/** /services/performance-marketing: paid campaigns measured to the admission. */
export const PERFORMANCE_MARKETING_PAGE: ServicePageContent = {
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
};
