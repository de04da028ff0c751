import { describe, expect, it } from 'bun:test';
import { priceAndBalance } from './balance-after';

describe('price and balance after', () => {
  it('names the cost and the balance left after it', () => {
    expect(priceAndBalance(3, 41)).toBe('Costs 3 credits · 38 left after');
    expect(priceAndBalance(1, 1)).toBe('Costs 1 credit · 0 left after');
  });
  it('says when nothing is charged', () => expect(priceAndBalance(0, 5)).toBe('No credits charged · 5 credits left'));
});
