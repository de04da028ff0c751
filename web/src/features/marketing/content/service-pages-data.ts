import type { ServicePageContent } from './service-pages';

/** /services/data-enrichment (and its /leads-enrichment and /data-enrichment aliases): the verified student database and the enrichment API. */
export const DATA_ENRICHMENT_PAGE: ServicePageContent = {
  eyebrow: 'Leads Enrichment',
  // spec 000 §9: the hero variant typed at 60 ms a character, a first line of 14 characters and a second of up to 20
  title: 'Verified Leads',
  accent: 'Ready for Admissions',
  typingMs: 60,
  touchHighlight: true,
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
};
