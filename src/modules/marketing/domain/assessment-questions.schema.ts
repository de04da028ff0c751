/**
 * The free assessment's 15 questions (spec 000 §5), written once: the browser shows them, the server
 * validates answers against them and the strategy reads them. The stored answer is the option's text.
 */
export type AnswerField =
  | 'institutionType'
  | 'role'
  | 'challenge'
  | 'marketingMethods'
  | 'digitalPlatforms'
  | 'dataCollection'
  | 'outreachMethods'
  | 'leadRequirement'
  | 'conversionExpectation'
  | 'sellingProcess'
  | 'budget'
  | 'geographic'
  | 'uniqueAdvantages'
  | 'desiredSolutions'
  | 'timeline';

export type Question = { field: AnswerField; title: string; hint: string; multi: boolean; options: readonly string[] };

export const INSTITUTION = {
  engineering: 'Engineering College',
  medical: 'Medical College',
} as const;

export const CHALLENGE = {
  notEnoughLeads: 'Not enough quality leads',
  highCost: 'High cost per admission',
  poorConversion: 'Poor lead-to-admission conversion',
} as const;

export const BUDGET = {
  under25k: 'Under ₹25,000',
  to50k: '₹25,000 - ₹50,000',
  to1l: '₹50,000 - ₹1,00,000',
  to2l: '₹1,00,000 - ₹2,00,000',
  to5l: '₹2,00,000 - ₹5,00,000',
  over5l: '₹5,00,000+',
  seasonal: 'Varies by season',
} as const;

export const QUESTIONS: readonly Question[] = [
  {
    field: 'institutionType',
    multi: false,
    title: 'What type of institution do you represent?',
    hint: 'Choose the one that fits best.',
    options: [
      INSTITUTION.engineering,
      INSTITUTION.medical,
      'University',
      'Arts & Science College',
      'Management / Business School',
      'K-12 School',
      'Coaching Centre',
      'Other',
    ],
  },
  {
    field: 'role',
    multi: false,
    title: 'What is your role?',
    hint: 'This helps us pitch the strategy at the right level.',
    options: ['Chairman / Trustee', 'Principal / Director', 'Admissions Head', 'Marketing Manager', 'Administrative Staff', 'Other'],
  },
  {
    field: 'challenge',
    multi: false,
    title: 'What is your biggest admission challenge?',
    hint: 'Pick the one that hurts most this season.',
    options: [
      CHALLENGE.notEnoughLeads,
      CHALLENGE.highCost,
      CHALLENGE.poorConversion,
      'Low brand awareness',
      'Strong local competition',
      'Seats unfilled in specific courses',
      'Limited marketing team',
    ],
  },
  {
    field: 'marketingMethods',
    multi: true,
    title: 'Which marketing methods do you use today?',
    hint: 'Select all that apply.',
    options: [
      'Newspaper ads',
      'Hoardings & banners',
      'Education fairs',
      'School visits & seminars',
      'Agents & consultants',
      'Social media ads',
      'Google Ads',
      'SMS campaigns',
      'Email campaigns',
      'None yet',
    ],
  },
  {
    field: 'digitalPlatforms',
    multi: true,
    title: 'Which digital platforms are you active on?',
    hint: 'Select all that apply.',
    options: [
      'Facebook',
      'Instagram',
      'Google Search',
      'YouTube',
      'WhatsApp Business',
      'LinkedIn',
      'X (Twitter)',
      'Shiksha / CollegeDunia',
      'Own website',
      'None',
    ],
  },
  {
    field: 'dataCollection',
    multi: false,
    title: 'How do you collect enquiries today?',
    hint: 'Your main source of student data.',
    options: [
      'Website enquiry form',
      'Walk-ins and phone calls',
      'Purchased lists',
      'Education portals',
      'Events and fairs',
      'We do not collect data systematically',
    ],
  },
  {
    field: 'outreachMethods',
    multi: true,
    title: 'How do you follow up with prospective students?',
    hint: 'Select all that apply.',
    options: ['Phone calls by counsellors', 'SMS', 'Email', 'WhatsApp', 'Campus visits', 'Parent meetings', 'Webinars', 'No structured follow-up'],
  },
  {
    field: 'leadRequirement',
    multi: false,
    title: 'How many new leads do you need each month?',
    hint: 'A rough band is fine.',
    options: ['50-100', '100-250', '250-500', '500-1000', '1000+', 'Not sure'],
  },
  {
    field: 'conversionExpectation',
    multi: false,
    title: 'What is your current lead-to-admission conversion rate?',
    hint: 'Your best estimate.',
    options: ['Below 2%', '2-5%', '5-10%', '10-20%', 'Above 20%', 'We do not track it'],
  },
  {
    field: 'sellingProcess',
    multi: true,
    title: 'Which tools do you use to manage admissions?',
    hint: 'Select all that apply.',
    options: [
      'Spreadsheets',
      'CRM software',
      'ERP admissions module',
      'WhatsApp groups',
      'Paper registers',
      'Call-centre software',
      'Marketing automation',
      'Nothing formal',
    ],
  },
  {
    field: 'budget',
    multi: false,
    title: 'What is your monthly marketing budget?',
    hint: 'Across all channels.',
    options: [BUDGET.under25k, BUDGET.to50k, BUDGET.to1l, BUDGET.to2l, BUDGET.to5l, BUDGET.over5l, BUDGET.seasonal],
  },
  {
    field: 'geographic',
    multi: false,
    title: 'Where do your students come from?',
    hint: 'Your target catchment.',
    options: ['Local city', 'Home state', 'Neighbouring states', 'Pan-India', 'International'],
  },
  {
    field: 'uniqueAdvantages',
    multi: true,
    title: 'What makes your institution stand out?',
    hint: 'Select all that apply.',
    options: [
      'Placement record',
      'Accreditation (NAAC / NBA)',
      'Experienced faculty',
      'Affordable fees',
      'Scholarships',
      'Modern campus & labs',
      'Industry partnerships',
      'Hostel facilities',
      'Location advantage',
      'Alumni network',
    ],
  },
  {
    field: 'desiredSolutions',
    multi: true,
    title: 'Which solutions interest you?',
    hint: 'Select all that apply.',
    options: [
      'Verified student leads',
      'Data enrichment',
      'Meta & Instagram ads',
      'Google Ads',
      'SMS campaigns',
      'WhatsApp campaigns',
      'Email marketing',
      'AI voice calls',
      'AI chatbot',
      'Admissions automation',
    ],
  },
  {
    field: 'timeline',
    multi: false,
    title: 'When do you want to start?',
    hint: 'We will plan around your admission cycle.',
    options: ['Immediately', 'Within 2 weeks', 'Within a month', 'In 1-3 months', 'Next admission cycle', 'Just exploring'],
  },
];
