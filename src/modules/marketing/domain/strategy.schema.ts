import { BUDGET, CHALLENGE, INSTITUTION } from './assessment-questions.schema';
// Named .schema so the web may import it (tests/architecture): the result screen falls back to these same rules.

export type BudgetTier = 'low' | 'default' | 'high';
export type ExpectedResults = { moreLeads: string; lowerCost: string; conversion: string };
export type StrategyInput = { institutionType: string; challenge: string; budget: string };
export type Strategy = { strategy: string[]; expectedResults: ExpectedResults };

export function budgetTier(budget: string): BudgetTier {
  if (budget === BUDGET.under25k || budget === BUDGET.to50k) return 'low';
  if (budget === BUDGET.to5l || budget === BUDGET.over5l) return 'high';
  return 'default';
}

const RESULTS: Record<BudgetTier, ExpectedResults> = {
  default: { moreLeads: '150%', lowerCost: '40%', conversion: '2x' },
  low: { moreLeads: '120%', lowerCost: '50%', conversion: '80%' },
  high: { moreLeads: '200%', lowerCost: '30%', conversion: '3x' },
};

/** Spec 000 §4: expected results depend on the budget band only. */
export const expectedResults = (budget: string): ExpectedResults => RESULTS[budgetTier(budget)];

const BY_CHALLENGE: Record<string, string> = {
  [CHALLENGE.notEnoughLeads]: 'Verified student leads from our 10M+ database, filtered to your courses and catchment',
  [CHALLENGE.highCost]: 'First-party audience targeting on Meta and Google to cut cost per admission by 65-70%',
  [CHALLENGE.poorConversion]: 'WhatsApp and AI voice follow-up sequences that reach every enquiry within minutes',
};

const BY_BUDGET: Record<BudgetTier, string> = {
  low: 'A lean, high-ROI mix: WhatsApp at 10 paise per conversation and SMS before paid ads',
  default: 'A balanced plan across digital ads, WhatsApp and SMS, re-weighted every fortnight',
  high: 'A multi-channel campaign across Meta, Instagram, Google, WhatsApp and AI voice, with a dedicated campaign manager',
};

const BY_INSTITUTION: Record<string, string> = {
  [INSTITUTION.engineering]: 'JEE and CET aspirant targeting with branch-wise campaigns (CSE, ECE, Mechanical)',
  [INSTITUTION.medical]: 'NEET aspirant outreach with parent-focused messaging and counselling-season timing',
};

/** The personalised strategy list: one bullet per answer that matters, then the always-on basics. */
export function strategyFor({ institutionType, challenge, budget }: StrategyInput): Strategy {
  const strategy = [
    BY_CHALLENGE[challenge] ?? 'A targeted lead-generation plan built on first-party student data',
    BY_BUDGET[budgetTier(budget)],
    ...(BY_INSTITUTION[institutionType] ? [BY_INSTITUTION[institutionType]] : []),
    'Automated lead scoring and counsellor follow-up so no enquiry goes cold',
  ];
  return { strategy, expectedResults: expectedResults(budget) };
}
