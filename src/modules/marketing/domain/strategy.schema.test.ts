import { describe, expect, it } from 'bun:test';
import { BUDGET, CHALLENGE, INSTITUTION } from './assessment-questions.schema';
import { budgetTier, expectedResults, strategyFor } from './strategy.schema';

describe('expected results by budget', () => {
  it('promises the default figures for a middle budget or a seasonal one', () => {
    expect(expectedResults(BUDGET.to1l)).toEqual({ moreLeads: '150%', lowerCost: '40%', conversion: '2x' });
    expect(expectedResults(BUDGET.seasonal)).toEqual({ moreLeads: '150%', lowerCost: '40%', conversion: '2x' });
  });

  it('treats under 25,000 and 25,000-50,000 as a low budget', () => {
    expect(budgetTier(BUDGET.under25k)).toBe('low');
    expect(expectedResults(BUDGET.to50k)).toEqual({ moreLeads: '120%', lowerCost: '50%', conversion: '80%' });
  });

  it('treats 2,00,000-5,00,000 and 5,00,000+ as a high budget', () => {
    expect(budgetTier(BUDGET.over5l)).toBe('high');
    expect(expectedResults(BUDGET.to5l)).toEqual({ moreLeads: '200%', lowerCost: '30%', conversion: '3x' });
  });

  it('falls back to the default for an unknown band', () => {
    expect(budgetTier('a lot')).toBe('default');
  });
});

describe('strategy list', () => {
  it('answers a low-budget engineering college short of leads', () => {
    const { strategy } = strategyFor({ institutionType: INSTITUTION.engineering, challenge: CHALLENGE.notEnoughLeads, budget: BUDGET.under25k });
    expect(strategy[0]).toContain('Verified student leads');
    expect(strategy[1]).toContain('10 paise');
    expect(strategy[2]).toContain('JEE');
    expect(strategy).toHaveLength(4);
  });

  it('answers a high-budget medical college with costly admissions', () => {
    const { strategy } = strategyFor({ institutionType: INSTITUTION.medical, challenge: CHALLENGE.highCost, budget: BUDGET.over5l });
    expect(strategy[0]).toContain('cost per admission');
    expect(strategy[1]).toContain('multi-channel');
    expect(strategy[2]).toContain('NEET');
  });

  it('targets conversion for poor conversion and leaves out institution bullets for other types', () => {
    const { strategy } = strategyFor({ institutionType: 'University', challenge: CHALLENGE.poorConversion, budget: BUDGET.to2l });
    expect(strategy[0]).toContain('follow-up');
    expect(strategy.some((line) => line.includes('JEE') || line.includes('NEET'))).toBe(false);
    expect(strategy).toHaveLength(3);
  });

  it('has a generic first bullet for other challenges', () => {
    expect(strategyFor({ institutionType: 'Other', challenge: 'Low brand awareness', budget: BUDGET.to1l }).strategy[0]).toContain('targeted lead-generation');
  });
});
