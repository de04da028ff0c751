/**
 * The answers the assessment asks for, and the options the strategy reads by name (spec 000 §5); the questions
 * themselves are in assessment-questions.schema.ts.
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
